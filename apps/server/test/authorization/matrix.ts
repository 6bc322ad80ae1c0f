import { DAY, eventInput, newsInput } from '../news/content-support.js';
import { validPageInput } from '../pages/support.js';
import { entryInput } from '../guestbook/support.js';
import { browserSubscription } from '../notifications/support.js';
import { PASSWORD } from '../accounts/support.js';
import { EVERY_PROFILE_TYPE, type World } from './world.js';
import { insertPayment } from '../../src/modules/payments/payments.repository.js';
import { paymentMethods } from '../../src/modules/payments/payments.table.js';
import { member } from '../friends/support.js';
import { submittedRow } from '../verification/support.js';
import { demoWeek, reservationOfTarget, reserveDayInput, reserveInput } from './reservations-fixtures.js';
import { zurichDay } from '../reservations/support.js';
import { classifieds } from '../../src/modules/classifieds/classifieds.table.js';
import { giftTransfers, gifts, memberGifts } from '../../src/modules/gifts/gifts.table.js';
import {
  adminOnly,
  anyone,
  seen,
  but,
  membersArea,
  ownerOnly,
  ownerSees,
  signedIn,
  verifiedOnly,
  type OperationEntry,
} from './presets.js';

// Who may call each root field of schema.graphql (docs/decisions/0029). Every Query, Mutation and
// Subscription field needs an entry here, or test/authorization/matrix.test.ts fails naming it:
// a new operation declares who may call it. The roles and the fixture world are in world.ts, the
// presets in presets.ts. The owner is T, who owns the fixture's photo, conversation, rooms, report
// and guestbook entry; `blocked` is blocked by T, `banned` is banned from T's room R.

const T = (w: { target: { slug: string } }) => ({ slug: w.target.slug });

const inAWeek = () => new Date(Date.now() + 7 * DAY);
/** The owner's own things that need the members' area first (photos.policy.ts mayManagePhotos, reports.policy.ts). */
const ownerOnlyInArea = but(ownerOnly, { pending: 'NEED_PHONE_AND_EMAIL', deactivated: 'NEED_ACTIVE' });

/** A payment of T's (the receipt of a bought month). */
async function paymentOfTarget(w: World) {
  const p = await insertPayment(w.t.deps.database.db, { userId: w.target.id, amountRappen: 1000, purpose: 'PREMIUM', provider: 'test', status: 'SUCCEEDED' }, [
    { kind: 'PREMIUM', packageMonths: 1, quantity: 1, unitAmountRappen: 1000 },
  ]);
  return { id: p.id };
}

/** A saved card of T's (a new one each time: removing it is the call). */
async function methodOfTarget(w: World) {
  const [m] = await w.t.deps.database.db
    .insert(paymentMethods)
    .values({ userId: w.target.id, provider: 'test', providerRef: `tpm_${crypto.randomUUID()}`, brand: 'test', last4: '4242', isDefault: false })
    .returning();
  return { id: m!.id };
}

/** Paying is for members (decision 0031: staff are not members); not while deactivated. */
const payingMember = but(signedIn, { admin: 'STAFF_NOT_MEMBER', deactivated: 'NOT_ALLOWED' });

/** Reservations are for members (decision 0031: staff are not members), in the members' area (issue 14, decision 0038). */
const reservingMember = but(membersArea, { admin: 'STAFF_NOT_MEMBER' });

/** Spark is for members (decision 0031); without its prerequisites a call answers SPARK_PREREQUISITES_MISSING, not a refusal of the role (decision 0044). */
const sparkMember = but(membersArea, { admin: 'STAFF_NOT_MEMBER' });
const OTHER = (w: { other: { id: string } }) => ({ memberId: w.other.id });
/** Classifieds are for members (decision 0031), in the members' area; posting for verified ones (spec §6, decision 0046). */
const classifiedsReader = but(membersArea, { admin: 'STAFF_NOT_MEMBER' });
const classifiedsOwner = but(ownerOnlyInArea, { admin: 'STAFF_NOT_MEMBER' });
const CLASSIFIED_INPUT = { text: 'Apéro im Garten, wer kommt mit?', lookingFor: ['M', 'F'] };

/** A gift of the shop's catalogue (issue 17, decision 0050), straight in the database. */
const GIFT_INPUT = { nameDe: 'Drink', nameEn: 'Drink', descriptionDe: 'Ein Drink an der Bar', descriptionEn: 'A drink at the bar', priceRappen: 1500, active: true };
async function giftInCatalogue(w: World) {
  const [row] = await w.t.deps.database.db.insert(gifts).values(GIFT_INPUT).returning();
  return row!.id;
}

