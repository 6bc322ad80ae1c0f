// Stable machine codes carried in GraphQL `extensions.code` and JSON:API `errors[].code`.
// The web app translates each through its catalogues (`errors.<CODE>`).
export const ERROR_CODES = [
  'INTERNAL',
  'BAD_INPUT',
  'NOT_FOUND',
  'NOT_ALLOWED',
  'NOT_SIGNED_IN',
  'RATE_LIMITED',
  'WRONG_CREDENTIALS',
  'USER_NOT_FOUND',
  'INVALID_EMAIL',
  'USERNAME_INVALID',
  'USERNAME_TAKEN',
  'EMAIL_TAKEN',
  'SIGN_UP_FAILED',
  /** Sign-up without ticking "I am at least 18". */
  'ADULT_CONFIRMATION_REQUIRED',
  /** Sign-up without accepting the terms and the privacy policy. */
  'TERMS_CONSENT_REQUIRED',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_COMMON',
  'INVALID_RESET_TOKEN',
  'WRONG_PHONE_CODE',
  'PHONE_CODE_EXPIRED',
  'PHONE_CODE_ATTEMPTS',
  'INVALID_EMAIL_LINK',
  'PHONE_INVALID_OR_TAKEN',
  /** The phone field was left empty. */
  'PHONE_REQUIRED',
  /** A right SMS code for a number another member has verified (said only to whoever holds the phone). */
  'PHONE_NOT_ACCEPTED',
  'RESEND_COOLDOWN',
  'ALREADY_VERIFIED',
  'EMAIL_NOT_VERIFIED',
  'LOGIN_TIMEOUT',
  'ACCOUNT_DEACTIVATED',
  'NEED_VERIFIED',
  'NEED_ACTIVE',
  'NEED_PHONE_AND_EMAIL',
  // Images and venue pages
  'IMAGE_INVALID',
  'IMAGE_TOO_LARGE',
  // A picture's files could not be written (a full disk, the bucket unreachable): try again later.
  'UPLOAD_NOT_SAVED',
  'PAGE_TITLE_INVALID',
  'PAGE_BODY_TOO_LONG',
  'ALT_TEXT_INVALID',
  'PAGE_IMAGES_LIMIT',
  // Member photos
  'IMAGE_FORMAT_UNSUPPORTED',
  'PHOTO_LIMIT_REACHED',
  'PHOTO_MUST_BE_PUBLIC',
  'PHOTO_NOT_SAVED',
  // News and events
  'TITLE_INVALID',
  'BODY_INVALID',
  'DRESS_CODE_INVALID',
  'DATE_INVALID',
  'EVENT_ENDS_BEFORE_START',
  'PRICE_INVALID',
  'SLUG_INVALID',
  'SLUG_TAKEN',
  // Guestbook
  'GUESTBOOK_NOT_SAVED',
  'GUESTBOOK_TITLE_TOO_SHORT',
  'GUESTBOOK_TITLE_TOO_LONG',
  'GUESTBOOK_BODY_TOO_SHORT',
  'GUESTBOOK_BODY_TOO_LONG',
  'GUESTBOOK_RATING_REQUIRED',
  'GUESTBOOK_RATING_INVALID',
  'GUESTBOOK_VISIT_DATE_INVALID',
  'GUESTBOOK_VISIT_DATE_IN_FUTURE',
  'GUESTBOOK_DATE_OR_EVENT',
  'GUESTBOOK_EVENT_NOT_FOUND',
  'GUESTBOOK_EVENT_IN_FUTURE',
  'GUESTBOOK_ANSWER_TOO_LONG',
  'GUESTBOOK_STATE_CHANGE_REFUSED',
  // Push subscriptions
  'PUSH_ENDPOINT_INVALID',
  'PUSH_KEY_INVALID',
  // Friends and blocks (docs/decisions/0011-friends-and-blocks.md)
  'FRIEND_REQUEST_SELF',
  'FRIEND_REQUEST_EXISTS',
  'ALREADY_FRIENDS',
  'FRIEND_LIMIT_REACHED',
  'FRIEND_LIMIT_REACHED_OTHER',
  'CONTACT_NOT_POSSIBLE',
  'PROFILE_TYPE_MISMATCH',
  'BLOCKED_BY_USER',
  'USER_BLOCKED',
  'BLOCK_SELF',
  'BLOCK_REASON_TOO_LONG',
  // Profiles and profile visits (docs/decisions/0009-profile-visibility.md)
  'PROFILE_BLOCKED',
  'PROFILE_VERIFIED_ONLY',
  'PROFILE_TYPE_REQUIRED',
  'PROFILE_PERSONS_MISMATCH',
  'PROFILE_AGE_INVALID',
  'PROFILE_HEIGHT_INVALID',
  'PROFILE_WEIGHT_INVALID',
  'PROFILE_OPTION_INVALID',
  'PROFILE_ABOUT_TOO_LONG',
  'PROFILE_REGION_INVALID',
  'PROFILE_LOOKING_FOR_INVALID',
  // Finding people (docs/decisions/0015-search-and-presence.md)
  'PROFILE_SEARCH_LIMIT',
  'SEARCH_AGE_INVALID',
  'SEARCH_AGE_RANGE_INVALID',
  // Settings and the account life cycle (docs/decisions/0014-account-deletion-and-export.md)
  'WRONG_PASSWORD',
  'EMAIL_UNCHANGED',
  'DELETION_PHRASE_WRONG',
  'ACCOUNT_IS_ADMIN',
  // Chat messages (docs/decisions/0017-chat-messages-and-real-time.md)
  'MESSAGE_TOO_SHORT',
  'MESSAGE_TOO_LONG',
  // Private conversations (docs/decisions/0018-conversations.md)
  'MAX_CONVERSATIONS_REACHED',
  'MAX_CONVERSATIONS_REACHED_OTHER',
  'CONVERSATION_CLOSED',
  'CONVERSATION_SELF',
  // Chat rooms and chat roulette (docs/decisions/0019-chat-rooms.md, 0021-chat-roulette.md)
  'ROOM_BANNED',
  'ROOM_NAME_TOO_SHORT',
  'ROOM_NAME_TOO_LONG',
  'ROOM_NAME_RESERVED',
  'ROOM_DESCRIPTION_TOO_LONG',
  'ROOM_BAN_REASON_TOO_LONG',
  'ROOM_KIND_NOT_ALLOWED',
  'ROOM_LIMIT_REACHED',
  'ROOM_NOT_MEMBER',
  'ROOM_ALREADY_MEMBER',
  'ROOM_LAST_ADMIN',
  'ROOM_MEMBER_IS_ADMIN',
  'ROOM_OWNER_PROTECTED',
  'ROOM_BAN_SELF',
  'ROOM_INVITEE_NOT_VERIFIED',
  'ROULETTE_NOT_PAIRED',
  'ROULETTE_ALREADY_REVEALED',
  // Reports (docs/decisions/0013-report-states.md)
  'REPORT_TITLE_TOO_SHORT',
  'REPORT_TITLE_TOO_LONG',
  'REPORT_MESSAGE_TOO_SHORT',
  'REPORT_MESSAGE_TOO_LONG',
  'REPORT_REPLY_TOO_SHORT',
  'REPORT_REPLY_TOO_LONG',
  'REPORT_SELF',
  'REPORT_EXISTS',
  'REPORT_CLOSED',
  'REPORT_STATUS_CHANGE_REFUSED',
  'REPORT_TARGET_IS_ADMIN',
  'TIMEOUT_UNTIL_INVALID',
  // Staff are not members (docs/decisions/0031)
  'STAFF_NOT_MEMBER',
  // Premium and payments (docs/decisions/0034)
  /** A live subscription exists: change, cancel or resume it instead of buying a second one. */
  'SUBSCRIPTION_EXISTS',
  'NO_SUBSCRIPTION',
  'TRIAL_ALREADY_USED',
  /** Not in a state that this change applies to (e.g. resume of one that is not cancelled). */
  'SUBSCRIPTION_STATE_INVALID',
  'PACKAGE_INVALID',
  'PRICE_INVALID_PREMIUM',
  'TRIAL_DAYS_INVALID',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'NO_PAYMENT_METHOD',
  /** The default method of a subscription that renews cannot be removed while it is the only one. */
  'PAYMENT_METHOD_IN_USE',
  // Verification by selfie (docs/decisions/0033)
  'VERIFICATION_PENDING_EXISTS',
  'VERIFICATION_ALREADY_VERIFIED',
  'VERIFICATION_NOT_PENDING',
  'VERIFICATION_SELFIE_EXISTS',
  'VERIFICATION_SELFIE_MISSING',
  'VERIFICATION_REASON_TOO_SHORT',
  'VERIFICATION_REASON_TOO_LONG',
  // Reservations (issue 14; docs/decisions/0038)
  /** Female or male guests outside 0..5, or nobody at all. */
  'RESERVATION_GUESTS_INVALID',
  /** A couple-only event or day, and no woman in the party. */
  'RESERVATION_COUPLE_ONLY',
  /** The party holds a guest type (couple, single man, single woman) the event has no price for. */
  'RESERVATION_GUEST_TYPE_NOT_OFFERED',
  'RESERVATION_CLOSED_DAY',
  /** A published event that day: reserve the event instead. */
  'RESERVATION_DAY_HAS_EVENT',
  /** A daily reservation further ahead than the window (60 days). */
  'RESERVATION_DATE_OUT_OF_RANGE',
  /** The event or the day has already started: no new reservation, no change. */
  'RESERVATION_EVENT_PAST',
  'RESERVATION_EXISTS',
  /** The general fallback (spec §8 "Reservation could not be saved or updated"). */
  'RESERVATION_NOT_SAVED',
  'RESERVATION_DISCOUNT_INVALID',
  'CAPACITY_INVALID',
  'OPENING_HOURS_INVALID',
  // Spark (issue 16; docs/decisions/0044-spark.md)
  /** The member lacks a filled profile, an avatar, a wall picture or a set "looking for" (spec §5). */
  'SPARK_PREREQUISITES_MISSING',
  /** An unverified member's 6th spark of the Swiss day (spec §6, §8 "too many sparks today"). */
  'SPARK_DAILY_LIMIT',
  'SPARK_ALREADY_SENT',
  /** Undo: the member's last Spark decision is not a skip (or there is none). */
  'SPARK_NOTHING_TO_UNDO',
  // Classifieds (issue 16; docs/decisions/0046)
  'CLASSIFIED_TEXT_EMPTY',
  'CLASSIFIED_TEXT_TOO_LONG',
  'CLASSIFIED_LOOKING_FOR_EMPTY',
  'CLASSIFIED_LOOKING_FOR_INVALID',
  /** Already the most listed (not expired) classifieds a member may have at once. */
  'CLASSIFIED_LIMIT_REACHED',
  // Gift shop (issue 17; docs/decisions/0050)
  'GIFT_NAME_INVALID',
  'GIFT_DESCRIPTION_INVALID',
  'GIFT_PRICE_INVALID',
  'GIFT_STOCK_INVALID',
  /** A cart that is not a list of gift ids with counts 1 to GIFTS.cartCountMax (forged or damaged cookie). */
  'GIFT_CART_INVALID',
  /** A gift in the cart is no longer offered (inactive or unknown). */
  'GIFT_UNAVAILABLE',
  /** Fewer left than the cart asks for. */
  'GIFT_SOLD_OUT',
  'GIFT_NOTE_TOO_LONG',
  /** Not one of the sender's gifts in hand (already sent, someone else's, unknown). */
  'GIFT_NOT_IN_HAND',
  /** The recipient cannot receive it: oneself, staff, deactivated or deleted, or blocked either way. */
  'GIFT_RECIPIENT_INVALID',
  /** The sent gift is no longer unopened (accepted, declined or taken back). */
  'GIFT_NOT_OPEN',
  /** The sender may take an unopened gift back only after LIMITS.giftReturnDays. */
  'GIFT_RETURN_TOO_EARLY',
  /** A voucher code that no gift has (typed wrongly, or the gift is gone). */
  'GIFT_VOUCHER_UNKNOWN',
  /** A gift already redeemed at the venue (extensions.until: when); it can be neither redeemed again nor sent. */
  'GIFT_ALREADY_REDEEMED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Field-level issue inside a BAD_INPUT error: which field, which code. */
export interface FieldIssue {
  field: string;
  code: ErrorCode;
}
