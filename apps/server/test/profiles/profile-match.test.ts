import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SEXES } from '@venue/shared';
import { users } from '../../src/modules/accounts/accounts.table.js';
import { profiles } from '../../src/modules/profiles/profiles.table.js';
import { profileTypeMatches, profileTypeMatchesSql } from '../../src/modules/profiles/profile-match.js';
import type { Database } from '../../src/db/client.js';
import { createTestDatabase } from '../test-database.js';

// Spec §5: the profile type must match what a member looks for to contact them (decisions 0009, 0011).
describe('profile type match', () => {
  it.each([
    ['M', [], true],
    [null, [], true],
    ['M', ['M'], true],
    ['MF', ['F', 'MF'], true],
    ['M', ['F', 'MF'], false],
    ['FF', ['M'], false],
    [null, ['M'], false],
  ] as const)('%s contacting someone looking for %j: %s', (sex, lookingFor, expected) => {
    expect(profileTypeMatches(sex, lookingFor)).toBe(expected);
  });
});

describe('profile type match: the SQL twin agrees', () => {
  let database: Database;
  const LOOKING: string[][] = [[], ['M'], ['F', 'MF'], ['MM', 'FF'], [...SEXES]];
  const ids: { id: string; lookingFor: string[] | null }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    for (const [i, lookingFor] of [...LOOKING.map((l) => l as string[] | null), null].entries()) {
      const [u] = await db.insert(users).values({ email: `m${i}@example.ch`, username: `m${i}`, slug: `m${i}`, passwordHash: 'x' }).returning();
      if (lookingFor) await db.insert(profiles).values({ userId: u!.id, lookingFor });
      ids.push({ id: u!.id, lookingFor });
    }
  });
  afterAll(() => database.close());

  it.each([...SEXES, null])('for a contact of type %s', async (sex) => {
    const rows = await database.db.select({ id: users.id, ok: sql<boolean>`${profileTypeMatchesSql(sex, users.id)}` }).from(users);
    for (const { id, lookingFor } of ids) {
      expect(rows.find((r) => r.id === id)?.ok, `${sex} → ${JSON.stringify(lookingFor)}`).toBe(profileTypeMatches(sex, lookingFor ?? []));
    }
  });
});
