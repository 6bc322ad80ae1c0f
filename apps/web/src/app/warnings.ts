import type { I18n } from '../i18n/i18n.js';
import { notify } from './notifications-demand.js';
import { currentLanguage } from '../i18n/i18n.js';
import { formatDateTime } from '../i18n/format.js';
import type { GuardWarning, NotAllowedReason } from './guards.js';

/** The text key of a refusal: worded for the rule and, where the route says, for its purpose. */
function notAllowedKey(reason: NotAllowedReason): string {
  switch (reason.rule) {
    case 'signIn':
    case 'verifiedOnly':
      return `warnings.${reason.rule}.${reason.purpose}`;
    default:
      return `warnings.${reason.rule}`;
  }
}

/** The guard's warning as text in the current language. */
export function warningText(i18n: I18n, warning: GuardWarning): string {
  switch (warning.kind) {
    case 'loginTimeout':
      return i18n.t('warnings.loginTimeout', { datetime: formatDateTime(warning.until, currentLanguage(i18n)) });
    case 'notAllowed':
      return i18n.t(notAllowedKey(warning.reason));
    default:
      return i18n.t(`warnings.${warning.kind}`);
  }
}

/** Being asked to sign in, to fill the profile or to confirm the address is a next step, not a fault. */
function isNextStep(warning: GuardWarning): boolean {
  return warning.kind === 'fillProfile' || warning.kind === 'emailExplanation' || (warning.kind === 'notAllowed' && warning.reason.rule === 'signIn');
}

/** Shows a guard warning as a notification; the same warning twice stays one notification. */
export function showWarning(i18n: I18n, warning: GuardWarning): void {
  notify({
    id: `warning-${warning.kind}`,
    color: isNextStep(warning) ? 'blue' : 'orange',
    message: warningText(i18n, warning),
    // The timeout text matters until the member has read it.
    autoClose: warning.kind === 'loginTimeout' ? false : 8000,
  });
}

/** A plain success notice (e.g. "password changed"). */
export function showNotice(message: string): void {
  notify({ color: 'green', message, autoClose: 6000 });
}
