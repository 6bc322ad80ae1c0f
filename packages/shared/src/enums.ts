export const SEXES = ['M', 'F', 'MF', 'MM', 'FF'] as const;
export type Sex = (typeof SEXES)[number];

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

// Profile info (spec §3). Stored as these codes; the web app translates them.
export const HAIR_COLOURS = ['BLACK', 'BROWN', 'BLOND', 'RED', 'GREY', 'WHITE', 'BALD', 'OTHER'] as const;
export type HairColour = (typeof HAIR_COLOURS)[number];
export const EYE_COLOURS = ['BLUE', 'GREEN', 'GREY', 'BROWN', 'HAZEL', 'OTHER'] as const;
export type EyeColour = (typeof EYE_COLOURS)[number];
export const LOOKS = ['SPORTY', 'FASHIONABLE', 'INDIVIDUAL'] as const;
export type Looks = (typeof LOOKS)[number];
export const SEXUALITIES = ['HETERO', 'BISEXUAL', 'BI_CURIOUS', 'HOMOSEXUAL'] as const;
export type Sexuality = (typeof SEXUALITIES)[number];
export const DOMINANCES = ['VERY_DOMINANT', 'DOMINANT', 'BOTH', 'SUBMISSIVE', 'VERY_SUBMISSIVE'] as const;
export type Dominance = (typeof DOMINANCES)[number];
export const SMOKING = ['YES', 'NO', 'SOMETIMES'] as const;
export type Smoking = (typeof SMOKING)[number];

/** Who may see a photo: everyone who may see the profile, or only friends (and admins). */
export const PHOTO_VISIBILITIES = ['PUBLIC', 'FRIENDS'] as const;
export type PhotoVisibility = (typeof PHOTO_VISIBILITIES)[number];

/** Friendship life cycle (spec §4): a request is PENDING, then ACCEPTED, DECLINED or REVOKED; a friendship may be REMOVED. */
export const FRIENDSHIP_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'REVOKED', 'REMOVED'] as const;
export type FriendshipStatus = (typeof FRIENDSHIP_STATUSES)[number];

/** Report status (spec §4); the list filter adds ALL. */
export const REPORT_STATUSES = ['OPEN', 'PROCESSING', 'AWAITING_REPLY', 'CLOSED_ACTION_TAKEN', 'CLOSED_NO_ACTION_TAKEN'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** MESSAGE: a private message; ROOM_MESSAGE: a chat room's message; ROULETTE: a chat roulette partner (decision 0019); CLASSIFIED: a classified (decision 0047). */
export const REPORT_SUBJECTS = ['USER', 'PHOTO', 'MESSAGE', 'ROOM_MESSAGE', 'ROULETTE', 'CLASSIFIED'] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];

/** Who sees a member's daily and event reservations (spec §3 settings). */
export const RESERVATION_VISIBILITIES = ['EVERYONE', 'FRIENDS'] as const;
export type ReservationVisibility = (typeof RESERVATION_VISIBILITIES)[number];

/**
 * Where a member lives, as cards and profiles show it: one of the 26 Swiss cantons by its official
 * abbreviation (the venue's members come from Switzerland; the names are in the catalogues).
 */
export const REGIONS = ['AG', 'AI', 'AR', 'BE', 'BL', 'BS', 'FR', 'GE', 'GL', 'GR', 'JU', 'LU', 'NE', 'NW', 'OW', 'SG', 'SH', 'SO', 'SZ', 'TG', 'TI', 'UR', 'VD', 'VS', 'ZG', 'ZH'] as const;
export type Region = (typeof REGIONS)[number];
