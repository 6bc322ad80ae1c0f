import { giftInput } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import { parseWithFieldCodes } from '../../shared/content-input.js';
import { imageColumns, removeImageIfUnused } from '../../shared/content-image.js';
import { assertAllowed, idOrNotFound } from '../../shared/decision.js';
import type { UserRow } from '../accounts/accounts.table.js';
import * as policy from './gifts.policy.js';
import * as repo from './gifts.repository.js';
import type { GiftRow } from './gifts.table.js';

// The gift shop (issue 17; docs/decisions/0050). The catalogue: staff manage it, members browse the
// active gifts. Prices are decided here only.

export function createGiftsService(deps: AppDeps) {
  const db = () => deps.database.db;
  const imageUsed = (key: string) => repo.imageInUse(db(), key);

  return {
    /** The shop's active gifts. Staff are not members (decision 0031): STAFF_NOT_MEMBER. */
    async shop(viewer: UserRow): Promise<GiftRow[]> {
      assertAllowed(policy.canBrowseShop(viewer));
      return repo.listActive(db());
    },

    /** Staff: the whole catalogue, inactive gifts too. */
    adminList: (): Promise<GiftRow[]> => repo.listAll(db()),

    async adminById(id: unknown): Promise<GiftRow> {
      const row = await repo.findById(db(), idOrNotFound(id));
      assertAllowed(policy.exists(row));
      return row!;
    },

    async create(raw: unknown): Promise<GiftRow> {
      const { imageKey, ...input } = parseWithFieldCodes(giftInput, raw);
      const image = await imageColumns(deps.storage, imageKey, 'gifts');
      const now = deps.now();
      return repo.insert(db(), { ...input, ...image, createdAt: now, updatedAt: now });
    },

    /** New texts, price, state, stock and picture; a member's bought gifts keep what they paid. */
    async update(id: unknown, raw: unknown): Promise<GiftRow> {
      const giftId = idOrNotFound(id);
      const { imageKey, ...input } = parseWithFieldCodes(giftInput, raw);
      const image = await imageColumns(deps.storage, imageKey, 'gifts');
      const { updated, previousImage } = await db().transaction(async (tx) => {
        const row = await repo.lockById(tx, giftId);
        assertAllowed(policy.exists(row));
        return { updated: await repo.update(tx, giftId, { ...input, ...image }, deps.now()), previousImage: row!.imagePath };
      });
      if (previousImage !== updated.imagePath) await removeImageIfUnused(deps.storage, previousImage, imageUsed);
      return updated;
    },
  };
}

export type GiftsService = ReturnType<typeof createGiftsService>;
