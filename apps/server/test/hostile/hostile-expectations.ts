// What the hostile input corpus (hostile-input.test.ts, docs/decisions/0030) lets pass.

/**
 * `operation.path` (input object path without list indexes) that take free text: markup, SQL and
 * controls may be stored, as the literal text (escaped or sanitised when shown; bidi and zero-width
 * controls may also be stripped, issue 11 item 12). Overlong text and NUL must still be refused.
 */
export const FREE_TEXT: string[] = [
  'addPageImage.altDe',
  'addPageImage.altEn',
  'answerGuestbookEntry.answer',
  'banRoomMember.reason',
  'block.reason',
  'createChatRoom.input.description',
  'createChatRoom.input.name',
  'createEvent.input.descriptionDe',
  'createEvent.input.descriptionEn',
  'createEvent.input.dressCodeDe',
  'createEvent.input.dressCodeEn',
  'createEvent.input.titleDe',
  'createEvent.input.titleEn',
  'createGift.input.descriptionDe',
  'createGift.input.descriptionEn',
  'createGift.input.nameDe',
  'createGift.input.nameEn',
  'createGuestbookEntry.input.body',
  'createGuestbookEntry.input.title',
  'createNews.input.bodyDe',
  'createNews.input.bodyEn',
  'createNews.input.titleDe',
  'createNews.input.titleEn',
  'createReport.input.message',
  'createReport.input.title',
  'denyVerification.reason',
  'postClassified.input.text',
  'replyToReport.body',
  'sendMessage.body',
  'sendRoomMessage.body',
  'sendRouletteMessage.body',
  'updateChatRoom.input.description',
  'updateChatRoom.input.name',
  'updateClassified.input.text',
  'updateEvent.input.descriptionDe',
  'updateEvent.input.descriptionEn',
  'updateEvent.input.dressCodeDe',
  'updateEvent.input.dressCodeEn',
  'updateEvent.input.titleDe',
  'updateEvent.input.titleEn',
  'updateGift.input.descriptionDe',
  'updateGift.input.descriptionEn',
  'updateGift.input.nameDe',
  'updateGift.input.nameEn',
  'updateGuestbookEntry.input.body',
  'updateGuestbookEntry.input.title',
  'updateNews.input.bodyDe',
  'updateNews.input.bodyEn',
  'updateNews.input.titleDe',
  'updateNews.input.titleEn',
  'updatePage.input.bodyDe',
  'updatePage.input.bodyEn',
  'updatePage.input.titleDe',
  'updatePage.input.titleEn',
  'updatePageImage.altDe',
  'updatePageImage.altEn',
  'updateProfile.input.about',
  'writeTo.body',
];

/**
 * Required text that may be empty by its contract (schema.graphql: "an empty answer removes it";
 * page bodies and the profile's about text only have a maximum). Optional fields may always be blank.
 */
export const BLANK_MEANS_NONE: string[] = ['answerGuestbookEntry.answer', 'updatePage.input.bodyDe', 'updatePage.input.bodyEn', 'updateProfile.input.about'];

/** Columns every request touches (the session's and member's last activity): left out of the checksums. */
export const VOLATILE: Record<string, string[]> = { users: ['last_active_at'], sessions: ['last_used_at'] };

export interface KnownFailure {
  /** The operation, or '*' for a failure many operations share. */
  op: string;
  /** Matches the failure line (`path ← value: problem`). */
  line: RegExp;
  why: string;
}

/**
 * Failures the server still has. The test expects them (green, but strict: a known failure that no
 * longer happens fails the last test, so whoever fixes one removes its entry).
 */
export const KNOWN_FAILURES: KnownFailure[] = [];
