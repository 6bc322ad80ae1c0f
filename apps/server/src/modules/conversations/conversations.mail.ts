import type { Language } from '@venue/shared';
import { render, type MailContent } from '../accounts/accounts.mail.js';

// The e-mail about a new private message (spec §3 toggle "message", §9 at most one per 5 minutes),
// in the recipient's language. Discreet: the subject names neither the venue nor anyone (decision 0040), the body names the
// sender but never quotes the message (it may be read on a shared screen); the link opens the
// conversation in the app.

export function newMessageMail(lang: Language, opts: { recipient: string; sender: string; link: string }): MailContent {
  if (lang === 'en') {
    return render(lang, {
      subject: 'New message',
      greeting: `Hello ${opts.recipient},`,
      lines: [`${opts.sender} has written to you. You can read and answer the message in the app.`],
      action: 'Read the message',
      link: opts.link,
      footer: 'You get at most one such e-mail every 5 minutes, and none while you have the app open. You can switch message e-mails off in your settings.',
    });
  }
  return render(lang, {
    subject: 'Neue Nachricht',
    greeting: `Hallo ${opts.recipient}`,
    lines: [`${opts.sender} hat dir geschrieben. Du kannst die Nachricht in der App lesen und beantworten.`],
    action: 'Nachricht lesen',
    link: opts.link,
    footer: 'Du erhältst höchstens eine solche E-Mail alle 5 Minuten und keine, solange du die App offen hast. In deinen Einstellungen kannst du E-Mails bei Nachrichten ausschalten.',
  });
}
