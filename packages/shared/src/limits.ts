// Business constants from spec §9. One source for server (authoritative) and forms.
export const LIMITS = {
  passwordMin: 8,
  passwordMax: 128,
  usernameMin: 3,
  usernameMax: 30,
  emailMax: 254,
  phoneMin: 8, // "+" and at least 7 digits
  phoneMax: 16, // E.164: "+" and at most 15 digits
  aboutMax: 3000,
  classifiedMax: 255,
  uploadBytes: 4 * 1024 * 1024,
  reportTitleMin: 5,
  reportMessageMin: 50,
  guestsPerGenderMax: 5,
  unverifiedConversations: 3,
  unverifiedFriends: 10,
  unverifiedSparksPerDay: 5,
  /** Photos an unverified member may keep (spec §6 "limited photos"; chosen in docs/decisions/0010). */
  unverifiedPhotos: 12,
  guestbookRatingMin: 0,
  guestbookRatingMax: 3,
  unreadCounterMax: 100,
  /** Chat messages in conversations, rooms and roulette (docs/decisions/0017). */
  CHAT: {
    messageMin: 1,
    messageMax: 2000,
  },
  /** Guestbook entries (spec §3, §5, §9): rating from the spec; text lengths chosen (docs/decisions/0006). */
  GUESTBOOK: {
    ratingMin: 0,
    ratingMax: 3,
    titleMin: 3,
    titleMax: 120,
    bodyMin: 10,
    bodyMax: 5000,
    answerMax: 3000,
    /** New entries per member and rolling day (a shield against spam; honest guests write rarely). */
    entriesPerDay: 5,
    pageSize: 10,
    pageSizeMax: 50,
  },
  /** Venue pages (/pages/{name}): bilingual Markdown with a carousel. */
  PAGES: {
    titleMax: 120,
    bodyMax: 50_000,
    altMax: 250,
    imagesMax: 24,
  },
} as const;

export const TIMINGS = {
  sessionDays: 30,
  activeWindowMinutes: 5,
  chunkLoadTimeoutMs: 120_000,
  emailTokenHours: 48,
  resetTokenMinutes: 60,
  phoneCodeMinutes: 10,
  phoneCodeMaxAttempts: 5,
  phoneResendCooldownSeconds: 60,
  emailResendCooldownSeconds: 60,
  messageEmailMinutes: 5,
  giftReturnDays: 7,
  /** A message's push waits this long and is dropped when the member has read it meanwhile (issue 15). */
  pushMessageDelayMs: 10_000,
  /**
   * idleCloseMs: how long the lazy socket stays open once no screen subscribes any more, so a screen
   * change that swaps the layout (its subscriptions end, the next screen's begin) keeps the connection
   * (and the route guard's shortcut, guard-loader.ts) instead of closing and opening it again.
   */
  websocket: { timeoutMs: 3000, heartbeatMs: 3000, rejoinMs: 1000, reconnectMs: 4000, idleCloseMs: 15_000 },
} as const;

/** Rate limits: attempts per window. Scale modelled on Mastodon's defaults. */
export const RATE_LIMITS = {
  signInPerIp: { limit: 25, windowSeconds: 300 },
  /** Wrong passwords for one account from one IP; beyond it that IP may not try that account (decision 0026). */
  signInFailuresPerAccountIp: { limit: 10, windowSeconds: 3600 },
  /** Wrong passwords for one account from anywhere; beyond it each further try waits (SIGN_IN_DELAY). */
  signInFailuresPerAccount: { limit: 5, windowSeconds: 3600 },
  signUpPerIp: { limit: 10, windowSeconds: 3600 },
  resendPerIp: { limit: 20, windowSeconds: 3600 },
  resendPerAccount: { limit: 10, windowSeconds: 3600 },
  resetPerIp: { limit: 10, windowSeconds: 3600 },
  resetPerAccount: { limit: 5, windowSeconds: 3600 },
  phoneCodePerAccount: { limit: 10, windowSeconds: 3600 },
  /** SMS codes per destination number and day, whoever asks (a shield against texting strangers). */
  smsPerNumber: { limit: 3, windowSeconds: 86_400 },
  /** Photo uploads per member: each costs about a second of CPU (docs/decisions/0010). */
  photoUploadsPerAccount: { limit: 60, windowSeconds: 3600 },
  /** Profile searches per member, every page counted (spec §8 search limit; docs/decisions/0015). */
  profileSearchPerAccount: { limit: 30, windowSeconds: 300 },
  /** Private messages per member and minute (a shield against flooding; docs/decisions/0018). */
  messagesPerAccount: { limit: 30, windowSeconds: 60 },
  /** New conversations per member and hour, verified members too (spam). */
  conversationStartsPerAccount: { limit: 20, windowSeconds: 3600 },
  /** Pictures sent in conversations per member and hour (each costs about a second of CPU). */
  conversationUploadsPerAccount: { limit: 30, windowSeconds: 3600 },
  /** Typing signals per member and minute (the app sends one every 3 s at most). */
  typingSignalsPerAccount: { limit: 40, windowSeconds: 60 },
  /** Recorded profile visits per member and hour; past it, profiles still open but visits go unrecorded (decision 0027). */
  profileVisitsPerAccount: { limit: 120, windowSeconds: 3600 },
} as const;

/**
 * The growing wait for an account under password guessing: after the k-th wrong password beyond
 * RATE_LIMITS.signInFailuresPerAccount, the next try waits 2^k seconds, never more than maxSeconds,
 * so the owner's correct password works again after at most that wait (decision 0026).
 */
export const SIGN_IN_DELAY = { maxSeconds: 60 } as const;
