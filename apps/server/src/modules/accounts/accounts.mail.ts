import { TIMINGS, type Language } from '@venue/shared';

// E-mail and SMS texts, localised by the member's language (the only texts the server writes).
// Every e-mail has a plain-text part and an HTML part; values are escaped in the HTML.

export const BRAND = 'Club Venue';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export interface MailParts {
  subject: string;
  greeting: string;
  lines: string[];
  action: string;
  link: string;
  footer: string;
}

export function render(lang: Language, parts: MailParts): MailContent {
  const text = [parts.greeting, '', ...parts.lines, '', parts.link, '', parts.footer, '', `— ${BRAND}`].join('\n');
  const paragraphs = parts.lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('\n');
  const href = escapeHtml(parts.link);
  const html = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f1ee;font-family:Helvetica,Arial,sans-serif;color:#222;line-height:1.5">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="margin:0 0 12px">${escapeHtml(parts.greeting)}</p>
${paragraphs}
<p style="margin:24px 0"><a href="${href}" style="background:#7a1f3d;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(parts.action)}</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#555">${escapeHtml(lang === 'de' ? 'Oder kopiere diesen Link in deinen Browser:' : 'Or copy this link into your browser:')}<br><a href="${href}" style="color:#7a1f3d;word-break:break-all">${href}</a></p>
<p style="margin:24px 0 0;font-size:13px;color:#555">${escapeHtml(parts.footer)}</p>
<p style="margin:12px 0 0;font-size:13px;color:#555">— ${BRAND}</p>
</div>
</body>
</html>
`;
  return { subject: parts.subject, text, html };
}

export function activationMail(lang: Language, opts: { username: string; link: string }): MailContent {
  const hours = TIMINGS.emailTokenHours;
  if (lang === 'en') {
    return render(lang, {
      subject: `${BRAND}: confirm your e-mail address`,
      greeting: `Hello ${opts.username},`,
      lines: [`welcome to ${BRAND}! Please confirm your e-mail address with the following link. It is valid for ${hours} hours and can be used once.`],
      action: 'Confirm e-mail address',
      link: opts.link,
      footer: 'If you did not sign up, you can ignore this e-mail.',
    });
  }
  return render(lang, {
    subject: `${BRAND}: Bestätige deine E-Mail-Adresse`,
    greeting: `Hallo ${opts.username}`,
    lines: [`Willkommen im ${BRAND}! Bitte bestätige deine E-Mail-Adresse mit dem folgenden Link. Er ist ${hours} Stunden gültig und kann einmal verwendet werden.`],
    action: 'E-Mail-Adresse bestätigen',
    link: opts.link,
    footer: 'Falls du dich nicht registriert hast, kannst du diese E-Mail ignorieren.',
  });
}

export function passwordResetMail(lang: Language, opts: { username: string; link: string }): MailContent {
  const minutes = TIMINGS.resetTokenMinutes;
  if (lang === 'en') {
    return render(lang, {
      subject: `${BRAND}: reset your password`,
      greeting: `Hello ${opts.username},`,
      lines: [
        `someone asked to reset the password of your account. With the following link you can choose a new password. It is valid for ${minutes} minutes and can be used once.`,
        'Setting a new password signs you out on all devices.',
      ],
      action: 'Choose a new password',
      link: opts.link,
      footer: 'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    });
  }
  return render(lang, {
    subject: `${BRAND}: Passwort zurücksetzen`,
    greeting: `Hallo ${opts.username}`,
    lines: [
      `Jemand möchte das Passwort deines Benutzerkontos zurücksetzen. Mit dem folgenden Link kannst du ein neues Passwort wählen. Er ist ${minutes} Minuten gültig und kann einmal verwendet werden.`,
      'Mit dem neuen Passwort wirst du auf allen Geräten abgemeldet.',
    ],
    action: 'Neues Passwort wählen',
    link: opts.link,
    footer: 'Falls du das nicht warst, kannst du diese E-Mail ignorieren: Dein Passwort bleibt unverändert.',
  });
}

export function phoneCodeSms(lang: Language, code: string): string {
  const minutes = TIMINGS.phoneCodeMinutes;
  return lang === 'en'
    ? `${code} is your ${BRAND} code. It is valid for ${minutes} minutes.`
    : `${code} ist dein Code für ${BRAND}. Er ist ${minutes} Minuten gültig.`;
}

/**
 * To the owner of an address someone tried to use for another account (a sign-up, or an e-mail
 * change of another member): the one who tried is told nothing (decision 0026).
 */
export function addressInUseMail(lang: Language, opts: { username: string; link: string; resetLink: string }): MailContent {
  if (lang === 'en') {
    return render(lang, {
      subject: `${BRAND}: someone tried to use your e-mail address`,
      greeting: `Hello ${opts.username},`,
      lines: [
        `someone just tried to use this e-mail address for another ${BRAND} account. Your address already belongs to your account, so nothing was created and nothing changed.`,
        `If it was you: simply sign in. If you have forgotten your password, you can choose a new one here: ${opts.resetLink}`,
      ],
      action: 'Sign in',
      link: opts.link,
      footer: 'If it was not you, you can ignore this e-mail: your account stays as it is.',
    });
  }
  return render(lang, {
    subject: `${BRAND}: Jemand wollte deine E-Mail-Adresse verwenden`,
    greeting: `Hallo ${opts.username}`,
    lines: [
      `Jemand wollte soeben diese E-Mail-Adresse für ein weiteres Benutzerkonto im ${BRAND} verwenden. Die Adresse gehört bereits zu deinem Benutzerkonto, darum wurde nichts erstellt und nichts geändert.`,
      `Falls du es warst: Melde dich einfach an. Falls du dein Passwort vergessen hast, kannst du hier ein neues wählen: ${opts.resetLink}`,
    ],
    action: 'Anmelden',
    link: opts.link,
    footer: 'Falls du es nicht warst, kannst du diese E-Mail ignorieren: Dein Benutzerkonto bleibt, wie es ist.',
  });
}
