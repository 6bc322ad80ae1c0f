import type { Language } from '@venue/shared';
import { render, type MailContent } from '../accounts/accounts.mail.js';

// The e-mail telling a member how staff decided their verification request, in the member's
// language. Discreet subject (it shows on lock screens); a denial quotes the reason staff gave.

export function verificationDecidedMail(lang: Language, opts: { username: string; approved: boolean; reason: string | null; link: string }): MailContent {
  if (lang === 'en') {
    return render(lang, {
      subject: opts.approved ? 'Your account is verified' : 'Your verification request',
      greeting: `Hello ${opts.username},`,
      lines: opts.approved
        ? ['Our team has checked your selfie: your account is now verified. The verified badge shows on your profile, and every feature for verified members is open to you.']
        : ['Our team has checked your selfie and could not verify your account this time.', `The reason: ${opts.reason ?? ''}`, 'You can start a new request at any time.'],
      action: opts.approved ? 'Open the app' : 'Start a new request',
      link: opts.link,
      footer: 'Your selfie has been deleted; we keep only the decision.',
    });
  }
  return render(lang, {
    subject: opts.approved ? 'Dein Konto ist verifiziert' : 'Deine Verifizierungsanfrage',
    greeting: `Hallo ${opts.username}`,
    lines: opts.approved
      ? ['Unser Team hat dein Selfie geprüft: Dein Konto ist jetzt verifiziert. Das Verifiziert-Abzeichen erscheint auf deinem Profil, und alle Funktionen für verifizierte Mitglieder stehen dir offen.']
      : ['Unser Team hat dein Selfie geprüft und konnte dein Konto diesmal nicht verifizieren.', `Der Grund: ${opts.reason ?? ''}`, 'Du kannst jederzeit eine neue Anfrage starten.'],
    action: opts.approved ? 'App öffnen' : 'Neue Anfrage starten',
    link: opts.link,
    footer: 'Dein Selfie wurde gelöscht; wir behalten nur den Entscheid.',
  });
}