/** A gift in the hands of `ownerId`. */
async function giftOf(w: World, ownerId: string) {
  const [row] = await w.t.deps.database.db.insert(memberGifts).values({ giftId: await giftInCatalogue(w), ownerId, priceRappen: 1500 }).returning();
  return row!.id;
}
/** The voucher code of a fresh gift in the hands of `ownerId`. */
async function voucherOf(w: World, ownerId: string) {
  const [row] = await w.t.deps.database.db.insert(memberGifts).values({ giftId: await giftInCatalogue(w), ownerId, priceRappen: 1500 }).returning();
  return row!.voucherCode;
}
/** A gift sent `daysAgo` days ago, unopened. */
async function giftSent(w: World, senderId: string, recipientId: string, daysAgo: number) {
  const sentAt = new Date(Date.now() - daysAgo * DAY);
  const [row] = await w.t.deps.database.db.insert(giftTransfers).values({ memberGiftId: await giftOf(w, senderId), senderId, recipientId, sentAt }).returning();
  return row!.id;
}
/** Answering or taking back a sent gift: T's only (anyone else is told it does not exist). */
const giftAnswer = but(membersArea, { admin: 'STAFF_NOT_MEMBER', unverified: 'NOT_FOUND', verified: 'NOT_FOUND', blocked: 'NOT_FOUND', banned: 'NOT_FOUND' });

/** A new classified of T's (straight in the database: T's cap does not apply to the fixture). */
async function classifiedOfTarget(w: World) {
  const [row] = await w.t.deps.database.db.insert(classifieds).values({ authorId: w.target.id, body: 'Diskrete Begleitung gesucht', lookingFor: ['M', 'F', 'MF', 'MM', 'FF'] }).returning();
  return row!.id;
}

