import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users, type UserRow } from './accounts.table.js';

export type NewUser = typeof users.$inferInsert;

/** The slug is the lower-cased username: stable, URL-safe (usernames allow only [A-Za-z0-9_-]). */
export function slugFor(username: string) {
  return username.toLowerCase();
}

export async function insertUser(db: DbOrTx, row: Omit<NewUser, 'slug'>): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({ ...row, slug: slugFor(row.username) })
    .returning();
  return user!;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function updateUser(db: DbOrTx, id: string, patch: Partial<NewUser>): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return user;
}
