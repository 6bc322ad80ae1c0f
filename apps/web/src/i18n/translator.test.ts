import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator.js';
import { I18n } from './i18n.js';

function translator() {
  const t = new Translator('en', 'de');
  t.addResourceBundle('de', { nav: { signIn: 'Anmelden', home: 'Mein Bereich' }, fee: 'CHF {{amount}} pro Person' });
  t.addResourceBundle('en', { nav: { signIn: 'Sign in' }, fee: 'CHF {{ amount }} each', guests: 'Guests', guests_one: 'One guest', guests_other: '{{count}} guests' });
  return t;
}

describe('Translator', () => {
  it('finds a text in the current language, else in German', () => {
    const t = translator();
    expect(t.t('nav.signIn')).toBe('Sign in');
    expect(t.t('nav.home')).toBe('Mein Bereich');
  });

  it('fills in placeholders and chooses the plural form by count', () => {
    const t = translator();
    expect(t.t('fee', { amount: 35 })).toBe('CHF 35 each');
    expect(t.t('guests', { count: 1 })).toBe('One guest');
    expect(t.t('guests', { count: 4 })).toBe('4 guests');
    expect(t.t('guests')).toBe('Guests');
  });

  it('answers an unknown key with the key and reports it', () => {
    const t = translator();
    t.onMissing = vi.fn();
    expect(t.t('nav.nothing')).toBe('nav.nothing');
    expect(t.onMissing).toHaveBeenCalledWith('nav.nothing');
  });

  it('merges later parts of a catalogue into the earlier ones and tells listeners about changes', () => {
    const t = translator();
    const listener = vi.fn();
    t.onChange(listener);
    const before = t.version;
    t.addResourceBundle('en', { nav: { home: 'My area' } });
    expect(t.t('nav.home')).toBe('My area');
    expect(t.t('nav.signIn')).toBe('Sign in');
    t.changeLanguage('de');
    expect(t.t('nav.signIn')).toBe('Anmelden');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(t.version).toBe(before + 2);
  });
});

describe('I18n', () => {
  it('starts with the public texts and fetches the full catalogue for a text it does not have yet', async () => {
    const i18n = new I18n('de');
    await i18n.load('de');
    expect(i18n.t('nav.signIn')).toBe('Anmelden');
    expect(i18n.hasResourceBundle('de')).toBe(true);
    expect(i18n.t('profileForm.saved')).toBe('');
    await vi.waitFor(() => expect(i18n.t('profileForm.saved')).toBe('Dein Profil ist gespeichert.'));
  });
});
