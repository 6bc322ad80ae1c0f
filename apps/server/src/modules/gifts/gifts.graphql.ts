import { GIFTS } from '@venue/shared';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { CheckoutStart } from '../payments/payments.graphql.js';
import * as policy from './gifts.policy.js';
import type { InventoryGift } from './gifts.repository.js';
import type { GiftRow } from './gifts.table.js';

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
