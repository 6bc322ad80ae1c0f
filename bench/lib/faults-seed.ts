// Set-based seeding for `npm run bench -- faults`: the members come from realtime-seed.ts
// (membersSql: `<prefix>-0` … `<prefix>-<count>`, a session each); here members 2k-1 and 2k
// (k = 1 … pairs) get a conversation with one opening message, as `writeTo` leaves it.

export function pairsSql(prefix: string, pairs: number): string {
  if (!/^[a-z]+$/.test(prefix)) throw new Error('prefix: letters only');
  return `
create temp table bench_pairs as
select k, gen_random_uuid() as id, a.id as a, b.id as b
from generate_series(1, ${pairs}) as k
join users a on a.slug = '${prefix}-' || (2 * k - 1)
join users b on b.slug = '${prefix}-' || (2 * k);
insert into conversations (id, last_seq) select id, 1 from bench_pairs;
insert into conversation_messages (conversation_id, seq, sender_id, body) select id, 1, a, 'Hallo' from bench_pairs;
insert into conversation_participants (conversation_id, user_id, last_read_seq, unread_count)
select id, a, 1, 0 from bench_pairs union all select id, b, 1, 0 from bench_pairs;
insert into conversation_reads (conversation_id, user_id, seq)
select conversation_id, user_id, 1 from conversation_participants where conversation_id in (select id from bench_pairs);
drop table bench_pairs;
analyze;`;
}
