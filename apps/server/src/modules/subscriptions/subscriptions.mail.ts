import { formatChf, type Language } from '@venue/shared';
import { render, type MailContent } from '../accounts/accounts.mail.js';

// The member's e-mails about their premium subscription, in their language. Discreet subjects.

export type PremiumNotice = { kind: 'renewal-failed'; amountRappen: number; retryAt: string; message: string } | { kind: 'ended' };

const zurichDate = (iso: string, lang: Language) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'de-CH', { timeZone: 'Europe/Zurich', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

export function premiumNoticeMail(lang: Language, opts: { recipient: string; notice: PremiumNotice; link: string }): MailContent {
  const n = opts.notice;
  if (lang === 'en') {
    return render(lang, {
      subject: n.kind === 'ended' ? 'Your subscription has ended' : 'Your subscription renewal did not go through',
      greeting: `Hello ${opts.recipient},`,
      lines:
        n.kind === 'ended'
          ? ['Your premium membership has ended, and with it the verified features. You can subscribe again at any time.']
          : [
              `We could not charge ${formatChf(n.amountRappen)} for your premium renewal (${n.message}).`,
              `We will try again on ${zurichDate(n.retryAt, lang)}. You keep your premium features until then; please check your payment method.`,
            ],
      action: n.kind === 'ended' ? 'See premium' : 'Check payment methods',
      link: opts.link,
      footer: 'You get this e-mail because you have a premium membership.',
    });
  }
  return render(lang, {
    subject: n.kind === 'ended' ? 'Dein Abo ist beendet' : 'Abo-Verlängerung fehlgeschlagen',
    greeting: `Hallo ${opts.recipient}`,
    lines:
      n.kind === 'ended'
        ? ['Deine Premium-Mitgliedschaft ist beendet und damit auch die Funktionen für verifizierte Mitglieder. Du kannst jederzeit wieder abonnieren.']
        : [
            `Wir konnten ${formatChf(n.amountRappen)} für deine Premium-Verlängerung nicht belasten (${n.message}).`,
            `Wir versuchen es am ${zurichDate(n.retryAt, lang)} erneut. Bis dahin bleiben deine Premium-Funktionen aktiv; bitte prüfe deine Zahlungsart.`,
          ],
    action: n.kind === 'ended' ? 'Premium ansehen' : 'Zahlungsarten prüfen',
    link: opts.link,
    footer: 'Du erhältst diese E-Mail, weil du eine Premium-Mitgliedschaft hast.',
  });
}
