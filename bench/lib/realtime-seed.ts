// Set-based seeding for `npm run bench -- realtime` (generate_series, never row by row). The SQL
// runs on the embedded database (PGlite) and on PostgreSQL alike. Members are activated, with a
// session each whose token is `<secret>-<n>` (only its SHA-256 is stored, as the app stores it).

/** Bench member n's session token (the secret is random per run). */
export const benchToken = (secret: string, n: number) => `${secret}-${n}`;

const hexOnly = (value: string) => {
  if (!/^[0-9a-f]+$/.test(value)) throw new Error('the bench secret must be hex');
  return value;
};

/**
 * Members `<prefix>-0` … `<prefix>-<count>` with a 30-day session each. Member 0 is a staff member
 * (the room's sender); profile types rotate through M, F, MF, MM, FF.
 */
export function membersSql(prefix: string, count: number, secret: string): string {
  hexOnly(secret);
  if (!/^[a-z]+$/.test(prefix)) throw new Error('prefix: letters only');
  return `
insert into users (email, username, slug, password_hash, sex, language, admin, email_verified_at, phone_verified_at)
select '${prefix}-' || i || '@bench.invalid', '${prefix}_' || i, '${prefix}-' || i, 'not-used',
       (array['M','F','MF','MM','FF'])[1 + i % 5], 'de', i = 0, now(), now()
from generate_series(0, ${count}) as i;
insert into sessions (user_id, token_hash, expires_at)
select u.id, encode(sha256(convert_to('${secret}-' || substr(u.slug, ${prefix.length + 2}), 'UTF8')), 'hex'), now() + interval '30 days'
from users u where u.slug like '${prefix}-%';`;
}

/** A PUBLIC room owned by member 0, who has joined it (every active member may read a public room). */
export function roomSql(prefix: string): string {
  return `
insert into chat_rooms (kind, name, description, owner_id)
select 'PUBLIC', 'Bench-Bar', 'Lastprobe', id from users where slug = '${prefix}-0';
insert into room_memberships (room_id, user_id, admin, joined_at)
select r.id, r.owner_id, true, now() from chat_rooms r where r.name = 'Bench-Bar';`;
}

export interface MessageSeed {
  /** The viewer's conversations (viewer = member 0, partners 1 … n). */
  viewerConversations: number;
  /** Messages in each of them. */
  viewerMessages: number;
  /** Conversations between other members, to reach the total. */
  otherConversations: number;
  otherMessages: number;
}

/** 1,000,000 messages: the viewer's 500 conversations × 200, and 9,000 others × 100. */
export const MILLION: MessageSeed = { viewerConversations: 500, viewerMessages: 200, otherConversations: 9000, otherMessages: 100 };

/**
 * Conversations with messages, participants with their read marks (half of the viewer's
 * conversations have 3 unread messages) and the seq counters, as the app's writes leave them. Needs
 * members `<prefix>-0` … at least `<prefix>-<viewerConversations + 200>`.
 */
export function conversationsSql(prefix: string, seed: MessageSeed, members: number): string {
  const others = members - seed.viewerConversations; // partners of the other conversations: the members after the viewer's partners
  if (others < 20) throw new Error('too few members for the other conversations');
  return `
create temp table bench_conversations as
select k, gen_random_uuid() as id,
       case when k <= ${seed.viewerConversations} then 0 else ${seed.viewerConversations} + 1 + (k % ${others - 1}) end as a,
       case when k <= ${seed.viewerConversations} then k else ${seed.viewerConversations} + 1 + ((k * 7 + 3) % ${others - 1}) end as b,
       case when k <= ${seed.viewerConversations} then ${seed.viewerMessages} else ${seed.otherMessages} end as n,
       now() - interval '60 days' + k * interval '1 second' as started
from generate_series(1, ${seed.viewerConversations + seed.otherConversations}) as k;
update bench_conversations set b = ${seed.viewerConversations} + 1 + ((b - ${seed.viewerConversations}) % ${others - 1}) where a = b;
create temp table bench_slug as select id, (substr(slug, ${prefix.length + 2}))::int as n from users where slug like '${prefix}-%';
create index on bench_slug (n);
insert into conversations (id, last_seq, created_at) select id, n, started from bench_conversations;
insert into conversation_messages (conversation_id, seq, sender_id, body, inserted_at)
select c.id, s, case when s % 2 = 0 then ua.id else ub.id end,
       'Nachricht ' || s || ': Sehen wir uns am Freitag in der Lounge? Ich bin ab neun Uhr dort.',
       c.started + s * interval '1 minute'
from bench_conversations c
join bench_slug ua on ua.n = c.a
join bench_slug ub on ub.n = c.b
cross join lateral generate_series(1, c.n) as s;
insert into conversation_participants (conversation_id, user_id, joined_at, last_message_at, last_read_seq, unread_count)
select c.id, u.id, c.started, c.started + c.n * interval '1 minute',
       case when u.n = c.a and c.k % 2 = 0 then c.n - 3 else c.n end,
       case when u.n = c.a and c.k % 2 = 0 then 3 else 0 end
from bench_conversations c join bench_slug u on u.n in (c.a, c.b);
insert into conversation_reads (conversation_id, user_id, seq, read_at)
select p.conversation_id, p.user_id, p.last_read_seq, p.last_message_at from conversation_participants p where p.last_read_seq > 0;
drop table bench_conversations;
drop table bench_slug;
analyze;`;
}
