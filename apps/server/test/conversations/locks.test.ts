import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../harness.js';
import { blocks } from '../../src/modules/blocks/blocks.table.js';
import { lockMembers } from '../../src/modules/accounts/members.repository.js';
import { errorOf, member, SEND, writeTo } from './support.js';

// A message and a block at the same time (TEST_DATABASE_URL: two connections; the embedded database
// has one). The message's transaction locks its participants' member rows, in id order, and reads
// the blocks under those locks: a block committed while it waited refuses it.

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('a message and a block at the same time (TEST_DATABASE_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function waitingLocks(): Promise<number> {
    const result = (await t.deps.database.db.execute(sql`select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid where not l.granted and a.datname = current_database()`)) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]!.n);
  }

  async function until(check: () => Promise<boolean>, what: string) {
    const deadline = Date.now() + 30_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  // The sender's id before the recipient's and after it: the locks are taken in id order either way.
  it.each(['lower', 'higher'] as const)('a message (the sender’s id the %s) waits for the rows a block under way holds, then that block refuses it', async (senderId) => {
    const [first, second] = [await member(t), await member(t)].sort((a, b) => (a.id < b.id ? -1 : 1));
    const [anna, ben] = senderId === 'lower' ? [first!, second!] : [second!, first!];
    const { conversation } = await writeTo(t, anna, ben);
    let sent: ReturnType<typeof t.gql> | undefined;
    await t.deps.database.db.transaction(async (tx) => {
      // Ben's block, under way: it holds both members' rows, in id order, as blocking does.
      await lockMembers(tx, [ben.id, anna.id]);
      sent = t.gql(SEND, { id: conversation.id, body: 'Noch da?' }, { token: anna.token });
      await until(async () => (await waitingLocks()) > 0, 'the message to wait for the members’ rows');
      await tx.insert(blocks).values({ blockerId: ben.id, blockedId: anna.id });
    });
    expect(errorOf(await sent!)?.code).toBe('BLOCKED_BY_USER');
  });

  it('a stranger guessing the conversation’s id waits for nobody and locks nobody', async () => {
    const anna = await member(t);
    const ben = await member(t);
    const stranger = await member(t);
    const { conversation } = await writeTo(t, anna, ben);
    await t.deps.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from users where id = ${ben.id} for update`);
      // Answered while Ben's row is held: the stranger's statement did not try to lock it.
      expect(errorOf(await t.gql(SEND, { id: conversation.id, body: 'Hallo?' }, { token: stranger.token }))?.code).toBe('NOT_FOUND');
    });
  });
});
