import type { Language } from '@venue/shared';
import { swissDateFormat } from '../../i18n/format.js';
import type { NewsPost } from './operations.js';

/** A post's title and body in the interface language. */
export function localizedNews(post: Pick<NewsPost, 'titleDe' | 'titleEn' | 'bodyDe' | 'bodyEn'>, language: Language) {
  return language === 'en' ? { title: post.titleEn, body: post.bodyEn } : { title: post.titleDe, body: post.bodyDe };
}

/** A day as readers expect it, in Swiss time: "12. Juni 2026" / "12 June 2026". */
export function formatNewsDate(iso: string, language: Language): string {
  return swissDateFormat(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}
