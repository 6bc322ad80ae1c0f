import type { Language } from '@venue/shared';
import { render, type MailContent } from '../accounts/accounts.mail.js';

// The e-mail to a member who was sent a gift (setting "e-mail on gift received", spec §3), in the
// recipient's language. Discreet subject (it shows on lock screens); the body names the sender.

export function giftReceivedMail(lang: Language, opts: { recipient: string; sender: string; link: string }): MailContent {
  if (lang === 'en') {
    return render(lang, {
      subject: 'Something new for you',
      greeting: `Hello ${opts.recipient},`,
      lines: [`${opts.sender} has sent you a gift. You can accept or decline it under Gifts.`],
      action: 'See the gift',
      link: opts.link,
      footer: 'You get this e-mail because gift e-mails are switched on in your settings. You can switch them off there.',
    });
  }
  return render(lang, {
    subject: 'Etwas Neues für dich',
    greeting: `Hallo ${opts.recipient}`,
    lines: [`${opts.sender} hat dir ein Geschenk geschickt. Du kannst es unter Geschenke annehmen oder ablehnen.`],
    action: 'Geschenk ansehen',
    link: opts.link,
    footer: 'Du erhältst diese E-Mail, weil E-Mails bei Geschenken in deinen Einstellungen eingeschaltet sind. Dort kannst du sie ausschalten.',
  });
}
