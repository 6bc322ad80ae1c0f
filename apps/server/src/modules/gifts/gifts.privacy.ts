import type { DbOrTx } from '../../db/client.js';
import type { ErasureStep } from '../privacy/erasure-steps.js';
import * as repo from './gifts.repository.js';

/** The member's gifts in hand for the data export (decision 0014). */
export async function giftsExportOf(db: DbOrTx, userId: string) {
  return (await repo.inventoryOf(db, userId)).map((g) => ({
    id: g.id,
    giftNameDe: g.gift.nameDe,
    giftNameEn: g.gift.nameEn,
    priceRappen: g.priceRappen,
    paymentId: g.paymentId,
    createdAt: g.createdAt.toISOString(),
  }));
}

/**
 * Account deletion: the gifts in the member's hands go, unused (decision 0050); the payments for
 * them stay as the venue's bookkeeping records, without the member (decision 0034).
 */
export const giftsErasureStep: ErasureStep = {
  name: 'gifts',
  async erase(tx, userId) {
    await repo.deleteMemberGiftsOf(tx, userId);
    return [];
  },
};
