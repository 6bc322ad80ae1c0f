import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';
import { createLocalStorage } from '../../apps/server/src/infra/storage/storage.js';
import { ensureSyntheticPictures, seedSyntheticMembers } from '../../apps/server/src/modules/demo/synthetic-members.js';
import { IN_ROOM_SHARE } from './load-mix.js';

// The community of `npm run bench -- load`, seeded straight into the app's database (PostgreSQL or
// the embedded one, the same SQL): the synthetic members of `seed:members` (profiles, persons,
// settings, avatars on shared pictures, a few blocks), and for the first `actives` of them who can
// sign in a session each, friendships, conversations with history, a place in one of the venue's
// rooms for half of them, and two upcoming events. Set-based, never row by row.

export interface MemberSpec {
  /** Bench number 0 … actives − 1; the session token is benchToken(secret, n). */
  n: number;
  userId: string;
  slug: string;
  sex: string;
  conversations: { id: string; partner: number }[];
  roomId: string | null;
}

export interface LoadWorld {
  members: MemberSpec[];
  /** Slugs of members to open profiles of (activated, any of the population). */
  profileSlugs: string[];
  events: { id: string; slug: string }[];
  rooms: string[];
}

/** Conversation partners: member n writes with n ± each of these (when both are among the actives). */
const PARTNER_STEPS = [1, 3, 7];
/** Friends: n with n + each of these. */
const FRIEND_STEPS = [2, 11];
const CONVERSATION_HISTORY = 12;
const ROOM_HISTORY = 40;
const ROOM_NAMES = ['Bar', 'Lounge', 'Paare', 'Singles', 'Neu hier', 'Plauderecke', 'Events', 'Whirlpool'];
const SYNTHETIC = `u.email::text like 'member-%@synthetic.invalid'`;

