import type { AppDeps } from '../../deps.js';
import type { Db } from '../../db/client.js';
import { type Argon2Params } from '../accounts/passwords.js';
/**
 * Inserts the demo accounts, news and events that are missing (idempotent: existing e-mails and
 * slugs are left alone). Each demo password is hashed once and the hash reused, so seeding takes
 * a fraction of a second.
 */
export declare function seedDemo(db: Db, argon2: Argon2Params, now?: () => Date): Promise<{
    created: number;
    existing: number;
    news: number;
    events: number;
    guestbook: number;
    profiles: number;
    rooms: number;
}>;
/** On start (SEED_DEMO, never in production): seeds the demo accounts into a database without members. */
export declare function seedDemoIfEmpty(deps: AppDeps, log: (msg: string) => void): Promise<void>;