export const QUERIES: Record<string, OperationEntry> = {
  // Reservations (issue 14, decision 0038): one's own, by id the owner's only; the door and the week are staff's.
  closedDays: { expect: adminOnly },
  doorList: { expect: adminOnly, vars: (w) => ({ eventId: w.eventId }) },
  openingDays: { expect: signedIn },
  openingHours: { expect: adminOnly },
  reservation: { expect: ownerOnlyInArea, vars: async (w) => ({ id: await reservationOfTarget(w) }) },
  reservationSettings: { expect: adminOnly },
  reservations: { expect: membersArea },
  // Classifieds (issue 16, decision 0046): every member reads, the owner's "Meine Inserate".
  classifieds: { expect: classifiedsReader },
  ownClassifieds: { expect: classifiedsReader },
  adminDashboard: { expect: adminOnly },
  adminEvent: { expect: adminOnly, vars: (w) => ({ id: w.eventId }) },
  adminEvents: { expect: adminOnly },
  adminGuestbookEntries: { expect: adminOnly },
  // Member accounts for staff (decision 0031): e-mail addresses included, so staff only.
  adminMember: { expect: adminOnly, vars: (w) => ({ id: w.other.id }) },
  adminMembers: { expect: adminOnly, vars: (w) => ({ search: w.other.slug }) },
  adminNewsList: { expect: adminOnly },
  // Verification by selfie (decision 0033): the queue, a request and its count are staff's.
  adminPendingVerificationCount: { expect: adminOnly },
  adminVerificationRequest: { expect: adminOnly, vars: async (w) => ({ id: await submittedRow(w.t, await member(w.t)) }) },
  adminVerificationRequests: { expect: adminOnly },
  adminNewsPost: { expect: adminOnly, vars: (w) => ({ id: w.newsId }) },
  // Gift shop (issue 17, decision 0050): the staff's catalogue; the shop for members (unverified ones browse too).
  adminGifts: { expect: adminOnly },
  adminGift: { expect: adminOnly, vars: async (w) => ({ id: await giftInCatalogue(w) }) },
  giftShop: { expect: but(membersArea, { admin: 'STAFF_NOT_MEMBER' }) },
  // Redeeming at the venue (issue 17 part 4): staff look a member's voucher up at the bar.
  giftVoucher: { expect: adminOnly, vars: async (w) => ({ code: await voucherOf(w, w.other.id) }) },
  myGifts: { expect: but(membersArea, { admin: 'STAFF_NOT_MEMBER' }) },
  openGifts: { expect: but(membersArea, { admin: 'STAFF_NOT_MEMBER' }) },
  sentGifts: { expect: but(membersArea, { admin: 'STAFF_NOT_MEMBER' }) },
  // One's own blocks and relations: the member's own data (decision 0029), like the export.
  blockWith: { expect: signedIn, vars: T },
  blocks: { expect: signedIn },
  // Payments and premium (decision 0034): one's own, like the export; a payment by id is its owner's only.
  payment: { expect: ownerOnly, vars: paymentOfTarget },
  paymentMethods: { expect: signedIn },
  payments: { expect: signedIn },
  premium: { expect: signedIn },
  premiumSettings: { expect: adminOnly },
  // R is T's open group chat: verified members only (spec §6), never for the banned (spec §4 rule 8).
  chatRoom: { expect: but(verifiedOnly, { verified: 'visible', admin: 'visible', owner: 'visible', blocked: 'visible', banned: 'ROOM_BANNED' }), vars: (w) => ({ id: w.roomId }) },
  chatRooms: { expect: membersArea },
  conversation: { expect: ownerSees, vars: (w) => ({ id: w.conversationId }) },
  conversationUploads: { expect: ownerOnly, vars: (w) => ({ conversationId: w.conversationId }) },
  // null for oneself; staff are told they do not write as members (decision 0031).
  conversationWith: { expect: but(seen(membersArea), { owner: 'hidden', blocked: 'BLOCKED_BY_USER', admin: 'STAFF_NOT_MEMBER' }), vars: T },
  conversations: { expect: signedIn },
  // Answers null for a visitor and also during a timeout (the screen shows the timeout's end).
  currentUser: { expect: but(anyone, { visitor: 'hidden', timedOut: 'visible' }) },
  event: { expect: seen(anyone), vars: (w) => ({ slug: w.eventSlug }) },
  events: { expect: anyone },
  friendRequests: { expect: signedIn, vars: () => ({ direction: 'INCOMING' }) },
  friends: { expect: signedIn },
  // null for oneself.
  friendshipWith: { expect: but(seen(signedIn), { owner: 'hidden' }), vars: T },
  guestbookEntries: { expect: anyone },
  // A SUBMITTED entry of T: its author and the staff see it (guestbook.policy.ts).
  guestbookEntry: { expect: but(anyone, { visitor: 'hidden', pending: 'hidden', unverified: 'hidden', verified: 'hidden', admin: 'visible', owner: 'visible', blocked: 'hidden', banned: 'hidden', deactivated: 'hidden' }), vars: (w) => ({ id: w.entryId }) },
  guestbookEventChoices: { expect: anyone },
  guestbookReviewQueue: { expect: adminOnly },
  markdownPreview: { expect: adminOnly, vars: () => ({ markdown: '**Willkommen**', language: 'de' }) },
  myGuestbookEntries: { expect: signedIn },
  // One's own achievements with progress (issue 16, decision 0048); staff are not members (decision 0031).
  myAchievements: { expect: but(signedIn, { admin: 'STAFF_NOT_MEMBER' }) },
  // One's own verification requests (decision 0033), whatever the state of the account.
  myVerification: { expect: signedIn },
  nextSparkCard: { expect: sparkMember },
  newsList: { expect: anyone },
  newsPost: { expect: seen(anyone), vars: (w) => ({ slug: w.newsSlug }) },
  notifications: { expect: signedIn },
  onlineUsers: { expect: membersArea },
  page: { expect: seen(anyone), vars: () => ({ name: 'bar' }) },
  pages: { expect: anyone },
  // T's public photo: members of the area see it (as T's profile), not across T's block (decision 0010); null for the rest.
  photo: {
    expect: but(membersArea, { pending: 'hidden', unverified: 'visible', verified: 'visible', admin: 'visible', owner: 'visible', blocked: 'hidden', banned: 'visible', deactivated: 'hidden' }),
    vars: (w) => ({ id: w.photoId }),
  },
  photoQuota: { expect: membersArea },
  profileSearch: { expect: membersArea },
  profileVisitors: { expect: verifiedOnly },
  pushPublicKey: { expect: anyone },
  // Issue 15: the viewer's own device (null for anyone else's endpoint, see push-settings.test.ts).
  pushDevice: { expect: seen(signedIn), vars: async (w, actor) => ({ endpoint: actor ? await w.fresh.pushSubscription(actor) : 'https://fcm.googleapis.com/fcm/send/x' }) },
  // T's report: its author and the staff (decision 0013).
  report: { expect: but(ownerSees, { admin: 'visible' }), vars: (w) => ({ id: w.reportId }) },
  // Staff's queue of open reports, oldest first (decision 0031); members list their own in `reports`.
  reportQueue: { expect: adminOnly },
  reports: { expect: signedIn },
  roomBans: { expect: but(membersArea, { unverified: 'NEED_VERIFIED', verified: 'NOT_ALLOWED', admin: 'NOT_ALLOWED', blocked: 'NOT_ALLOWED', banned: 'ROOM_BANNED' }), vars: (w) => ({ roomId: w.roomId }) },
  roomMembers: { expect: but(verifiedOnly, { banned: 'ROOM_BANNED' }), vars: (w) => ({ roomId: w.roomId }) },
  roomMessages: { expect: but(verifiedOnly, { banned: 'ROOM_BANNED' }), vars: (w) => ({ roomId: w.roomId }) },
  // Only the pair reads its chat (ROULETTE_NOT_PAIRED for anyone else); pairing needs joinRoulette (verified).
  rouletteMessages: { expect: but(signedIn, { pending: 'ROULETTE_NOT_PAIRED', unverified: 'ROULETTE_NOT_PAIRED', verified: 'ROULETTE_NOT_PAIRED', deactivated: 'ROULETTE_NOT_PAIRED' }) },
  rouletteState: { expect: signedIn },
  serverTime: { expect: anyone },
  sessions: { expect: signedIn },
  sparkAdmirers: { expect: but(verifiedOnly, { admin: 'STAFF_NOT_MEMBER' }) },
  sparkMatches: { expect: sparkMember },
  sparkStatus: { expect: sparkMember },
  unreadNotificationCount: { expect: signedIn },
  // Opening T's profile: refused across T's block (spec §8 "cannot visit blocked profile").
  user: { expect: but(membersArea, { blocked: 'PROFILE_BLOCKED' }), vars: T },
  // Empty (not refused) for profiles the viewer may not open.
  userPhotos: { expect: signedIn, vars: T },
};