async function rows<T>(database: Database, text: string): Promise<T[]> {
  return ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

function worldSql(actives: number, rooms: number, secret: string): string {
  if (!/^[0-9a-f]+$/.test(secret)) throw new Error('the bench secret must be hex');
  const pairs = PARTNER_STEPS.map((d) => `(${d})`).join(', ');
  const friends = FRIEND_STEPS.map((d) => `(${d})`).join(', ');
  const names = Array.from({ length: rooms }, (_, i) => `('${ROOM_NAMES[i % ROOM_NAMES.length]}${i >= ROOM_NAMES.length ? ` ${1 + Math.floor(i / ROOM_NAMES.length)}` : ''}', ${i})`).join(', ');
  // Members in a room: every 1/IN_ROOM_SHARE-th, spread over the rooms in turn.
  const every = Math.round(1 / IN_ROOM_SHARE);
  return `
create table bench_load_members as
select n, user_id from (
  select (row_number() over (order by split_part(split_part(u.email::text, '@', 1), '-', 2)::int) - 1)::int as n, u.id as user_id
  from users u
  where ${SYNTHETIC} and u.email_verified_at is not null and u.phone_verified_at is not null and not u.is_deactivated
) m where n < ${actives};
create unique index on bench_load_members (n);
-- No block touches an active member: a block hides messages and profiles, which the bench would count as lost.
delete from blocks b using bench_load_members x where b.blocker_id = x.user_id or b.blocked_id = x.user_id;
insert into sessions (user_id, token_hash, expires_at)
select user_id, encode(sha256(convert_to('${secret}-' || n, 'UTF8')), 'hex'), now() + interval '30 days' from bench_load_members;
insert into friendships (requester_id, addressee_id, status, created_at, responded_at)
select a.user_id, b.user_id, 'ACCEPTED', now() - interval '20 days', now() - interval '19 days'
from bench_load_members a cross join (values ${friends}) d(d) join bench_load_members b on b.n = a.n + d.d;

create table bench_load_pairs as
select gen_random_uuid() as id, a.n as a, b.n as b, a.user_id as ua, b.user_id as ub, now() - interval '30 days' + a.n * interval '1 second' as started
from bench_load_members a cross join (values ${pairs}) d(d) join bench_load_members b on b.n = a.n + d.d;
insert into conversations (id, last_seq, created_at) select id, ${CONVERSATION_HISTORY}, started from bench_load_pairs;
insert into conversation_messages (conversation_id, seq, sender_id, body, inserted_at)
select p.id, s, case when s % 2 = 0 then p.ua else p.ub end,
       (array['Hallo zusammen, wie war euer Wochenende?', 'Sehen wir uns am Samstag an der Party?', 'Gern, wir sind ab neun Uhr in der Lounge.', 'Danke für den schönen Abend!'])[1 + s % 4],
       p.started + s * interval '1 hour'
from bench_load_pairs p cross join generate_series(1, ${CONVERSATION_HISTORY}) as s;
insert into conversation_participants (conversation_id, user_id, joined_at, last_message_at, last_read_seq, unread_count)
select p.id, u.user_id, p.started, p.started + ${CONVERSATION_HISTORY} * interval '1 hour', ${CONVERSATION_HISTORY}, 0
from bench_load_pairs p cross join lateral (values (p.ua), (p.ub)) as u(user_id);
insert into conversation_reads (conversation_id, user_id, seq, read_at)
select conversation_id, user_id, last_read_seq, last_message_at from conversation_participants;

insert into users (email, username, slug, password_hash, sex, language, admin, email_verified_at, phone_verified_at)
values ('load-staff@bench.invalid', 'Load_Staff', 'load-staff', 'not-used', 'M', 'de', true, now(), now());
create table bench_load_rooms as
select gen_random_uuid() as id, r.name, r.i from (values ${names}) as r(name, i);
insert into chat_rooms (id, kind, name, description, owner_id, last_seq, active_at)
select r.id, 'PUBLIC', r.name, 'Lastprobe', s.id, ${ROOM_HISTORY}, now() from bench_load_rooms r cross join users s where s.slug = 'load-staff';
insert into room_memberships (room_id, user_id, admin, joined_at, last_read_seq)
select r.id, s.id, true, now() - interval '60 days', ${ROOM_HISTORY} from bench_load_rooms r cross join users s where s.slug = 'load-staff';
insert into room_memberships (room_id, user_id, admin, joined_at, last_read_seq)
select r.id, m.user_id, false, now() - interval '10 days', ${ROOM_HISTORY}
from bench_load_members m join bench_load_rooms r on r.i = (m.n / ${every}) % ${rooms} where m.n % ${every} = ${every - 1};
insert into room_messages (room_id, seq, sender_id, body, created_at)
select r.id, s, coalesce((select m.user_id from bench_load_members m where m.n % ${every} = ${every - 1} and (m.n / ${every}) % ${rooms} = r.i order by m.n offset s % 5 limit 1), (select id from users where slug = 'load-staff')),
       'Guten Abend in der ' || r.name || '!', now() - (${ROOM_HISTORY} - s) * interval '3 minutes'
from bench_load_rooms r cross join generate_series(1, ${ROOM_HISTORY}) as s;

insert into events (slug, title_de, title_en, description_de, description_en, starts_at, ends_at, capacity, published_at)
values ('load-freitag', 'Freitagsparty', 'Friday party', 'Die Party am Freitag.', 'The Friday party.', now() + interval '3 days', now() + interval '3 days 6 hours', 150, now() - interval '7 days'),
       ('load-vollmond', 'Vollmondnacht', 'Full moon night', 'Die Nacht bei Vollmond.', 'The full moon night.', now() + interval '10 days', now() + interval '10 days 6 hours', 300, now() - interval '7 days');`;
}

/** Seeds the world for up to `actives` active members among `population` synthetic members. */
export async function seedLoadWorld(database: Database, opts: { population: number; actives: number; rooms: number; secret: string; dataDir: string }): Promise<LoadWorld> {
  const pictures = await ensureSyntheticPictures(createLocalStorage(path.join(opts.dataDir, 'storage')));
  // Nobody signs in with a password here (the sessions are seeded): no argon2 hash needed.
  await seedSyntheticMembers(database.db, { count: opts.population, passwordHash: '!', now: new Date(), pictures });
  await database.exec(worldSql(opts.actives, opts.rooms, opts.secret));
  const members = await rows<{ n: number; user_id: string; slug: string; sex: string }>(database, 'select m.n, m.user_id, u.slug, u.sex from bench_load_members m join users u on u.id = m.user_id order by m.n');
  if (members.length < opts.actives) throw new Error(`only ${members.length} synthetic members can sign in; raise --population`);
  const pairs = await rows<{ id: string; a: number; b: number }>(database, 'select id, a, b from bench_load_pairs');
  const inRoom = await rows<{ n: number; room_id: string }>(database, 'select m.n, r.room_id from bench_load_members m join room_memberships r on r.user_id = m.user_id');
  const rooms = await rows<{ id: string }>(database, 'select id from bench_load_rooms order by i');
  const profiles = await rows<{ slug: string }>(database, `select u.slug from users u where ${SYNTHETIC} and u.email_verified_at is not null and u.phone_verified_at is not null order by random() limit 5000`);
  const events = await rows<{ id: string; slug: string }>(database, `select id, slug from events where slug like 'load-%' order by starts_at`);
  await database.exec('drop table bench_load_members; drop table bench_load_pairs; drop table bench_load_rooms; analyze;');

  const specs: MemberSpec[] = members.map((m) => ({ n: Number(m.n), userId: m.user_id, slug: m.slug, sex: m.sex, conversations: [], roomId: null }));
  for (const p of pairs) {
    specs[Number(p.a)]!.conversations.push({ id: p.id, partner: Number(p.b) });
    specs[Number(p.b)]!.conversations.push({ id: p.id, partner: Number(p.a) });
  }
  for (const r of inRoom) specs[Number(r.n)]!.roomId = r.room_id;
  return { members: specs, profileSlugs: profiles.map((p) => p.slug), events, rooms: rooms.map((r) => r.id) };
}

/** The first `count` members of the world, their conversations limited to partners among them. */
export function activeMembers(world: LoadWorld, count: number): MemberSpec[] {
  return world.members.slice(0, count).map((m) => ({ ...m, conversations: m.conversations.filter((c) => c.partner < count) }));
}
