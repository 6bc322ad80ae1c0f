import type { TFunction } from '../../i18n/translator.js';
import type { ReportSummary } from './operations.js';

/**
 * Whom a report is about, in words. The server names nobody when the account is gone, nor a chat
 * roulette partner to the member who reported them (anonymous; only the team sees who it was).
 */
export function subjectName(report: Pick<ReportSummary, 'subject' | 'subjectUsername' | 'mine'>, t: TFunction): string {
  if (report.subjectUsername) return report.subjectUsername;
  return report.subject === 'ROULETTE' && report.mine ? t('reports.anonymousPartner') : t('reports.goneAccount');
}
