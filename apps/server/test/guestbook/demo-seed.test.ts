import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { seedDemo } from '../../src/modules/demo/seed.js';
import { PUBLIC_LIST, countEntries } from './support.js';

describe('demo guestbook', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds published entries by demo members, some answered, one about a past event; seeding again adds none', async () => {
    const first = await seedDemo(t.deps.database.db, t.deps.config.argon2, t.deps.now);
    expect(first.guestbook).toBe(5);
    const list = (await t.gql(PUBLIC_LIST, { first: 10 })).data!.guestbookEntries;
    expect(list.nodes).toHaveLength(5);
    expect(list.nodes.every((e: { state: string; authorUsername: string | null }) => e.state === 'PUBLISHED' && e.authorUsername)).toBe(true);
    expect(list.nodes.filter((e: { officialAnswer: string | null }) => e.officialAnswer)).toHaveLength(3);
    expect(list.nodes.map((e: { event: { slug: string } | null }) => e.event?.slug).filter(Boolean)).toEqual(['herbstfest']);
    expect(list.nodes.map((e: { rating: number }) => e.rating).sort()).toEqual([1, 2, 2, 3, 3]);

    const second = await seedDemo(t.deps.database.db, t.deps.config.argon2, t.deps.now);
    expect(second.guestbook).toBe(0);
    expect(await countEntries(t)).toBe(5);
  });
});
