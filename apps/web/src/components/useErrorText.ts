import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
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
      return t(`errors.${info.code}`);
    },
    [t, i18n],
  );
}
