import { useCallback, useEffect } from 'react';
import { useTranslation } from '../../i18n/react.js';
import { useMutation, useQuery } from 'urql';
import type { Language } from '@venue/shared';
import { currentLanguage, switchLanguage } from '../../i18n/i18n.js';
import { CurrentUserQuery, SetLanguageMutation } from './operations.js';

/**
 * The interface language and the way to change it: the choice is remembered in the browser and,
 * for a signed-in member, stored on the server (e-mails and SMS use it).
 */
export function useLanguage(): { language: Language; changeLanguage: (language: Language) => Promise<void> } {
  const { i18n } = useTranslation();
  const [{ data }] = useQuery({ query: CurrentUserQuery, requestPolicy: 'cache-first' });
  const [, setLanguage] = useMutation(SetLanguageMutation);
  const signedIn = Boolean(data?.currentUser);
  const changeLanguage = useCallback(
    async (language: Language) => {
      await switchLanguage(i18n, language);
      if (signedIn) await setLanguage({ language });
    },
    [i18n, setLanguage, signedIn],
  );
  return { language: currentLanguage(i18n), changeLanguage };
}

/** After sign-in the member's stored language wins over the browser's (mounted once at the root). */
export function useServerLanguage(): void {
  const { i18n } = useTranslation();
  const [{ data }] = useQuery({ query: CurrentUserQuery, requestPolicy: 'cache-first' });
  const serverLanguage = data?.currentUser?.language;
  useEffect(() => {
    // Only a change of the server's value counts; the member's own switch updates it through setLanguage.
    if (serverLanguage && serverLanguage !== i18n.language) void switchLanguage(i18n, serverLanguage);
  }, [i18n, serverLanguage]);
}
