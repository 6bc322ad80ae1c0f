import { lazy, Suspense } from 'react';
import { Box, Skeleton, Stack } from '@mantine/core';
import { CAROUSEL_HEIGHTS, type Language } from '@venue/shared';
import { ResponsiveImage } from '../ResponsiveImage.js';
import { carouselHeightOf, type VenuePage } from './operations.js';
import { ServerHtml } from '../ServerHtml.js';

// The body comes as HTML rendered on the server (no Markdown code in the browser). The FAQ's
// accordion and the carousel are separate chunks, fetched while the page's data is on its way:
// the page shell stays small (initial-JS budget) and nothing waits longer than the data.
const loadAccordion = () => import('./PageHtmlAccordion.js');
const loadCarousel = () => import('../VenueCarousel.js');
const PageHtmlAccordion = lazy(() => loadAccordion().then((m) => ({ default: m.PageHtmlAccordion })));
const VenueCarousel = lazy(() => loadCarousel().then((m) => ({ default: m.VenueCarousel })));

/**
 * Before a server-rendered page is hydrated: the code of the parts it shows (carousel, FAQ
 * accordion), so that they become interactive with the rest of the page, not a moment later.
 */
export async function loadVenuePagePartsShown(doc: Pick<Document, 'querySelector'> = document): Promise<void> {
  await Promise.all([doc.querySelector('.mantine-Carousel-root') && loadCarousel(), doc.querySelector('.mantine-Accordion-root') && loadAccordion()]);
}

/** Starts fetching the carousel code (call when a page is about to be shown). */
export function preloadVenuePageContent(): void {
  void loadCarousel();
}

/** Pages whose "## …" sections are shown folded, as an accordion. */
const ACCORDION_PAGES = new Set(['faq']);

export function pageTitle(page: Pick<VenuePage, 'titleDe' | 'titleEn'>, language: Language): string {
  return language === 'en' ? page.titleEn : page.titleDe;
}

/**
 * A venue page's carousel and Markdown body in the given language (the title is the caller's).
 * `aboveTheFold`: the carousel is the first thing seen, so its first picture loads at once.
 */
export function VenuePageContent({ page, language, aboveTheFold = false }: { page: VenuePage; language: Language; aboveTheFold?: boolean }) {
  const height = carouselHeightOf(page.carouselHeight);
  const body = language === 'en' ? page.bodyHtmlEn : page.bodyHtmlDe;
  const images = page.images.map((image) => ({ ...image, alt: language === 'en' ? image.altEn : image.altDe }));
  return (
    <Stack gap="lg">
      {images.length > 0 && (
        <Suspense
          fallback={
            aboveTheFold ? (
              // The first picture at once, in the carousel's place and size: it is the page's largest
              // paint and need not wait for the carousel's code.
              <Box h={CAROUSEL_HEIGHTS[height]} style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
                <ResponsiveImage storageKey={images[0]!.storageKey} width={images[0]!.width} height={images[0]!.height} alt={images[0]!.alt} fit="cover" priority />
              </Box>
            ) : (
              <Skeleton height={CAROUSEL_HEIGHTS[height]} radius="md" />
            )
          }
        >
          <VenueCarousel key={page.name} images={images} height={height} label={pageTitle(page, language)} eagerFirst={aboveTheFold} />
        </Suspense>
      )}
      {ACCORDION_PAGES.has(page.name) ? (
        <Suspense fallback={<ServerHtml html={body} />}>
          <PageHtmlAccordion html={body} />
        </Suspense>
      ) : (
        <ServerHtml html={body} />
      )}
    </Stack>
  );
}
