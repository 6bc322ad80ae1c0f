import type { Language } from '@venue/shared';
import { BRAND, render, type MailContent } from '../accounts/accounts.mail.js';

// The e-mail to a reporter when the team replies, asks for more information or closes the report
// (decision 0013), in the reporter's language. Discreet: neither the subject nor the body names
// the reported member or quotes the report; the link leads to the report in the app.

export type ReportNews = 'reply' | 'awaitingReply' | 'closed';

const LINES: Record<Language, Record<ReportNews, string>> = {
  de: {
    reply: 'Das Team hat auf deine Meldung geantwortet.',
    awaitingReply: 'Das Team braucht mehr Informationen zu deiner Meldung. Bitte antworte direkt bei der Meldung.',
    closed: 'Deine Meldung ist abgeschlossen. Danke, dass du uns geholfen hast.',
  },
  en: {
    reply: 'The team has replied to your report.',
    awaitingReply: 'The team needs more information about your report. Please reply right on the report.',
    closed: 'Your report is closed. Thank you for helping us.',
  },
};

export function reportNewsMail(lang: Language, opts: { recipient: string; news: ReportNews; link: string }): MailContent {
  if (lang === 'en') {
    return render(lang, {
      subject: `${BRAND}: news about your report`,
      greeting: `Hello ${opts.recipient},`,
      lines: [LINES.en[opts.news]],
      action: 'Open the report',
      link: opts.link,
      footer: 'You get this e-mail because you reported something to the team. You will find all your reports in the menu under Reports.',
    });
  }
  return render(lang, {
    subject: `${BRAND}: Neuigkeiten zu deiner Meldung`,
    greeting: `Hallo ${opts.recipient}`,
    lines: [LINES.de[opts.news]],
    action: 'Meldung öffnen',
    link: opts.link,
    footer: 'Du erhältst diese E-Mail, weil du dem Team etwas gemeldet hast. Alle deine Meldungen findest du im Menü unter «Meldungen».',
  });
}
