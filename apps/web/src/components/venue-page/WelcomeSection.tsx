import { useEffect, type ReactNode } from 'react';
import { useQuery } from 'urql';
import { useTranslation } from '../../i18n/react.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { PageQuery } from './operations.js';
import { preloadVenuePageContent, VenuePageContent } from './VenuePageContent.js';

/**
 * The welcome page's carousel and text, for the index page `/` (kept apart from the landing's
 * other sections so news and events can sit beside it). Shows nothing until the page is there;
 * `after` (the sections below) appears together with it or once loading failed, so that nothing
 * the visitor may already be tapping is pushed down by the welcome text arriving late.
 */
export function WelcomeSection({ after }: { after?: ReactNode }) {
  const { i18n } = useTranslation();
  useEffect(preloadVenuePageContent, []);
  const [{ data, fetching, error }] = useQuery({ query: PageQuery, variables: { name: 'welcome' } });
  if (!data?.page) return fetching && !error ? null : <>{after}</>;
  return (
    <>
      <section aria-label={currentLanguage(i18n) === 'en' ? data.page.titleEn : data.page.titleDe}>
        <VenuePageContent page={data.page} language={currentLanguage(i18n)} />
      </section>
      {after}
    </>
  );
}
