import type { I18n } from '../i18n/i18n.js';
import { notify } from './notifications-demand.js';
import { currentLanguage } from '../i18n/i18n.js';
import { formatDateTime } from '../i18n/format.js';
import type { GuardWarning } from './guards.js';

/** The guard's warning as text in the current language. */
export function warningText(i18n: I18n, warning: GuardWarning): string {
  switch (warning.kind) {
    case 'loginTimeout':
      return i18n.t('warnings.loginTimeout', { datetime: formatDateTime(warning.until, currentLanguage(i18n)) });
    default:
      return i18n.t(`warnings.${warning.kind}`);
  }
}

/** Shows a guard warning as a notification; the same warning twice stays one notification. */
export function showWarning(i18n: I18n, warning: GuardWarning): void {
  notify({
    id: `warning-${warning.kind}`,
    color: warning.kind === 'fillProfile' || warning.kind === 'emailExplanation' ? 'blue' : 'orange',
    message: warningText(i18n, warning),
    // The timeout text matters until the member has read it.
    autoClose: warning.kind === 'loginTimeout' ? false : 8000,
  });
}

/** A plain success notice (e.g. "password changed"). */
export function showNotice(message: string): void {
  notify({ color: 'green', message, autoClose: 6000 });
}
