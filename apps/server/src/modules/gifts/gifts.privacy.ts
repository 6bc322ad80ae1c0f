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
    voucherCode: g.voucherCode,
    redeemedAt: g.redeemedAt?.toISOString() ?? null,
  }));
}

/** Gifts the member sent and received, with their state and note (decision 0014). */
export async function giftTransfersExportOf(db: DbOrTx, userId: string) {
  const shown = (t: repo.TransferView) => ({ id: t.id, giftNameDe: t.gift.nameDe, giftNameEn: t.gift.nameEn, member: t.other.username, note: t.note, state: t.state, sentAt: t.sentAt.toISOString(), answeredAt: t.answeredAt?.toISOString() ?? null });
  return { sent: (await repo.sentGiftsOf(db, userId)).map(shown), received: (await repo.receivedGiftsOf(db, userId)).map(shown) };
}

/**
 * Account deletion: the gifts in the member's hands go, unused (decision 0050), and so do gifts sent by
 * or to them; the payments for
 * them stay as the venue's bookkeeping records, without the member (decision 0034).
 */
export const giftsErasureStep: ErasureStep = {
  name: 'gifts',
  async erase(tx, userId) {
    // Gifts sent by or to the member: the sending records go; a gift the member had not opened is
    // back in its sender's hands.
    await repo.deleteTransfersOf(tx, userId);
    await repo.deleteMemberGiftsOf(tx, userId);
    // As staff they may have redeemed others' gifts: those stay redeemed, without them.
    await repo.forgetRedeemer(tx, userId);
    return [];
  },
};
