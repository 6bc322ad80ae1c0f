import type { Language, Sex } from '@venue/shared';

/**
 * DEMO ONLY. Fixed accounts for demos and manual testing; their passwords are public
 * (README.md, "Demo accounts"). Never seeded with NODE_ENV=production.
 */
export const DEMO_MEMBER_PASSWORD = 'Demo-Mitglied-2026';
export const DEMO_ADMIN_PASSWORD = 'Demo-Admin-2026';

export interface DemoAccount {
  username: string;
  email: string;
  sex: Sex | null;
  language: Language;
  phone: string;
  admin?: boolean;
  /** Verified by the venue (ID check / premium), not just activated. */
  verified?: boolean;
  /** Signed up, but neither e-mail nor phone confirmed yet. */
  pending?: boolean;
}

const account = (username: string, sex: Sex | null, language: Language, phone: string, extra: Partial<DemoAccount> = {}): DemoAccount => ({
  username,
  email: `${username.toLowerCase()}@example.com`,
  sex,
  language,
  phone,
  ...extra,
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account('Admin_Venue', null, 'de', '+41790000100', { admin: true, verified: true }),
  // Single men
  account('Reto_ZH', 'M', 'de', '+41790000101', { verified: true }),
  account('Beat_Baerner', 'M', 'de', '+41790000102'),
  account('Luca_TI', 'M', 'en', '+41790000103'),
  // Single women
  account('Seraina_GR', 'F', 'de', '+41790000111', { verified: true }),
  account('Nadja_LU', 'F', 'de', '+41790000112'),
  account('Chantal_BS', 'F', 'en', '+41790000113', { verified: true }),
  // Couples: woman and man
  account('Sandra_und_Marco', 'MF', 'de', '+41790000121', { verified: true }),
  account('Paerli_Zueri', 'MF', 'de', '+41790000122'),
  account('Anna_and_Tom', 'MF', 'en', '+41790000123'),
  // Couples: two men
  account('Jonas_und_Dario', 'MM', 'de', '+41790000131', { verified: true }),
  account('Urs_und_Fabian', 'MM', 'en', '+41790000132'),
  // Couples: two women
  account('Lea_und_Mirjam', 'FF', 'de', '+41790000141', { verified: true }),
  account('Corinne_und_Jana', 'FF', 'en', '+41790000142'),
  // Signed up, not activated yet
  account('Neu_Mitglied', null, 'de', '+41790000199', { pending: true }),
];

export function demoPasswordOf(a: DemoAccount) {
  return a.admin ? DEMO_ADMIN_PASSWORD : DEMO_MEMBER_PASSWORD;
}
