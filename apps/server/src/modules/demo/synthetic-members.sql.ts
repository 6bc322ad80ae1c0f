import { sql, type SQL } from 'drizzle-orm';
import { SEXES } from '@venue/shared';

// The SQL that makes synthetic members (`npm run cli -- seed:members`), one batch of numbers at a
// time. Every "random" choice is a hash of the member's number and a salt, so member n always comes
// out the same: seeding again adds only what is missing, and a bench run is reproducible.

/** A whole number from 0 to mod − 1, fixed for member `g.n` and `salt` (hashtext is in every PostgreSQL). */
function pick(salt: string, mod: number): SQL {
  return sql.raw(`((hashtext(g.n::text || ':${salt}')::bigint + 2147483648) % ${mod})`);
}

const FIRST_NAMES = {
  M: ['Reto', 'Beat', 'Luca', 'Marco', 'Urs', 'Jonas', 'Dario', 'Fabian', 'Simon', 'Nico', 'Andrin', 'Thomas', 'Adrian', 'Pascal', 'Patrick', 'Roman'],
  F: ['Seraina', 'Nadja', 'Chantal', 'Sandra', 'Lea', 'Mirjam', 'Corinne', 'Jana', 'Anna', 'Nina', 'Sarah', 'Laura', 'Flurina', 'Andrea', 'Bettina', 'Martina'],
};

/** A first name of the given sex, picked with `salt`. */
function nameSql(sex: 'M' | 'F', salt: string): SQL {
  const names = FIRST_NAMES[sex];
  return sql`(${sql.raw(`array[${names.map((n) => `'${n}'`).join(',')}]`)})[1 + ${pick(salt, names.length)}]`;
}

/** The numbered e-mail address that identifies synthetic member n (the .invalid domain never delivers). */
export function syntheticEmailSql(): SQL {
  return sql.raw(`('member-' || g.n || '@synthetic.invalid')::citext`);
}

/** The members `from`..`to` that exist, with their number: the rows later statements fill in. */
export function batchSql(from: number, to: number): SQL {
  return sql`(select u.id, u.sex, g.n from generate_series(${from}::int, ${to}::int) g(n) join users u on u.email = ${syntheticEmailSql()})`;
}

/**
 * Inserts the members `from`..`to` that are missing (on any unique clash, e.g. a real member with the
 * same name, that number is skipped). 3 % wait for activation, 2 % are deactivated, 25 % verified,
 * 8 % premium; activity is spread from "online now" to half a year ago (5 % never). Returns how many
 * rows were inserted.
 */
export function insertUsersSql(from: number, to: number, passwordHash: string, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  // Profile types: single men 40 %, single women 15 %, woman + man 25 %, two men 8 %, two women 12 %.
  const sexCase = sql`(case when ${pick('sex', 100)} < 40 then 'M' when ${pick('sex', 100)} < 55 then 'F' when ${pick('sex', 100)} < 80 then 'MF' when ${pick('sex', 100)} < 88 then 'MM' else 'FF' end)`;
  const man = nameSql('M', 'man');
  const woman = nameSql('F', 'woman');
  const man2 = nameSql('M', 'man2');
  const woman2 = nameSql('F', 'woman2');
  const username = sql`(case s.sex when 'M' then ${man} when 'F' then ${woman} when 'MF' then ${woman} || '_und_' || ${man} when 'MM' then ${man} || '_und_' || ${man2} else ${woman} || '_und_' || ${woman2} end) || '_' || g.n`;
  const pending = sql`${pick('pending', 1000)} < 30`;
  const activeAgo = activitySecondsSql();
  return sql`with inserted as (
    insert into users (email, username, slug, password_hash, sex, language, is_verified, is_premium, is_deactivated, email_verified_at, phone_verified_at, last_active_at, created_at, updated_at)
    select ${syntheticEmailSql()}, v.username, lower(v.username), ${passwordHash}, s.sex,
      case when ${pick('language', 10)} < 8 then 'de' else 'en' end,
      not v.pending and ${pick('verified', 100)} < 25,
      not v.pending and ${pick('premium', 100)} < 8,
      not v.pending and ${pick('deactivated', 1000)} < 20,
      case when v.pending then null else v.created end,
      case when v.pending then null else v.created end,
      case when v.pending or v.active_ago is null then null else ${at} - make_interval(secs => v.active_ago) end,
      v.created, v.created
    from generate_series(${from}::int, ${to}::int) g(n)
    cross join lateral (select ${sexCase} as sex) s
    cross join lateral (select ${username} as username, ${pending} as pending, ${at} - make_interval(days => ${pick('created', 730)}::int) - make_interval(secs => 1 + ${pick('created-s', 86400)}::int) as created, ${activeAgo} as active_ago) v
    on conflict do nothing
    returning 1
  ) select count(*)::int as n from inserted`;
}

/**
 * Seconds since the member's last activity, or null (never): 2 % within the 5 online minutes, 8 %
 * within the hour, 20 % within the day, 40 % within 30 days, 25 % within half a year, 5 % never.
 */
export function activitySecondsSql(): SQL {
  const bucket = pick('active', 100);
  const within = (salt: string, seconds: number) => pick(`active-${salt}`, seconds);
  return sql`(case when ${bucket} < 2 then ${within('online', 300)} when ${bucket} < 10 then 300 + ${within('hour', 3300)} when ${bucket} < 30 then 3600 + ${within('day', 82800)} when ${bucket} < 70 then 86400 + ${within('month', 2505600)} when ${bucket} < 95 then 2592000 + ${within('half-year', 12960000)} else null end)`;
}

