import sharp from 'sharp';
import { and, count, inArray, isNotNull } from 'drizzle-orm';
import type { PhotoVisibility, Sex } from '@venue/shared';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../infra/storage/storage.js';
import { users } from '../accounts/accounts.table.js';
import { storeMemberPhotoFile } from '../media/images.js';
import { userUploads } from '../photos/photos.table.js';
import { insertPhoto, setProfileImage } from '../photos/photos.repository.js';
import { DEMO_PROFILE_USERNAMES } from './demo-profiles.js';
import { demoAvatarSvg, demoMoodSvg, demoWallSvg } from './demo-picture-svg.js';

/**
 * DEMO ONLY. Every demo member with a profile type gets a generated avatar and wall picture (made
 * here, nothing downloaded), stored through the same pipeline as an upload (re-encoded, variants,
 * thumbnail, the checked photos route), so they behave like real photos. A few also get a
 * friends-only picture. Idempotent: a member who has any photo already is left alone.
 */

/** Demo members who keep one picture for their friends (the friends-only rule can be tried out). */
const FRIENDS_ONLY_PICTURE = new Set(['Reto_ZH', 'Seraina_GR', 'Sandra_und_Marco', 'Lea_und_Mirjam']);

async function rendered(svg: string): Promise<Buffer> {
  // PNG keeps the gradients clean; the photo pipeline re-encodes it like any upload.
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}

interface Picture {
  svg: string;
  visibility: PhotoVisibility;
  use?: 'avatar' | 'wall';
}

function picturesOf(username: string, sex: Sex): Picture[] {
  const pictures: Picture[] = [
    { svg: demoAvatarSvg(username, sex), visibility: 'PUBLIC', use: 'avatar' },
    { svg: demoWallSvg(username), visibility: 'PUBLIC', use: 'wall' },
  ];
  if (FRIENDS_ONLY_PICTURE.has(username)) pictures.push({ svg: demoMoodSvg(username), visibility: 'FRIENDS' });
  return pictures;
}

/** Generates and stores the missing demo pictures; returns how many members got theirs. */
export async function seedDemoPictures(db: Db, storage: Storage): Promise<number> {
  const members = await db
    .select({ id: users.id, username: users.username, sex: users.sex })
    .from(users)
    .where(and(inArray(users.username, DEMO_PROFILE_USERNAMES), isNotNull(users.sex)));
  const withPhotos = await db
    .select({ userId: userUploads.userId, n: count() })
    .from(userUploads)
    .where(inArray(userUploads.userId, members.map((m) => m.id)))
    .groupBy(userUploads.userId);
  const done = new Set(withPhotos.map((r) => r.userId));
  let seeded = 0;
  for (const member of members) {
    if (done.has(member.id)) continue;
    const pictures = picturesOf(member.username, member.sex as Sex);
    const stored = await Promise.all(pictures.map(async (p) => ({ ...p, image: await storeMemberPhotoFile({ storage }, await rendered(p.svg)) })));
    await db.transaction(async (tx) => {
      for (const p of stored) {
        const row = await insertPhoto(tx, { userId: member.id, ...p.image, visibility: p.visibility });
        if (p.use) await setProfileImage(tx, member.id, p.use, row.id);
      }
    });
    seeded += 1;
  }
  return seeded;
}

