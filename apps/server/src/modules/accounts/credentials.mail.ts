import { TIMINGS, type Language } from '@venue/shared';
import { BRAND, render, type MailContent } from './accounts.mail.js';

// E-mails of an e-mail change: the link goes to the new address, a notice to the old one.

/** "an***@example.ch": enough for the member to recognise the address, not enough to read it off. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  const local = address.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length - 1))}***${address.slice(at)}`;
}

export function emailChangeLinkMail(lang: Language, opts: { username: string; link: string }): MailContent {
  const hours = TIMINGS.emailTokenHours;
  if (lang === 'en') {
    return render(lang, {
      subject: `${BRAND}: confirm your new e-mail address`,
      greeting: `Hello ${opts.username},`,
      lines: [
        `you asked to use this address for your ${BRAND} account. Please confirm it with the following link. It is valid for ${hours} hours and can be used once.`,
        'Until then your previous address stays in use. Confirming signs you out on your other devices.',
      ],
      action: 'Confirm new e-mail address',
      link: opts.link,
      footer: 'If you did not ask for this, you can ignore this e-mail: nothing changes.',
    });
  }
  return render(lang, {
    subject: `${BRAND}: Bestätige deine neue E-Mail-Adresse`,
    greeting: `Hallo ${opts.username}`,
    lines: [
      `Du möchtest diese Adresse für dein Benutzerkonto im ${BRAND} verwenden. Bitte bestätige sie mit dem folgenden Link. Er ist ${hours} Stunden gültig und kann einmal verwendet werden.`,
      'Bis dahin gilt deine bisherige Adresse. Mit der Bestätigung wirst du auf deinen anderen Geräten abgemeldet.',
    ],
    action: 'Neue E-Mail-Adresse bestätigen',
    link: opts.link,
    footer: 'Falls du das nicht warst, kannst du diese E-Mail ignorieren: Es ändert sich nichts.',
  });
}

export function emailChangeNoticeMail(lang: Language, opts: { username: string; maskedNewEmail: string; settingsLink: string }): MailContent {
  if (lang === 'en') {
    return render(lang, {
      subject: `${BRAND}: your e-mail address is about to change`,
      greeting: `Hello ${opts.username},`,
      lines: [
        `someone signed in to your account asked to change its e-mail address to ${opts.maskedNewEmail}. A confirmation link went to that address; until it is used, this address stays in use.`,
        'If this was not you, change your password now: that ends all other sessions.',
      ],
      action: 'Open settings',
      link: opts.settingsLink,
      footer: 'If it was you, there is nothing to do.',
    });
  }
  return render(lang, {
    subject: `${BRAND}: Deine E-Mail-Adresse soll geändert werden`,
    greeting: `Hallo ${opts.username}`,
    lines: [
      `Jemand, der in deinem Benutzerkonto angemeldet ist, möchte die E-Mail-Adresse auf ${opts.maskedNewEmail} ändern. Ein Bestätigungslink ging an diese Adresse; bis er verwendet wird, gilt diese Adresse weiter.`,
      'Falls du das nicht warst, ändere jetzt dein Passwort: Damit werden alle anderen Sitzungen beendet.',
    ],
    action: 'Einstellungen öffnen',
    link: opts.settingsLink,
    footer: 'Falls du es warst, musst du nichts tun.',
  });
}
