import type { Db } from '../../db/client.js';
import type { Storage } from '../../infra/storage/storage.js';
/**
 * The one password of every synthetic member (DEMO ONLY, like the demo accounts' passwords): the
 * hash is computed once and shared, so 100,000 members take seconds, not hours of argon2.
 */
export declare const SYNTHETIC_MEMBER_PASSWORD = "Synthetisch-2026";
/** The e-mail address of synthetic member n (1-based). */
export declare const syntheticEmail: (n: number) => string;
export interface SyntheticPicture {
    storageKey: string;
    width: number;
    height: number;
}
/**
 * The shared pictures of synthetic members' avatars, stored once like member photos (with the square
 * thumbnail) under member-photos/synthetic-<k>; pictures already stored are reused.
 */
export declare function ensureSyntheticPictures(storage: Storage): Promise<SyntheticPicture[]>;
export interface SeedResult {
    created: number;
    existing: number;
}
/**
 * Makes synthetic members 1..count where missing, `batchSize` per transaction: the members
 * (synthetic-members.sql.ts tells the shares), their profiles and persons, settings that differ from
 * the defaults, avatars on the shared pictures, and a few blocks among them. Running it again adds
 * only what is missing; a larger count adds the members beyond the earlier one.
 */
export declare function seedSyntheticMembers(db: Db, opts: {
    count: number;
    passwordHash: string;
    now: Date;
    pictures: SyntheticPicture[];
    batchSize?: number;
    onBatch?: (done: number) => void;
}): Promise<SeedResult>;
/** Spreads the activity of synthetic members 1..count anew from `now` (the bench does so before measuring). */
export declare function refreshSyntheticActivity(db: Db, count: number, now: Date): Promise<void>;
