/**
 * The versions of the terms (AGB) and the privacy policy a new member accepts at sign-up: the date
 * of the text in force. Change a date here when the venue publishes a new text of that page
 * (/pages/agb, /pages/datenschutz); the next sign-ups record the new version.
 */
export const LEGAL_VERSIONS = {
  terms: '2026-11-26',
  privacy: '2026-11-26',
} as const;
