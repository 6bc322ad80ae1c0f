import { GIFTS, TIMINGS } from '@venue/shared';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { CheckoutStart } from '../payments/payments.graphql.js';
import * as policy from './gifts.policy.js';
import type { InventoryGift, TransferView, VoucherView } from './gifts.repository.js';
import type { GiftTransferRow } from './gifts.table.js';
import type { GiftRow } from './gifts.table.js';
import { formatVoucherCode } from './gifts.voucher.js';

// Thin adapters over the gifts service (issue 17; docs/decisions/0050). Prices are integer Rappen.

const viewer = (ctx: GraphQLContext) => ctx.viewer!;

export const GiftRef = builder.objectRef<GiftRow>('Gift').implement({
  description: 'A voucher of the gift shop’s catalogue, in both languages (the web shows the one chosen).',
  fields: (t) => ({
    id: t.exposeID('id'),
    nameDe: t.exposeString('nameDe'),
    nameEn: t.exposeString('nameEn'),
    descriptionDe: t.exposeString('descriptionDe'),
    descriptionEn: t.exposeString('descriptionEn'),
    imageKey: t.string({ nullable: true, description: 'Storage key of the picture (variants at /media/<imageKey>/<width>.<webp|avif>), or null.', resolve: (g) => g.imagePath }),
    imageWidth: t.exposeInt('imageWidth', { nullable: true }),
    imageHeight: t.exposeInt('imageHeight', { nullable: true }),
    priceRappen: t.exposeInt('priceRappen'),
    active: t.exposeBoolean('active'),
    stock: t.exposeInt('stock', { nullable: true, description: 'Vouchers left; null: unlimited.' }),
    soldOut: t.boolean({ resolve: (g) => g.stock === 0 }),
  }),
});

const GiftShop = builder.objectRef<{ gifts: GiftRow[]; canBuy: boolean; buyRefusal: string | null }>('GiftShop').implement({
  description: 'The shop’s active gifts and whether the viewer may buy (spec §6: verified or premium members).',
  fields: (t) => ({
    gifts: t.field({ type: [GiftRef], resolve: (s) => s.gifts }),
    canBuy: t.exposeBoolean('canBuy'),
    buyRefusal: t.string({ nullable: true, description: 'NEED_VERIFIED for unverified members; null when allowed.', resolve: (s) => s.buyRefusal }),
  }),
});

const OwnedGift = builder.objectRef<InventoryGift>('OwnedGift').implement({
  description: 'A voucher in the member’s hands (spec §4 inventory).',
  fields: (t) => ({
    id: t.exposeID('id'),
    gift: t.field({ type: GiftRef, resolve: (o) => o.gift }),
    priceRappen: t.exposeInt('priceRappen', { description: 'What one cost when bought.' }),
    createdAt: t.field({ type: 'DateTime', resolve: (o) => o.createdAt }),
    voucherCode: t.string({ nullable: true, description: 'The code to show at the bar, grouped (e.g. K7PX-3MQ9-TZ); null once redeemed.', resolve: (o) => (o.redeemedAt ? null : formatVoucherCode(o.voucherCode)) }),
    redeemedAt: t.field({ type: 'DateTime', nullable: true, description: 'When it was redeemed at the venue; null while usable.', resolve: (o) => o.redeemedAt }),
  }),
});

const GiftVoucher = builder.objectRef<VoucherView>('GiftVoucher').implement({
  description: 'Staff at the bar: a voucher code, the gift it is for and whose it is (issue 17 part 4).',
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.string({ description: 'Grouped, e.g. K7PX-3MQ9-TZ.', resolve: (v) => formatVoucherCode(v.voucherCode) }),
    gift: t.field({ type: GiftRef, resolve: (v) => v.gift }),
    ownerUsername: t.string({ resolve: (v) => v.owner.username }),
    priceRappen: t.exposeInt('priceRappen', { description: 'What it cost when bought.' }),
    redeemedAt: t.field({ type: 'DateTime', nullable: true, resolve: (v) => v.redeemedAt }),
    sentUnopened: t.boolean({ description: 'Sent and not yet accepted: in nobody’s hands, cannot be redeemed now.', resolve: (v) => v.sentUnopened }),
  }),
});

const GiftTransferStateEnum = builder.enumType('GiftTransferState', {
  description: 'Spec §4: UNOPENED, then ACCEPTED (the recipient’s) or DECLINED (back with the sender); RETURNED: taken back by the sender after the return days.',
  values: ['UNOPENED', 'ACCEPTED', 'DECLINED', 'RETURNED'] as const,
});

