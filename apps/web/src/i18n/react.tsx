import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { I18n } from './i18n.js';
import type { TFunction } from './translator.js';

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** The texts in the current language; the component re-renders when the language or the texts change. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation outside I18nProvider');
  const version = useSyncExternalStore(
    (onChange) => i18n.onChange(onChange),
    () => i18n.version,
    () => i18n.version,
  );
  // A new function per change, so that effects and memos that depend on `t` run again.
  const t = useMemo<TFunction>(() => (key, values) => i18n.t(key, values), [i18n, version]);
  return { t, i18n };
}
