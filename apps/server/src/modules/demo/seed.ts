import { count, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import type { Db } from '../../db/client.js';
import { users } from '../accounts/accounts.table.js';
import { insertUser } from '../accounts/accounts.repository.js';
import { createPasswordHasher, type Argon2Params } from '../accounts/passwords.js';
import { DEMO_ACCOUNTS, DEMO_ADMIN_PASSWORD, DEMO_MEMBER_PASSWORD } from './demo-accounts.js';

/**
 * Inserts the demo accounts that are missing (idempotent: existing e-mails are left alone).
 * Each demo password is hashed once and the hash reused, so seeding takes a fraction of a second.
 *
 * TODO(news, events): seed demo news posts and upcoming events here once their tables exist.
 */
export async function seedDemo(db: Db, argon2: Argon2Params, now: () => Date = () => new Date()) {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, DEMO_ACCOUNTS.map((a) => a.email)));
  const have = new Set(existing.map((r) => r.email.toLowerCase()));
  const missing = DEMO_ACCOUNTS.filter((a) => !have.has(a.email));
  if (missing.length > 0) {
    const hasher = createPasswordHasher(argon2);
    const [memberHash, adminHash] = await Promise.all([hasher.hash(DEMO_MEMBER_PASSWORD), hasher.hash(DEMO_ADMIN_PASSWORD)]);
    const activatedAt = now();
    await db.transaction(async (tx) => {
      for (const a of missing) {
        await insertUser(tx, {
          email: a.email,
          username: a.username,
          passwordHash: a.admin ? adminHash : memberHash,
          phone: a.phone,
          sex: a.sex,
          language: a.language,
          admin: a.admin ?? false,
          isVerified: a.verified ?? false,
          emailVerifiedAt: a.pending ? null : activatedAt,
          phoneVerifiedAt: a.pending ? null : activatedAt,
        });
      }
    });
  }
  return { created: missing.length, existing: DEMO_ACCOUNTS.length - missing.length };
}

/** On start (SEED_DEMO, never in production): seeds the demo accounts into a database without members. */
export async function seedDemoIfEmpty(deps: AppDeps, log: (msg: string) => void): Promise<void> {
  if (deps.config.isProduction) return;
  const [row] = await deps.database.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return;
  const started = Date.now();
  const { created } = await seedDemo(deps.database.db, deps.config.argon2, deps.now);
  log(`seeded ${created} demo accounts in ${Date.now() - started} ms (DEMO ONLY: passwords in docs/demo-accounts.md)`);
}
