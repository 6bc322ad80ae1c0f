import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { seedDemo } from '../../src/modules/demo/seed.js';
import { users } from '../../src/modules/accounts/accounts.table.js';
import { earnedKeys } from './support.js';

// After seeding, the demo members have what their seeded photos and chat messages earned (decision 0048).
describe('demo achievements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function keysOf(username: string) {
    const [u] = await t.deps.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    return earnedKeys(t, u!.id);
  }

  it('demo members earn their first upload and chat message; the demo admin earns nothing', async () => {
    const seeded = await seedDemo(t.deps.database.db, t.deps.config.argon2, t.deps.now, t.deps.storage);
    expect(seeded.achievements).toBeGreaterThan(0);
    expect(await keysOf('Reto_ZH')).toEqual(expect.arrayContaining(['UPLOADS_1', 'ROOM_MESSAGES_1']));
    expect(await keysOf('Admin_Venue')).toEqual([]);
    expect((await seedDemo(t.deps.database.db, t.deps.config.argon2, t.deps.now, t.deps.storage)).achievements).toBe(0);
  });
});
