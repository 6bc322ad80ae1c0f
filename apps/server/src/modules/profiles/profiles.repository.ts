import { eq, sql } from 'drizzle-orm';
import type { Sex } from '@venue/shared';
import type { DbOrTx } from '../../db/client.js';
import { users, type UserRow } from '../accounts/accounts.table.js';

// The profile type lives on the users row until the profiles issue gives profiles their own table.
export async function updateProfileType(db: DbOrTx, userId: string, sex: Sex): Promise<UserRow | undefined> {
  const [user] = await db.update(users).set({ sex, updatedAt: sql`now()` }).where(eq(users.id, userId)).returning();
  return user;
}
