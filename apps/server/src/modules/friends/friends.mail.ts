import type { Language } from '@venue/shared';
import { render, type MailContent } from '../accounts/accounts.mail.js';

// The e-mail to the addressee of a friend request (setting "e-mail on friend request", spec §3),
// in the addressee's language. Discreet subject (it shows on lock screens); the body names the
// requester; the link leads to the requests tab.

export function friendRequestMail(lang: Language, opts: { recipient: string; requester: string; link: string }): MailContent {
  if (lang === 'en') {
    return render(lang, {
      subject: 'New friend request',
      greeting: `Hello ${opts.recipient},`,
      lines: [`${opts.requester} has sent you a friend request. You can accept or decline it under Friends → Requests.`],
      action: 'See the request',
      link: opts.link,
      footer: 'You get this e-mail because friend-request e-mails are switched on in your settings. You can switch them off there.',
    });
  }
  return render(lang, {
    subject: 'Neue Freundschaftsanfrage',
    greeting: `Hallo ${opts.recipient}`,
    lines: [`${opts.requester} hat dir eine Freundschaftsanfrage gesendet. Du kannst sie unter Freunde → Anfragen annehmen oder ablehnen.`],
    action: 'Anfrage ansehen',
    link: opts.link,
    footer: 'Du erhältst diese E-Mail, weil E-Mails bei Freundschaftsanfragen in deinen Einstellungen eingeschaltet sind. Dort kannst du sie ausschalten.',
  });
}
