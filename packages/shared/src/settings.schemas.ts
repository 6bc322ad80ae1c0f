import { z } from 'zod';
import { RESERVATION_VISIBILITIES, type Language } from './enums.js';
import { emailSchema, passwordSchema } from './account.schemas.js';
import { LIMITS } from './limits.js';

// Settings and the account life cycle (spec §3 settings, §4 profile states, §5 deletion phrase;
// docs/decisions/0014-account-deletion-and-export.md). Messages are error codes.

/** The on/off settings of spec §3, in the groups the settings screen shows them. */
export const SETTING_GROUPS = {
  email: ['emailOnFriendRequest', 'emailOnGiftReceived', 'emailOnFriendDailyReservation', 'emailOnFriendEventReservation', 'emailOnMessage'],
  visibility: ['foundInSpark', 'shownOnline', 'visitableOnlyByVerified'],
  contact: ['onlyVerifiedMayContact', 'messagesFromFriendsOnly', 'foundInSearch'],
} as const;
export type SettingToggle = (typeof SETTING_GROUPS)[keyof typeof SETTING_GROUPS][number];
export const SETTING_TOGGLES: readonly SettingToggle[] = Object.values(SETTING_GROUPS).flat();

const toggle = z.boolean('BAD_INPUT').optional();

/** A partial change of the settings: only the named ones change; at least one must be named. */
export const updateSettingsInput = z
  .strictObject(
    {
      emailOnFriendRequest: toggle,
      emailOnGiftReceived: toggle,
      emailOnFriendDailyReservation: toggle,
      emailOnFriendEventReservation: toggle,
      emailOnMessage: toggle,
      foundInSpark: toggle,
      shownOnline: toggle,
      visitableOnlyByVerified: toggle,
      onlyVerifiedMayContact: toggle,
      messagesFromFriendsOnly: toggle,
      foundInSearch: toggle,
      reservationsVisibleTo: z.enum(RESERVATION_VISIBILITIES, 'BAD_INPUT').optional(),
    },
    'BAD_INPUT',
  )
  .refine((value) => Object.values(value).some((v) => v !== undefined), 'BAD_INPUT');
export type UpdateSettingsInput = z.input<typeof updateSettingsInput>;

/** The current password, as typed to confirm a change (never trimmed: spaces may be part of it). */
export const currentPasswordSchema = z.string('WRONG_PASSWORD').min(1, 'WRONG_PASSWORD').max(LIMITS.passwordMax, 'WRONG_PASSWORD');

export const changePasswordInput = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
});

export const requestEmailChangeInput = z.object({
  newEmail: emailSchema,
  currentPassword: currentPasswordSchema,
});

/** What a member types to delete the profile for good (spec §5), in the member's language. */
export const DELETION_PHRASES: Readonly<Record<Language, string>> = { de: 'Ich bin sicher', en: 'I am sure' };

/**
 * The typed phrase matches when it is the member's language's phrase exactly (case included);
 * only spaces around it are forgiven.
 */
export function isDeletionPhrase(language: Language, typed: string): boolean {
  return typed.trim() === DELETION_PHRASES[language];
}

export const deleteAccountInput = z.object({
  phrase: z.string('DELETION_PHRASE_WRONG').max(100, 'DELETION_PHRASE_WRONG'),
  currentPassword: currentPasswordSchema,
});

export const ACCOUNT = {
  /** Downloads of one's data per member and hour: each reads every photo file. */
  exportsPerHour: 5,
  /** Sessions per page in the settings' list of devices. */
  sessionsPageSize: 20,
  sessionsPageSizeMax: 50,
  /** Password checks (changes, deactivation, deletion) per member and hour: a shield against guessing with a stolen session. */
  passwordChecksPerHour: 10,
} as const;
