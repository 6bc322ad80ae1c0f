import { useCallback } from 'react';
import { useTranslation } from '../i18n/react.js';
import type { CombinedError } from 'urql';
import { formatDateTime } from '../i18n/format.js';
import { currentLanguage } from '../i18n/i18n.js';
import { readAppError, type AppErrorInfo } from './app-error.js';

/** Turns a server error into the sentence the catalogue has for its code. */
export function useErrorText(): (error: CombinedError | AppErrorInfo) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error) => {
      const info = 'code' in error ? error : readAppError(error);
      if (info.code === 'LOGIN_TIMEOUT' && info.until) {
        return t('warnings.loginTimeout', { datetime: formatDateTime(info.until, currentLanguage(i18n)) });
      }
      const key = `errors.${info.code}`;
      const text = t(key);
      // A code this version of the app has no text for (the catalogue answers with the key).
      return text === key ? t('errors.INTERNAL') : text;
    },
    [t, i18n],
  );
}
