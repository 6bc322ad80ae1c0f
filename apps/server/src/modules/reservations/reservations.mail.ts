import type { Language } from '@venue/shared';
import { render, type MailContent } from '../accounts/accounts.mail.js';

// The e-mail to a friend when a member reserves (settings "friend event reservation" / "friend daily
// reservation", spec §3), in the recipient's language. The subject shows on lock screens: it names
// nobody and says nothing of the venue; the body names the friend and the evening.

export function friendReservedMail(
  lang: Language,
  opts: { recipient: string; friend: string; kind: 'EVENT' | 'DAILY'; what: string; link: string },
): MailContent {
  if (lang === 'en') {
    return render(lang, {
      subject: 'News from a friend',
      greeting: `Hello ${opts.recipient},`,
      lines: [`${opts.friend} has reserved for ${opts.what}.`],
      action: opts.kind === 'EVENT' ? 'See the event' : 'See your notifications',
      link: opts.link,
      footer: `You get this e-mail because e-mails on friends' ${opts.kind === 'EVENT' ? 'event' : 'daily'} reservations are switched on in your settings. You can switch them off there.`,
    });
  }
  return render(lang, {
    subject: 'Neuigkeit von einem Freund',
    greeting: `Hallo ${opts.recipient}`,
    lines: [`${opts.friend} hat für ${opts.what} reserviert.`],
    action: opts.kind === 'EVENT' ? 'Event ansehen' : 'Benachrichtigungen ansehen',
    link: opts.link,
    footer: `Du erhältst diese E-Mail, weil E-Mails bei ${opts.kind === 'EVENT' ? 'Event-Reservationen' : 'Tagesreservationen'} von Freunden in deinen Einstellungen eingeschaltet sind. Dort kannst du sie ausschalten.`,
  });
}

/** "Samstag, 28. November 2026" / "Saturday, 28 November 2026". */
export function longDate(lang: Language, date: string): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'de-CH', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${date}T12:00:00Z`));
}