const GiftSending = builder.objectRef<GiftTransferRow>('GiftSending').implement({
  description: 'A gift sent, as a change answers it.',
  fields: (t) => ({ id: t.exposeID('id'), state: t.field({ type: GiftTransferStateEnum, resolve: (g) => g.state }) }),
});

const GiftMember = builder.objectRef<TransferView['other']>('GiftMember').implement({
  description: 'The other member of a sent gift: its sender (open gifts) or its recipient (sent gifts).',
  fields: (t) => ({ id: t.exposeID('id'), username: t.exposeString('username'), slug: t.exposeString('slug') }),
});

const GiftTransfer = builder.objectRef<TransferView>('GiftTransfer').implement({
  description: 'A gift sent to a member (spec §4).',
  fields: (t) => ({
    id: t.exposeID('id'),
    gift: t.field({ type: GiftRef, resolve: (g) => g.gift }),
    member: t.field({ type: GiftMember, resolve: (g) => g.other }),
    note: t.string({ nullable: true, resolve: (g) => g.note }),
    state: t.field({ type: GiftTransferStateEnum, resolve: (g) => g.state }),
    sentAt: t.field({ type: 'DateTime', resolve: (g) => g.sentAt }),
    answeredAt: t.field({ type: 'DateTime', nullable: true, resolve: (g) => g.answeredAt }),
    canTakeBack: t.boolean({
      description: 'The viewer sent it and it has been unopened long enough to take back.',
      resolve: (g, _a, ctx) => policy.canTakeBack(viewer(ctx), g, ctx.deps.now(), TIMINGS.giftReturnDays).allowed,
    }),
  }),
});

const GiftCartItemInput = builder.inputType('GiftCartItemInput', {
  description: `One line of the cart (spec §3: id and count, from the web app’s cookie): count 1–${GIFTS.cartCountMax}.`,
  fields: (t) => ({ id: t.string({ required: true }), count: t.int({ required: true }) }),
});

const GiftInputRef = builder.inputType('GiftInput', {
  description: `Names 1–${GIFTS.nameMax}, descriptions 1–${GIFTS.descriptionMax} characters; price ${GIFTS.priceMinRappen}–${GIFTS.priceMaxRappen} Rappen; stock null (unlimited) or 0–${GIFTS.stockMax}.`,
  fields: (t) => ({
    nameDe: t.string({ required: true }),
    nameEn: t.string({ required: true }),
    descriptionDe: t.string({ required: true }),
    descriptionEn: t.string({ required: true }),
    priceRappen: t.int({ required: true }),
    active: t.boolean({ required: true }),
    stock: t.int({ required: false }),
    imageKey: t.string({ required: false, description: 'storageKey from POST /api/uploads/images?purpose=gifts; null removes the picture.' }),
  }),
});

const INPUT = 'BAD_INPUT with extensions.fields: GIFT_NAME_INVALID, GIFT_DESCRIPTION_INVALID, GIFT_PRICE_INVALID, GIFT_STOCK_INVALID, IMAGE_INVALID.';

