import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Storage } from '../../infra/storage/storage.js';
import { gifts } from '../gifts/gifts.table.js';
import type { SceneName } from '../pages/content/scenes.js';
import { copied } from './demo-content-pictures.js';

/**
 * DEMO ONLY. The gift shop's demo catalogue (issue 17): a drink, a sauna entry, a dinner for two,
 * each with one of the venue's generated scenes as its picture. Idempotent by the German name: a
 * gift the staff renamed or already have is left alone.
 */
const DEMO_GIFTS: { scene: SceneName; nameDe: string; nameEn: string; descriptionDe: string; descriptionEn: string; priceRappen: number; stock: number | null }[] = [
  {
    scene: 'bar',
    nameDe: 'Drink an der Bar',
    nameEn: 'A drink at the bar',
    descriptionDe: 'Ein Drink nach Wahl an unserer Bar – vom Cocktail bis zum alkoholfreien Apéro.',
    descriptionEn: 'A drink of your choice at our bar – from a cocktail to an alcohol-free apéritif.',
    priceRappen: 1500,
    stock: null,
  },
  {
    scene: 'sauna',
    nameDe: 'Sauna-Eintritt',
    nameEn: 'Sauna entry',
    descriptionDe: 'Ein Eintritt in die Saunalandschaft mit Bademantel und Tüchern.',
    descriptionEn: 'One entry to the sauna area, bathrobe and towels included.',
    priceRappen: 4500,
    stock: null,
  },
  {
    scene: 'restaurant',
    nameDe: 'Abendessen für zwei',
    nameEn: 'Dinner for two',
    descriptionDe: 'Ein Dreigang-Menü für zwei Personen in unserem Restaurant, Getränke exklusive.',
    descriptionEn: 'A three-course menu for two in our restaurant, drinks not included.',
    priceRappen: 12_000,
    stock: 20,
  },
];

export async function seedDemoGifts(tx: DbOrTx, at: Date): Promise<number> {
  const have = await tx.select({ nameDe: gifts.nameDe }).from(gifts).where(inArray(gifts.nameDe, DEMO_GIFTS.map((g) => g.nameDe)));
  const known = new Set(have.map((g) => g.nameDe));
  const missing = DEMO_GIFTS.filter((g) => !known.has(g.nameDe)).map(({ scene: _scene, ...g }) => ({ ...g, active: true, createdAt: at, updatedAt: at }));
  if (missing.length) await tx.insert(gifts).values(missing);
  return missing.length;
}

/** Gives the demo gifts without a picture theirs (outside the transaction: files, not rows); returns how many got one. */
export async function seedDemoGiftPictures(db: Db, storage: Storage): Promise<number> {
  let seeded = 0;
  for (const gift of DEMO_GIFTS) {
    const [row] = await db.select({ id: gifts.id }).from(gifts).where(and(eq(gifts.nameDe, gift.nameDe), isNull(gifts.imagePath)));
    if (!row) continue;
    const image = await copied(storage, gift.scene, 'gifts');
    if (!image) continue;
    await db.update(gifts).set({ imagePath: image.storageKey, imageWidth: image.width, imageHeight: image.height }).where(and(eq(gifts.id, row.id), isNull(gifts.imagePath)));
    seeded += 1;
  }
  return seeded;
}
