import { pino } from 'pino';
import { TIMINGS, giftCartSchema, giftInput, giftNoteSchema } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import { parseWithFieldCodes } from '../../shared/content-input.js';
import { imageColumns, removeImageIfUnused } from '../../shared/content-image.js';
import { assertAllowed, idOrNotFound } from '../../shared/decision.js';
import type { UserRow } from '../accounts/accounts.table.js';
import type { PaymentsService } from '../payments/payments.service.js';
import { lockMembers } from '../accounts/members.repository.js';
import { achievementsProgressed } from '../achievements/achievements.progress.js';
import { isBlockedEitherWay } from '../blocks/blocks.repository.js';
import { notify } from '../notifications/notify.js';
import { AppError } from '../../shared/app-error.js';
import { giftReceivedMail } from './gifts.mail.js';
import * as policy from './gifts.policy.js';
import * as repo from './gifts.repository.js';
import type { GiftRow } from './gifts.table.js';
import { normalizeVoucherCode } from './gifts.voucher.js';

// The gift shop (issue 17; docs/decisions/0050). The catalogue: staff manage it, members browse the
// active gifts. Prices are decided here only.

export function createGiftsService(deps: AppDeps, opts: { payments: PaymentsService }) {
  const db = () => deps.database.db;
  const log = pino({ name: 'gifts', level: deps.config.logLevel });
  const imageUsed = (key: string) => repo.imageInUse(db(), key);

  // A paid cart (in the webhook's transaction, once per payment: the payments module applies an
  // event once and settles only a pending payment): each unit becomes a gift in the buyer's hands.
  opts.payments.onPaid('GIFTS', async (tx, payment, _method, now) => {
    for (const line of payment.lineItems) {
      if (line.kind !== 'GIFT' || !line.giftId) continue;
      await repo.takeFromStock(tx, line.giftId, line.quantity, now);
      await repo.insertMemberGifts(
        tx,
        Array.from({ length: line.quantity }, () => ({ giftId: line.giftId!, ownerId: payment.userId!, paymentId: payment.id, priceRappen: line.unitAmountRappen, createdAt: now })),
      );
    }
  });

  async function answer(viewer: UserRow, id: unknown, state: 'ACCEPTED' | 'DECLINED') {
    const transferId = idOrNotFound(id);
    return db().transaction(async (tx) => {
      const now = deps.now();
      const transfer = await repo.lockTransfer(tx, transferId);
      assertAllowed(policy.canAnswer(viewer, transfer));
      if (state === 'ACCEPTED') await repo.setOwner(tx, transfer!.memberGiftId, viewer.id);
      return repo.answerTransfer(tx, transferId, state, now);
    });
  }

  return {
    /** The shop's active gifts. Staff are not members (decision 0031): STAFF_NOT_MEMBER. */
    async shop(viewer: UserRow): Promise<GiftRow[]> {
      assertAllowed(policy.canBrowseShop(viewer));
      const active = await repo.listActive(db());
      // Members see what they can still buy: what open checkouts hold is not on offer (decision 0049).
      const held = await repo.heldCounts(db(), active.filter((g) => g.stock !== null).map((g) => g.id), policy.holdStart(deps.now()));
      return active.map((g) => (g.stock === null ? g : { ...g, stock: policy.available(g.stock, held.get(g.id) ?? 0) }));
    },

    /**
     * Pays for the cart (from the web app's cookie, spec §3) through the payment adapter. Prices come
     * from the catalogue; an inactive or unknown gift, too few left or a forged count is refused
     * before anything is written. The open checkout holds its gifts until the provider's page closes
     * (decision 0049): two members cannot both pay for the last one. The gifts are the buyer's once
     * the provider confirms the payment.
     */
    async checkout(viewer: UserRow, rawCart: unknown): Promise<{ paymentId: string; url: string }> {
      assertAllowed(policy.canBuy(viewer));
      const cart = parseWithFieldCodes(giftCartSchema, rawCart).map((item) => ({ id: item.id.toLowerCase(), count: item.count }));
      const ids = cart.map((i) => i.id);
      const found = await repo.findByIds(db(), ids);
      const lines = cart.map((item) => {
        const gift = found.find((g) => g.id === item.id);
        assertAllowed(policy.canPutInCart(gift, item.count));
        return { gift: gift!, count: item.count };
      });
      const en = viewer.language === 'en';
      return opts.payments.startCheckout(viewer, {
        purpose: 'GIFTS',
        saveMethod: false,
        expiresAt: policy.holdEnd(deps.now()),
        // Under the gifts' row locks: the stock, less what other open checkouts hold, still covers the cart.
        reserve: async (tx, now) => {
          const locked = await repo.lockGifts(tx, ids);
          const held = await repo.heldCounts(tx, ids, policy.holdStart(now));
          for (const item of cart) assertAllowed(policy.canPutInCart(locked.find((g) => g.id === item.id), item.count, held.get(item.id) ?? 0));
        },
        items: lines.map(({ gift, count }) => ({
          kind: 'GIFT',
          packageMonths: null,
          gift: { id: gift.id, nameDe: gift.nameDe, nameEn: gift.nameEn },
          unitAmountRappen: gift.priceRappen,
          quantity: count,
          description: en ? gift.nameEn : gift.nameDe,
        })),
      });
    },

    /** The member's gifts in hand (spec §4 inventory). */
    async inventory(viewer: UserRow): Promise<repo.InventoryGift[]> {
      assertAllowed(policy.canBrowseShop(viewer));
      return repo.inventoryOf(db(), viewer.id);
    },

    /**
     * Sends a gift from the viewer's hands to a member with an optional note (spec §4): unopened
     * until the recipient accepts or declines it. The gift's row is locked, so it is sent once.
     */
    async send(viewer: UserRow, args: { giftId: unknown; recipientId: unknown; note?: unknown }) {
      const memberGiftId = idOrNotFound(args.giftId);
      const recipientId = idOrNotFound(args.recipientId);
      const note = parseWithFieldCodes(giftNoteSchema, args.note);
      const { transfer, mail } = await db().transaction(async (tx) => {
        const now = deps.now();
        const members = await lockMembers(tx, [viewer.id, recipientId]);
        const sender = members.get(viewer.id) ?? viewer;
        const owned = await repo.lockMemberGift(tx, memberGiftId);
        const inHand = !!owned && owned.ownerId === viewer.id && !(await repo.hasUnopenedTransfer(tx, memberGiftId));
        const recipient = members.get(recipientId);
        const blockedEitherWay = recipient ? await isBlockedEitherWay(tx, viewer.id, recipientId) : false;
        assertAllowed(policy.canSend(sender, { inHand, redeemed: !!owned?.redeemedAt, recipient, blockedEitherWay }));
        const transfer = await repo.insertTransfer(tx, { memberGiftId, senderId: viewer.id, recipientId, note, state: 'UNOPENED', sentAt: now });
        // Issue 16's contract: a gift sent may earn the sender an achievement ("first gift").
        await achievementsProgressed(tx, viewer.id, 'GIFTS', now);
        // The recipient is told (home list, push; e-mail when they chose it, sent after the commit).
        const told = await notify(tx, { userId: recipientId, kind: 'GIFT_RECEIVED', actorId: viewer.id, subjectId: transfer.id, at: now });
        const to = recipient!;
        const mail = told.email ? { to: to.email, ...giftReceivedMail(to.language === 'en' ? 'en' : 'de', { recipient: to.username, sender: sender.username, link: `${deps.config.publicUrl}/gifts` }) } : null;
        return { transfer, mail };
      });
      // A failed e-mail leaves the gift sent; only that it failed is logged, never the address.
      if (mail) await deps.mailer.send(mail).catch(() => log.warn('gift e-mail could not be sent'));
      return transfer;
    },

    /** The recipient accepts: the gift is theirs, in their hands. */
    accept: (viewer: UserRow, id: unknown) => answer(viewer, id, 'ACCEPTED'),

    /** The recipient declines: the gift is back in the sender's hands. */
    decline: (viewer: UserRow, id: unknown) => answer(viewer, id, 'DECLINED'),

    /** The sender takes back a gift unopened for more than TIMINGS.giftReturnDays days (spec §9). */
    async takeBack(viewer: UserRow, id: unknown) {
      const transferId = idOrNotFound(id);
      return db().transaction(async (tx) => {
        const now = deps.now();
        const transfer = await repo.lockTransfer(tx, transferId);
        assertAllowed(policy.canTakeBack(viewer, transfer, now, TIMINGS.giftReturnDays));
        return repo.answerTransfer(tx, transferId, 'RETURNED', now);
      });
    },

    /** Gifts sent to the viewer, still unopened. */
    async openGifts(viewer: UserRow) {
      assertAllowed(policy.canBrowseShop(viewer));
      return repo.openGiftsFor(db(), viewer.id);
    },

    /** Gifts the viewer sent, with their state. */
    async sentGifts(viewer: UserRow) {
      assertAllowed(policy.canBrowseShop(viewer));
      return repo.sentGiftsOf(db(), viewer.id);
    },

    /** Staff at the bar: what a voucher code is and whose (issue 17 part 4). GIFT_VOUCHER_UNKNOWN. */
    async voucher(viewer: UserRow, rawCode: unknown): Promise<repo.VoucherView> {
      assertAllowed(policy.canLookUpVoucher(viewer));
      const code = normalizeVoucherCode(rawCode);
      const found = code ? await repo.voucherByCode(db(), code) : undefined;
      if (!found) throw new AppError('GIFT_VOUCHER_UNKNOWN');
      return found;
    },

    /**
     * Staff mark a voucher redeemed. The gift's row is locked first (as sending does), so of two
     * devices redeeming at the same moment one succeeds and the other is told when it was redeemed.
     */
    async redeem(viewer: UserRow, rawCode: unknown): Promise<repo.VoucherView> {
      assertAllowed(policy.canLookUpVoucher(viewer));
      const code = normalizeVoucherCode(rawCode);
      if (!code) throw new AppError('GIFT_VOUCHER_UNKNOWN');
      return db().transaction(async (tx) => {
        const now = deps.now();
        const locked = await repo.voucherByCode(tx, code, true);
        // Asked again after the lock (a new snapshot): a sending committed while we waited counts.
        const found = locked && { ...locked, sentUnopened: await repo.hasUnopenedTransfer(tx, locked.id) };
        const decision = policy.canRedeem(viewer, found);
        if (!decision.allowed && decision.code === 'GIFT_ALREADY_REDEEMED') throw new AppError(decision.code, { until: found!.redeemedAt!.toISOString() });
        assertAllowed(decision);
        await repo.markRedeemed(tx, found!.id, viewer.id, now);
        return { ...found!, redeemedAt: now, redeemedBy: viewer.id };
      });
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