/** Re-spreads the activity of the existing synthetic members relative to `now` (the same shares as when seeded). */
export function refreshActivitySql(count: number, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`update users u set last_active_at = case when x.active_ago is null then null else ${at} - make_interval(secs => x.active_ago) end
    from (select g.n, ${activitySecondsSql()} as active_ago from generate_series(1, ${count}::int) g(n)) x
    where u.email = ('member-' || x.n || '@synthetic.invalid')::citext and u.email_verified_at is not null and u.phone_verified_at is not null`;
}

/**
 * Profiles of the batch's members: what they look for (15 % everyone; otherwise each type with 70 %
 * when it suits the member's own type, 10 % when not), and one or two persons with ages 22 to 64
 * (a partner within five years).
 */
export function insertProfilesSql(from: number, to: number): SQL[] {
  const suits: Record<string, string[]> = { M: ['F', 'MF'], F: ['M', 'MF'], MF: ['MF', 'F', 'M'], MM: ['MM', 'M'], FF: ['FF', 'F', 'MF'] };
  const wants = SEXES.map((type) => {
    const likely = Object.entries(suits)
      .filter(([, types]) => types.includes(type))
      .map(([own]) => `'${own}'`)
      .join(',');
    return sql`case when ${pick(`looks-${type}`, 100)} < (case when b.sex in (${sql.raw(likely)}) then 70 else 10 end) then ${type} end`;
  });
  const lookingFor = sql`case when ${pick('looks-all', 100)} < 15 then '{}'::text[] else coalesce(nullif(array_remove(array[${sql.join(wants, sql`, `)}]::text[], null), '{}'), array['MF']) end`;
  const age = sql`22 + ${pick('age-a', 22)} + ${pick('age-b', 22)}`;
  const partnerAge = sql`greatest(18, least(99, 22 + ${pick('age-a', 22)} + ${pick('age-b', 22)} + ${pick('age-partner', 11)} - 5))`;
  const batch = batchSql(from, to);
  return [
    sql`insert into profiles (user_id, about, looking_for) select b.id, '', ${lookingFor} from ${batch} b cross join lateral (select b.n) g(n) on conflict do nothing`,
    sql`insert into profile_persons (user_id, position, age) select b.id, 1, ${age} from ${batch} b cross join lateral (select b.n) g(n) on conflict do nothing`,
    sql`insert into profile_persons (user_id, position, age) select b.id, 2, ${partnerAge} from ${batch} b cross join lateral (select b.n) g(n) where length(b.sex) = 2 on conflict do nothing`,
  ];
}

/**
 * Settings that differ from the defaults (only those members get a row): 10 % hidden from the
 * online list, 5 % not found in search, 8 % visitable only by verified members, 5 % contact from
 * verified members only, 10 % not shown in Spark.
 */
export function insertSettingsSql(from: number, to: number): SQL {
  const hidden = sql`${pick('hidden', 100)} < 10`;
  const unsearchable = sql`${pick('unsearchable', 100)} < 5`;
  const verifiedOnly = sql`${pick('verified-only', 100)} < 8`;
  const contactVerified = sql`${pick('contact-verified', 100)} < 5`;
  const noSpark = sql`${pick('no-spark', 100)} < 10`;
  return sql`insert into user_settings (user_id, shown_online, found_in_search, visitable_only_by_verified, only_verified_may_contact, found_in_spark)
    select b.id, not ${hidden}, not ${unsearchable}, ${verifiedOnly}, ${contactVerified}, not ${noSpark}
    from ${batchSql(from, to)} b cross join lateral (select b.n) g(n)
    where ${hidden} or ${unsearchable} or ${verifiedOnly} or ${contactVerified} or ${noSpark}
    on conflict do nothing`;
}

/**
 * 60 % of the batch's members get an avatar: a PUBLIC photo row on one of the shared pictures, which
 * is their wall picture too (so they are ready for Spark, issue 16).
 */
export function insertAvatarsSql(from: number, to: number, pictures: { storageKey: string; width: number; height: number }[]): SQL {
  const keys = sql.raw(`array[${pictures.map((p) => `'${p.storageKey}'`).join(',')}]`);
  const { width, height } = pictures[0]!;
  return sql`with added as (
      insert into user_uploads (user_id, storage_key, width, height, visibility, position)
      select b.id, (${keys})[1 + ${pick('picture', pictures.length)}], ${width}, ${height}, 'PUBLIC', 0
      from ${batchSql(from, to)} b cross join lateral (select b.n) g(n)
      where ${pick('avatar', 100)} < 60 and not exists (select 1 from user_uploads x where x.user_id = b.id)
      returning id, user_id
    )
    update profiles p set avatar_upload_id = added.id, wall_upload_id = added.id from added where p.user_id = added.user_id`;
}

/** Some blocks: 1 % of the first `count` members block one to three others among them. */
export function insertBlocksSql(count: number): SQL {
  const target = sql.raw(`(1 + ((hashtext(g.n::text || ':block-' || k.i)::bigint + 2147483648) % ${count}))`);
  return sql`insert into blocks (blocker_id, blocked_id)
    select a.id, t.id from generate_series(1, ${count}::int) g(n)
    cross join (values (1), (2), (3)) k(i)
    join users a on a.email = ${syntheticEmailSql()}
    join users t on t.email = ('member-' || ${target} || '@synthetic.invalid')::citext
    where ${pick('blocks', 100)} < 1 and k.i <= 1 + ${pick('blocks-n', 3)} and a.id <> t.id
    on conflict do nothing`;
}
