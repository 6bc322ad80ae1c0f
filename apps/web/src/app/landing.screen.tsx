import { Landing } from '../features/venue/landing.route.js';
import { NextEvents } from '../features/events/NextEvents.js';
import { LatestNews } from '../features/news/LatestNews.js';
import { WelcomeSection } from '../components/venue-page/WelcomeSection.js';
import { loadVenuePagePartsShown } from '../components/venue-page/VenuePageContent.js';

/** Before hydration (app/boot.tsx): the code of the welcome section's carousel. */
export const beforeHydration = loadVenuePagePartsShown;
import { HydrationBoundary } from '../components/HydrationBoundary.js';

/** `/`: the venue's landing with the next events and the latest news, composed here (features stay apart). */
export function Component() {
  return (
    <Landing
      sections={
        <WelcomeSection
          after={
            <>
              <HydrationBoundary>
                <NextEvents />
              </HydrationBoundary>
              <HydrationBoundary>
                <LatestNews />
              </HydrationBoundary>
            </>
          }
        />
      }
    />
  );
}
