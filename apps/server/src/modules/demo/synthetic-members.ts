import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { PHOTO_THUMBNAIL_SIZE } from '@venue/shared';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../infra/storage/storage.js';
import { MEMBER_PHOTOS_PREFIX, readImageMeta, storeImageVariants } from '../media/images.js';
import * as q from './synthetic-members.sql.js';

/**
 * The one password of every synthetic member (DEMO ONLY, like the demo accounts' passwords): the
 * hash is computed once and shared, so 100,000 members take seconds, not hours of argon2.
 */
export const SYNTHETIC_MEMBER_PASSWORD = 'Synthetisch-2026';

/** The e-mail address of synthetic member n (1-based). */
export const syntheticEmail = (n: number) => `member-${n}@synthetic.invalid`;

export interface SyntheticPicture {
  storageKey: string;
  width: number;
  height: number;
}

const PICTURE_COLOURS = ['#7a4b3a', '#36577a', '#5b7a3a', '#7a3a66', '#3a7a73', '#7a6a3a', '#4b3a7a', '#7a3a3a'];

/** An abstract portrait (a silhouette on a coloured ground): synthetic members must not show real people. */
function portraitSvg(colour: string): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">
  <rect width="640" height="640" fill="${colour}"/>
  <circle cx="320" cy="250" r="120" fill="#f2e6d9" fill-opacity="0.85"/>
  <ellipse cx="320" cy="620" rx="230" ry="200" fill="#f2e6d9" fill-opacity="0.85"/>
</svg>`);
}

/**
 * The shared pictures of synthetic members' avatars, stored once like member photos (with the square
 * thumbnail) under member-photos/synthetic-<k>; pictures already stored are reused.
 */
export async function ensureSyntheticPictures(storage: Storage): Promise<SyntheticPicture[]> {
  const pictures: SyntheticPicture[] = [];
  for (const [k, colour] of PICTURE_COLOURS.entries()) {
    const storageKey = `${MEMBER_PHOTOS_PREFIX}/synthetic-${k + 1}`;
    const meta = await readImageMeta({ storage }, storageKey);
    if (meta) {
      pictures.push({ storageKey, ...meta });
      continue;
    }
    const png = await sharp(portraitSvg(colour)).png().toBuffer();
    pictures.push(await storeImageVariants({ storage }, png, storageKey, { thumbnail: PHOTO_THUMBNAIL_SIZE, fast: true }));
  }
  return pictures;
}

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
export async function seedSyntheticMembers(
  db: Db,
  opts: { count: number; passwordHash: string; now: Date; pictures: SyntheticPicture[]; batchSize?: number; onBatch?: (done: number) => void },
): Promise<SeedResult> {
  const batchSize = opts.batchSize ?? 10_000;
  let created = 0;
  for (let from = 1; from <= opts.count; from += batchSize) {
    const to = Math.min(opts.count, from + batchSize - 1);
    created += await db.transaction(async (tx) => {
      const result = (await tx.execute(q.insertUsersSql(from, to, opts.passwordHash, opts.now))) as unknown as { rows: { n: number }[] };
      for (const statement of q.insertProfilesSql(from, to)) await tx.execute(statement);
      await tx.execute(q.insertSettingsSql(from, to));
      await tx.execute(q.insertAvatarsSql(from, to, opts.pictures));
      return Number(result.rows[0]?.n ?? 0);
    });
    opts.onBatch?.(to);
  }
  await db.execute(q.insertBlocksSql(opts.count));
  // Fresh statistics: the planner should see 100,000 members, not the empty tables of a moment ago.
  await db.execute(sql`analyze users, profiles, profile_persons, user_settings, user_uploads, blocks`);
  return { created, existing: opts.count - created };
}

/** Spreads the activity of synthetic members 1..count anew from `now` (the bench does so before measuring). */
export async function refreshSyntheticActivity(db: Db, count: number, now: Date): Promise<void> {
  await db.execute(q.refreshActivitySql(count, now));
}