export const SUBSCRIPTIONS: Record<string, OperationEntry> = {
  // The member's own conversations: any session may listen, but not a deactivated or timed-out one.
  conversationMessages: { expect: but(signedIn, { deactivated: 'NEED_ACTIVE' }) },
  conversationSignals: { expect: but(signedIn, { deactivated: 'NEED_ACTIVE' }) },
  presenceChanged: { expect: membersArea },
  roomEvents: { expect: but(verifiedOnly, { banned: 'ROOM_BANNED' }), vars: (w) => ({ roomId: w.roomId }) },
  // Staff are not members and never in the queue (decision 0031).
  rouletteEvents: { expect: but(verifiedOnly, { admin: 'STAFF_NOT_MEMBER' }) },
  // "A signed-in liveness stream" (system.graphql.ts); the serverTime query stays public.
  serverTime: { expect: signedIn },
};

const tooShortPassword = 'kurz';

export const MUTATIONS: Record<string, OperationEntry> = {
  // Reservations (issue 14, decision 0038): members reserve and change their own; staff run the door.
  cancelReservation: { expect: ownerOnlyInArea, vars: async (w) => ({ id: await reservationOfTarget(w) }) },
  reserveDay: { expect: reservingMember, vars: reserveDayInput, freshActor: true },
  reserveEvent: { expect: reservingMember, vars: reserveInput },
  setCheckedIn: { expect: adminOnly, vars: async (w) => ({ reservationId: await reservationOfTarget(w), checkedIn: true }) },
  setClosedDay: { expect: adminOnly, vars: (w) => ({ date: zurichDay(w.t, 40), closed: false }) },
  setOpeningHours: { expect: adminOnly, vars: demoWeek },
  // Classifieds (issue 16, decision 0046): verified members post; T's own, by id, are T's only.
  postClassified: { expect: but(verifiedOnly, { admin: 'STAFF_NOT_MEMBER' }), vars: () => ({ input: CLASSIFIED_INPUT }), freshActor: true },
  updateClassified: { expect: classifiedsOwner, vars: async (w) => ({ id: await classifiedOfTarget(w), input: CLASSIFIED_INPUT }) },
  renewClassified: { expect: classifiedsOwner, vars: async (w) => ({ id: await classifiedOfTarget(w) }) },
  deleteClassified: { expect: classifiedsOwner, vars: async (w) => ({ id: await classifiedOfTarget(w) }) },
  setReservationSettings: { expect: adminOnly, vars: () => ({ discountRappen: 1000 }) },
  updateReservation: { expect: but(ownerOnlyInArea, { admin: 'STAFF_NOT_MEMBER' }), vars: async (w) => ({ input: { id: await reservationOfTarget(w), femaleGuests: 1, maleGuests: 0, hidden: true } }) },
  addPaymentMethod: { expect: payingMember },
  buyPremium: { expect: payingMember, vars: () => ({ packageMonths: 1 }) },
  // Without a subscription the answer is NO_SUBSCRIPTION: past authorization.
  cancelPremium: { expect: signedIn },
  changePremiumPackage: { expect: signedIn, vars: () => ({ packageMonths: 3 }) },
  makeDefaultPaymentMethod: { expect: ownerOnly, vars: methodOfTarget },
  removePaymentMethod: { expect: ownerOnly, vars: methodOfTarget },
  resumePremium: { expect: signedIn },
  startPremiumTrial: { expect: payingMember },
  updatePremiumSettings: { expect: adminOnly, vars: () => ({ input: { price1Rappen: 1000, price3Rappen: 2700, price12Rappen: 9600, trialDays: 7 } }) },
  acceptFriendship: { expect: ownerOnly, vars: async (w) => ({ id: await w.fresh.requestToTarget() }) },
  activateEmail: { expect: anyone, vars: () => ({ token: 'not-a-token' }) },
  // Staff's actions on a member account (decision 0031), each on a new member of its own.
  adminDeactivateMember: { expect: adminOnly, vars: async (w) => ({ id: (await w.actorOf('unverified')).id }) },
  // Another member's id is what this takes (the hostile corpus then does not count it as forged).
  adminEndLoginTimeout: { expect: adminOnly, vars: (w) => ({ id: w.other.id }) },
  adminReactivateMember: { expect: adminOnly, vars: async (w) => ({ id: (await w.actorOf('deactivated')).id }) },
  adminSetLoginTimeout: { expect: adminOnly, vars: async (w) => ({ id: (await w.actorOf('unverified')).id, until: inAWeek().toISOString() }) },
  addPageImage: { expect: adminOnly, vars: (w) => ({ name: 'bar', storageKey: w.pageImageKey, altDe: 'Der Tresen', altEn: 'The counter' }) },
  answerGuestbookEntry: { expect: adminOnly, vars: async (w) => ({ id: await w.fresh.entry(), answer: 'Merci vielmal!' }) },
  // Staff decide a new member's submitted request (decision 0033).
  approveVerification: { expect: adminOnly, vars: async (w) => ({ id: await submittedRow(w.t, await member(w.t)) }) },
  archiveConversation: { expect: ownerOnly, vars: (w) => ({ id: w.conversationId }) },
  banRoomMember: {
    expect: but(verifiedOnly, { verified: 'NOT_ALLOWED', admin: 'NOT_ALLOWED', blocked: 'NOT_ALLOWED', banned: 'ROOM_BANNED' }),
    vars: async (w) => ({ roomId: w.roomId, userId: (await w.fresh.roomMember()).id }),
  },
  // Blocking T protects the blocker: a pending member may too (blocks.policy.ts checks deactivation only).
  block: { expect: but(membersArea, { pending: 'allowed' }), vars: T, freshActor: true },
  changePassword: { expect: signedIn, vars: () => ({ input: { currentPassword: 'falsch-falsch', newPassword: 'Ein-neues-Passwort-2026' } }), freshActor: true },
  changeReportStatus: { expect: but(adminOnly, { owner: 'NOT_ALLOWED', verified: 'NOT_FOUND', unverified: 'NOT_FOUND', blocked: 'NOT_FOUND', banned: 'NOT_FOUND', pending: 'NOT_FOUND', deactivated: 'NOT_FOUND' }), vars: async (w) => ({ id: await w.fresh.report(), status: 'PROCESSING' }) },
  confirmEmailChange: { expect: anyone, vars: () => ({ token: 'not-a-token' }) },
  createChatRoom: { expect: verifiedOnly, vars: () => ({ input: { kind: 'GROUP', name: 'Plauderecke', description: 'Für alle' } }), freshActor: true },
  createEvent: { expect: adminOnly, vars: () => ({ input: eventInput(inAWeek()) }) },
  // A confirmed e-mail is enough (guestbook.policy.ts); /guestbook/new is a public route (spec §2).
  createGuestbookEntry: { expect: but(signedIn, { pending: 'EMAIL_NOT_VERIFIED' }), vars: () => ({ input: entryInput() }) },
  createNews: { expect: adminOnly, vars: () => ({ input: newsInput() }) },
  createGift: { expect: adminOnly, vars: () => ({ input: GIFT_INPUT }) },
  // Gifts sent (spec §4): only T may send T's gift (others: not in their hands); only the recipient T answers; only the sender T takes back.
  sendGift: {
    expect: but(verifiedOnly, { admin: 'STAFF_NOT_MEMBER', verified: 'GIFT_NOT_IN_HAND', blocked: 'GIFT_NOT_IN_HAND', banned: 'GIFT_NOT_IN_HAND' }),
    vars: async (w) => ({ giftId: await giftOf(w, w.target.id), recipientId: w.other.id }),
  },
  acceptGift: { expect: giftAnswer, vars: async (w) => ({ id: await giftSent(w, w.other.id, w.target.id, 0) }) },
  declineGift: { expect: giftAnswer, vars: async (w) => ({ id: await giftSent(w, w.other.id, w.target.id, 0) }) },
  redeemGift: { expect: adminOnly, vars: async (w) => ({ code: await voucherOf(w, w.other.id) }) },
  takeBackGift: { expect: giftAnswer, vars: async (w) => ({ id: await giftSent(w, w.target.id, w.other.id, 8) }) },
  checkoutGifts: { expect: but(verifiedOnly, { admin: 'STAFF_NOT_MEMBER' }), vars: async (w) => ({ items: [{ id: await giftInCatalogue(w), count: 1 }] }) },
  createReport: {
    expect: membersArea,
    vars: (w) => ({ input: { subject: 'USER', subjectId: w.other.id, title: 'Belästigung', message: 'Schreibt mir seit Tagen ungefragt Nachrichten, obwohl ich klar Nein gesagt habe.' } }),
    freshActor: true,
  },
  deactivateAccount: { expect: but(signedIn, { admin: 'ACCOUNT_IS_ADMIN', deactivated: 'ACCOUNT_DEACTIVATED' }), freshActor: true },
  deactivateMember: { expect: but(adminOnly, { owner: 'NOT_ALLOWED', verified: 'NOT_FOUND', unverified: 'NOT_FOUND', blocked: 'NOT_FOUND', banned: 'NOT_FOUND', pending: 'NOT_FOUND', deactivated: 'NOT_FOUND' }), vars: async (w) => ({ reportId: await w.fresh.report() }) },
  declineFriendship: { expect: ownerOnly, vars: async (w) => ({ id: await w.fresh.requestToTarget() }) },
  // Wrong password: the refusal shows the caller got past authorization.
  deleteAccount: { expect: but(signedIn, { admin: 'ACCOUNT_IS_ADMIN' }), vars: () => ({ input: { phrase: 'Ich bin sicher', currentPassword: 'falsch-falsch' } }), freshActor: true },
  deleteChatRoom: { expect: but(verifiedOnly, { verified: 'NOT_ALLOWED', admin: 'NOT_ALLOWED', blocked: 'NOT_ALLOWED', banned: 'NOT_ALLOWED' }), vars: async (w) => ({ id: await w.fresh.room() }) },
  deleteConversation: { expect: ownerOnly, vars: async (w) => ({ id: await w.fresh.conversation() }) },
  deleteEvent: { expect: adminOnly, vars: async (w) => ({ id: await w.fresh.draftEvent() }) },
  deleteGuestbookEntry: { expect: adminOnly, vars: async (w) => ({ id: await w.fresh.entry() }) },
  deleteNews: { expect: adminOnly, vars: async (w) => ({ id: await w.fresh.draftNews() }) },
  deletePhoto: { expect: ownerOnlyInArea, vars: async (w) => ({ id: await w.fresh.photo() }) },
  denyVerification: { expect: adminOnly, vars: async (w) => ({ id: await submittedRow(w.t, await member(w.t)), reason: 'Der Code ist nicht lesbar.' }) },
  endOtherSessions: { expect: signedIn, freshActor: true },
  endSession: { expect: but(signedIn, { pending: 'NOT_FOUND', unverified: 'NOT_FOUND', verified: 'NOT_FOUND', admin: 'NOT_FOUND', blocked: 'NOT_FOUND', banned: 'NOT_FOUND', deactivated: 'NOT_FOUND' }), vars: async (w) => ({ id: await w.fresh.targetSession() }) },
  // T's private room is unknown to anyone who is not in it (rooms.policy.ts canSee).
  inviteToChatRoom: {
    expect: but(membersArea, { unverified: 'NOT_FOUND', verified: 'NOT_FOUND', admin: 'NOT_FOUND', blocked: 'NOT_FOUND', banned: 'NOT_FOUND' }),
    vars: async (w) => ({ roomId: w.privateRoomId, slug: (await w.actorOf('verified')).slug }),
  },
  joinChatRoom: { expect: but(verifiedOnly, { banned: 'ROOM_BANNED' }), vars: (w) => ({ id: w.roomId }), freshActor: true },
  joinRoulette: { expect: but(verifiedOnly, { admin: 'STAFF_NOT_MEMBER' }), freshActor: true },
  // Not members of R (the ban ended the membership); T may not leave as R's last admin.
  leaveChatRoom: { expect: but(membersArea, { unverified: 'ROOM_NOT_MEMBER', verified: 'ROOM_NOT_MEMBER', admin: 'ROOM_NOT_MEMBER', blocked: 'ROOM_NOT_MEMBER', banned: 'ROOM_NOT_MEMBER', owner: 'ROOM_LAST_ADMIN' }), vars: (w) => ({ id: w.roomId }) },
  // Leaving a queue one is not in changes nothing.
  leaveRoulette: { expect: signedIn, freshActor: true },
  markConversationRead: { expect: ownerOnly, vars: (w) => ({ conversationId: w.conversationId, seq: 1 }) },
  markNotificationsRead: { expect: signedIn },
  markRoomRead: { expect: but(verifiedOnly, { verified: 'ROOM_NOT_MEMBER', admin: 'ROOM_NOT_MEMBER', blocked: 'ROOM_NOT_MEMBER', banned: 'ROOM_BANNED' }), vars: (w) => ({ roomId: w.roomId, seq: 1 }) },
  publishEvent: { expect: adminOnly, vars: async (w) => ({ id: await w.fresh.draftEvent() }) },
  publishGuestbookEntry: { expect: adminOnly, vars: async (w) => ({ id: await w.fresh.entry() }) },
  publishNews: { expect: adminOnly, vars: async (w) => ({ id: await w.fresh.draftNews() }) },
  rejectGuestbookEntry: { expect: adminOnly, vars: async (w) => ({ id: await w.fresh.entry() }) },
  // A refused or unknown profile answers false (nothing recorded), not an error: no hint beyond what `user` says.
  recordProfileVisit: { expect: membersArea, vars: T },
  removeFriend: {
    expect: signedIn,
    vars: async (w, actor) => {
      if (actor) await w.fresh.friendshipWithTarget(actor);
      return T(w);
    },
    freshActor: true,
  },
  removePageImage: { expect: adminOnly, vars: async (w) => ({ id: await w.fresh.pageImage() }) },
  // Also during a login timeout (its description): a device may always stop its notifications.
  removePushSubscription: { expect: but(signedIn, { timedOut: 'allowed' }), vars: async (w, actor) => ({ endpoint: actor ? await w.fresh.pushSubscription(actor) : 'https://fcm.googleapis.com/fcm/send/x' }) },
  reorderPageImages: { expect: adminOnly, vars: async (w) => ({ name: 'lounge', ids: [await w.fresh.pageImage()] }) },
  reorderPhotos: { expect: ownerOnlyInArea, vars: (w) => ({ ids: [w.photoId] }) },
  replyToReport: { expect: but(ownerOnlyInArea, { admin: 'allowed' }), vars: (w) => ({ id: w.reportId, body: 'Noch eine Ergänzung dazu.' }) },
  requestEmailChange: { expect: signedIn, vars: () => ({ input: { newEmail: 'neu@example.ch', currentPassword: 'falsch-falsch' } }) },
  // Staff do not befriend members (decision 0031).
  requestFriendship: { expect: but(membersArea, { blocked: 'BLOCKED_BY_USER', admin: 'STAFF_NOT_MEMBER' }), vars: T, freshActor: true },
  requestPasswordReset: { expect: anyone, vars: () => ({ email: 'niemand@example.ch' }) },
  resendActivationEmail: { expect: signedIn },
  resetPassword: { expect: anyone, vars: () => ({ token: 'not-a-token', password: PASSWORD }) },
  // Only a paired member acts in the live chat (ROULETTE_NOT_PAIRED otherwise).
  revealRouletteIdentity: { expect: signedIn },
  reviewGuestbookEntry: { expect: adminOnly, vars: async (w) => ({ id: await w.fresh.entry() }) },
  revokeFriendship: { expect: ownerOnly, vars: async (w) => ({ id: await w.fresh.requestFromTarget() }) },
  savePushSubscription: { expect: signedIn, vars: () => ({ input: browserSubscription() }) },
  // Issue 15: the member's notification choices and a device's choice of texts (decisions 0040, 0041).
  setNotificationChannel: { expect: signedIn, vars: () => ({ kind: 'PROFILE_VISIT', channel: 'PUSH', enabled: true }) },
  setPushDetailed: { expect: signedIn, vars: async (w, actor) => ({ endpoint: actor ? await w.fresh.pushSubscription(actor) : 'https://fcm.googleapis.com/fcm/send/x', detailed: true }) },
  sendMessage: { expect: ownerOnly, vars: (w) => ({ conversationId: w.conversationId, body: 'Wie geht es dir?' }) },
  sendPhoneCode: { expect: signedIn },
  sendSpark: { expect: sparkMember, vars: OTHER },
  sendRoomMessage: { expect: but(verifiedOnly, { verified: 'ROOM_NOT_MEMBER', admin: 'ROOM_NOT_MEMBER', blocked: 'ROOM_NOT_MEMBER', banned: 'ROOM_BANNED' }), vars: (w) => ({ roomId: w.roomId, body: 'Hallo zusammen' }) },
  sendRouletteMessage: { expect: signedIn, vars: () => ({ body: 'Hallo' }) },
  setAvatar: { expect: ownerOnlyInArea, vars: (w) => ({ photoId: w.photoId }) },
  setLanguage: { expect: signedIn, vars: () => ({ language: 'de' }) },
  setPhotoVisibility: { expect: ownerOnlyInArea, vars: async (w) => ({ id: await w.fresh.photo(), visibility: 'FRIENDS' }) },
  // Part of the profile: like updateProfile, not while deactivated.
  setProfileType: {
    expect: but(signedIn, { deactivated: 'NEED_ACTIVE' }),
    vars: () => ({ sex: 'M' }),
  },
  setRoomAdmin: {
    expect: but(verifiedOnly, { verified: 'NOT_ALLOWED', admin: 'NOT_ALLOWED', blocked: 'NOT_ALLOWED', banned: 'ROOM_BANNED' }),
    vars: async (w) => ({ roomId: w.roomId, userId: (await w.fresh.roomMember()).id, admin: true }),
  },
  setTyping: { expect: ownerOnly, vars: (w) => ({ conversationId: w.conversationId, typing: true }) },
  setWallImage: { expect: ownerOnlyInArea, vars: (w) => ({ photoId: w.photoId }) },
  // Members who are not verified yet (decision 0033): the verified are told so, staff are not members.
  startVerification: {
    expect: but(membersArea, { verified: 'VERIFICATION_ALREADY_VERIFIED', owner: 'VERIFICATION_ALREADY_VERIFIED', blocked: 'VERIFICATION_ALREADY_VERIFIED', banned: 'VERIFICATION_ALREADY_VERIFIED', admin: 'STAFF_NOT_MEMBER' }),
    freshActor: true,
  },
  signIn: { expect: anyone, vars: () => ({ input: { email: 'niemand@example.ch', password: PASSWORD } }) },
  // Always succeeds, also during a login timeout (decision 0003).
  signOut: { expect: but(anyone, { timedOut: 'allowed' }), freshActor: true },
  signUp: { expect: anyone, vars: () => ({ input: { email: 'x', username: 'x', password: tooShortPassword, phone: 'x' } }) },
  skipSpark: { expect: sparkMember, vars: OTHER },
  skipRoulettePartner: { expect: but(verifiedOnly, { admin: 'STAFF_NOT_MEMBER' }), freshActor: true },
  timeoutMember: {
    expect: but(adminOnly, { owner: 'NOT_ALLOWED', verified: 'NOT_FOUND', unverified: 'NOT_FOUND', blocked: 'NOT_FOUND', banned: 'NOT_FOUND', pending: 'NOT_FOUND', deactivated: 'NOT_FOUND' }),
    vars: async (w) => ({ reportId: await w.fresh.report(), until: inAWeek().toISOString() }),
  },
  unarchiveConversation: { expect: ownerOnly, vars: (w) => ({ id: w.conversationId }) },
  unbanRoomMember: {
    expect: but(verifiedOnly, { verified: 'NOT_ALLOWED', admin: 'NOT_ALLOWED', blocked: 'NOT_ALLOWED', banned: 'ROOM_BANNED' }),
    vars: async (w) => ({ roomId: w.roomId, userId: (await w.fresh.bannedFromRoom()).id }),
  },
  undoSparkSkip: { expect: sparkMember },
  unblock: {
    expect: signedIn,
    vars: async (w, actor) => {
      if (actor) await w.fresh.blockOfTarget(actor);
      return T(w);
    },
    freshActor: true,
  },
  unpublishEvent: { expect: adminOnly, vars: async (w) => ({ id: await w.fresh.draftEvent() }) },
  unpublishNews: { expect: adminOnly, vars: async (w) => ({ id: await w.fresh.draftNews() }) },
  updateChatRoom: {
    expect: but(verifiedOnly, { verified: 'NOT_ALLOWED', admin: 'NOT_ALLOWED', blocked: 'NOT_ALLOWED', banned: 'ROOM_BANNED' }),
    vars: (w) => ({ id: w.roomId, input: { name: 'Plauderecke', description: 'Neu' } }),
  },
  updateEvent: { expect: adminOnly, vars: async (w) => ({ id: await w.fresh.draftEvent(), input: eventInput(inAWeek()) }) },
  updateGuestbookEntry: { expect: adminOnly, vars: async (w) => ({ id: await w.fresh.entry(), input: entryInput({ rating: 1 }) }) },
  updateNews: { expect: adminOnly, vars: async (w) => ({ id: await w.fresh.draftNews(), input: newsInput() }) },
  updateGift: { expect: adminOnly, vars: async (w) => ({ id: await giftInCatalogue(w), input: GIFT_INPUT }) },
  updatePage: { expect: adminOnly, vars: () => ({ name: 'bar', input: validPageInput() }) },
  updatePageImage: { expect: adminOnly, vars: async (w) => ({ id: await w.fresh.pageImage(), altDe: 'Neu', altEn: 'New' }) },
  // A pending member may fill in the profile before activation (profiles.service.ts). T keeps
  // looking for everyone, so that the actors still match T afterwards.
  updateProfile: { expect: but(membersArea, { pending: 'allowed' }), vars: () => ({ input: { sex: 'M', persons: [{ age: 40 }], about: 'Hallo', lookingFor: EVERY_PROFILE_TYPE } }) },
  updateSettings: { expect: signedIn, vars: () => ({ input: { emailOnGiftReceived: false } }) },
  verifyPhone: { expect: signedIn, vars: () => ({ code: '000000' }) },
  // Staff do not start conversations as members (decision 0031).
  writeTo: { expect: but(membersArea, { blocked: 'BLOCKED_BY_USER', admin: 'STAFF_NOT_MEMBER' }), vars: (w) => ({ slug: w.target.slug, body: 'Hallo' }), freshActor: true },
};
