import type { Language } from '@venue/shared';
import { swissDateFormat } from '../../i18n/format.js';

/** A day as members read it in Switzerland: "26. Dezember 2026" / "26 December 2026". */
export function formatDay(iso: string, language: Language): string {
  return swissDateFormat(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}
