import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteName } from '@venue/shared';
import { createI18n } from '../i18n/i18n.js';
import { checkRoute, type GuardUser } from './guards.js';
import { warningText } from './warnings.js';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const member: GuardUser = {
  slug: 'anna',
  admin: false,
  isDeactivated: false,
  isVerified: false,
  isPremium: false,
  emailVerifiedAt: '2026-01-01T00:00:00.000Z',
  sex: 'F',
  currentLoginTimeout: null,
  bannedRoomIds: [],
};

function refusal(name: RouteName, user: GuardUser | null, params: Record<string, string> = {}) {
  const decision = checkRoute({ name, requires: ROUTES[name].requires }, user, params, NOW);
  if (decision === 'allow') throw new Error(`${name} was allowed`);
  if (!decision.warning) throw new Error(`${name} redirected without a warning`);
  return decision.warning;
}

describe('guard refusals say why and what to do next', () => {
  it('a visitor tapping "Eintrag schreiben" is asked to sign in to write an entry (texts of the first page, no full catalogue)', async () => {
    const de = await createI18n('de');
    const en = await createI18n('en');
    expect(warningText(de, refusal('guestbookNew', null))).toBe('Melde dich an, um einen Eintrag zu schreiben.');
    expect(warningText(en, refusal('guestbookNew', null))).toBe('Sign in to write an entry.');
    expect(warningText(de, refusal('conversations', null))).toBe('Melde dich an, um deine Nachrichten zu lesen.');
  });

  it('words each rule for its situation, never the bare "Das ist nicht erlaubt."', async () => {
    const de = await createI18n('de', { full: true });
    const texts = [
      warningText(de, refusal('home', null)),
      warningText(de, refusal('adminDashboard', member)),
      warningText(de, refusal('editProfile', member, { slug: 'bert' })),
      warningText(de, refusal('home', { ...member, isDeactivated: true })),
      warningText(de, refusal('chatRoulette', member)),
    ];
    expect(texts).toEqual([
      'Melde dich an, um deinen Bereich zu öffnen.',
      'Dieser Bereich ist für das Team des Clubs.',
      'Du kannst nur dein eigenes Profil bearbeiten.',
      'Dein Profil ist deaktiviert. Melde dich neu an, um es wieder zu aktivieren.',
      'Chat-Roulette ist für verifizierte Mitglieder. Hier siehst du deinen Status.',
    ]);
  });

  it('has a text for every route a visitor may be refused, in German and English', async () => {
    for (const language of ['de', 'en'] as const) {
      const i18n = await createI18n(language);
      for (const name of Object.keys(ROUTES) as RouteName[]) {
        const decision = checkRoute({ name, requires: ROUTES[name].requires }, null, { slug: 'anna', id: '1' }, NOW);
        if (decision === 'allow' || !decision.warning) continue;
        const text = warningText(i18n, decision.warning);
        expect(text, `${language} ${name}`).toMatch(language === 'de' ? /^Melde dich .*an, um / : /^Sign in .*to /);
      }
    }
  });
});
