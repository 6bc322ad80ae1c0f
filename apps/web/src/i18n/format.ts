import type { Language } from '@venue/shared';

const LOCALES: Record<Language, string> = { de: 'de-CH', en: 'en-GB' };

/** A date and time as the venue's members read it: Swiss local time, in the interface language. */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: 'Europe/Zurich',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