builder.queryFields((t) => ({
  giftShop: t.field({
    type: GiftShop,
    description: 'The gift shop: active gifts by price. NEED_ACTIVE, NEED_PHONE_AND_EMAIL outside the members’ area; STAFF_NOT_MEMBER for staff.',
    authScopes: { signedIn: true },
    resolve: async (_r, _a, ctx) => {
      const gifts = await ctx.services.gifts.shop(viewer(ctx));
      const buy = policy.canBuy(viewer(ctx));
      return { gifts, canBuy: buy.allowed, buyRefusal: buy.allowed ? null : buy.code };
    },
  }),
  myGifts: t.field({
    type: [OwnedGift],
    description: 'The viewer’s gifts in hand, newest first. STAFF_NOT_MEMBER; NEED_ACTIVE, NEED_PHONE_AND_EMAIL.',
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => ctx.services.gifts.inventory(viewer(ctx)),
  }),
  openGifts: t.field({
    type: [GiftTransfer],
    description: 'Gifts sent to the viewer and still unopened, newest first (not across a block). STAFF_NOT_MEMBER; NEED_ACTIVE, NEED_PHONE_AND_EMAIL.',
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => ctx.services.gifts.openGifts(viewer(ctx)),
  }),
  sentGifts: t.field({
    type: [GiftTransfer],
    description: 'Gifts the viewer sent, with their state, newest first. STAFF_NOT_MEMBER; NEED_ACTIVE, NEED_PHONE_AND_EMAIL.',
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => ctx.services.gifts.sentGifts(viewer(ctx)),
  }),
  giftVoucher: t.field({
    type: GiftVoucher,
    description: 'Staff: the gift a voucher code is for (case, dashes and spaces ignored). GIFT_VOUCHER_UNKNOWN.',
    authScopes: { admin: true },
    args: { code: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.gifts.voucher(viewer(ctx), args.code),
  }),
  adminGifts: t.field({
    type: [GiftRef],
    description: 'Staff: the whole catalogue, active gifts first, by price.',
    authScopes: { admin: true },
    resolve: (_r, _a, ctx) => ctx.services.gifts.adminList(),
  }),
  adminGift: t.field({
    type: GiftRef,
    description: 'Staff: one gift by id. NOT_FOUND.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.gifts.adminById(args.id),
  }),
}));

builder.mutationFields((t) => ({
  checkoutGifts: t.field({
    type: CheckoutStart,
    description: `Opens a checkout for the cart at the catalogue’s prices; the gifts are the buyer’s once the provider confirms. NEED_VERIFIED (spec §6), GIFT_CART_INVALID (not ${GIFTS.cartLinesMax} lines or fewer of distinct ids with counts 1–${GIFTS.cartCountMax}), GIFT_UNAVAILABLE (inactive or unknown), GIFT_SOLD_OUT, STAFF_NOT_MEMBER, PAYMENT_PROVIDER_UNAVAILABLE.`,
    authScopes: { signedIn: true },
    args: { items: t.arg({ type: [GiftCartItemInput], required: true }) },
    resolve: (_r, args, ctx) => ctx.services.gifts.checkout(viewer(ctx), args.items),
  }),
  sendGift: t.field({
    type: GiftSending,
    description: `Sends a gift in the viewer’s hands to a member, with an optional note (up to ${GIFTS.noteMax} characters): unopened until answered. NEED_VERIFIED, GIFT_NOT_IN_HAND, GIFT_RECIPIENT_INVALID (oneself, staff, deactivated, blocked either way), GIFT_NOTE_TOO_LONG, NOT_FOUND, STAFF_NOT_MEMBER.`,
    authScopes: { signedIn: true },
    args: { giftId: t.arg.id({ required: true, description: 'An OwnedGift’s id.' }), recipientId: t.arg.id({ required: true }), note: t.arg.string({ required: false }) },
    resolve: (_r, args, ctx) => ctx.services.gifts.send(viewer(ctx), args),
  }),
  acceptGift: t.field({
    type: GiftSending,
    description: 'The recipient accepts an unopened gift: it is in their hands. NOT_FOUND (someone else’s), GIFT_NOT_OPEN.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.gifts.accept(viewer(ctx), args.id),
  }),
  declineGift: t.field({
    type: GiftSending,
    description: 'The recipient declines an unopened gift: it is back in the sender’s hands. NOT_FOUND, GIFT_NOT_OPEN.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.gifts.decline(viewer(ctx), args.id),
  }),
  takeBackGift: t.field({
    type: GiftSending,
    description: `The sender takes back a gift unopened for more than ${TIMINGS.giftReturnDays} days. NOT_FOUND, GIFT_NOT_OPEN, GIFT_RETURN_TOO_EARLY.`,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.gifts.takeBack(viewer(ctx), args.id),
  }),
  redeemGift: t.field({
    type: GiftVoucher,
    description: 'Staff: marks a voucher redeemed at the venue, exactly once. GIFT_VOUCHER_UNKNOWN, GIFT_ALREADY_REDEEMED (extensions.until: when), GIFT_NOT_IN_HAND (sent and unopened).',
    authScopes: { admin: true },
    args: { code: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.gifts.redeem(viewer(ctx), args.code),
  }),
  createGift: t.field({
    type: GiftRef,
    description: `Staff: a new gift in the catalogue. ${INPUT}`,
    authScopes: { admin: true },
    args: { input: t.arg({ type: GiftInputRef, required: true }) },
    resolve: (_r, args, ctx) => ctx.services.gifts.create(args.input),
  }),
  updateGift: t.field({
    type: GiftRef,
    description: `Staff: replaces a gift’s texts, price, state, stock and picture (gifts already bought keep their price). NOT_FOUND. ${INPUT}`,
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: GiftInputRef, required: true }) },
    resolve: (_r, args, ctx) => ctx.services.gifts.update(args.id, args.input),
  }),
}));
