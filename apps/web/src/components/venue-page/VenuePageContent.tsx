import { lazy, Suspense } from 'react';
import { Skeleton, Stack } from '@mantine/core';
import { CAROUSEL_HEIGHTS, type Language } from '@venue/shared';
import { carouselHeightOf, type VenuePage } from './operations.js';

// The renderer and the carousel are separate chunks, fetched while the page's data is on its way:
// the page shell stays small (initial-JS budget) and nothing waits longer than the data.
const loadMarkdown = () => import('../Markdown.js');
const loadCarousel = () => import('../VenueCarousel.js');
const Markdown = lazy(() => loadMarkdown().then((m) => ({ default: m.Markdown })));
const MarkdownAccordion = lazy(() => loadMarkdown().then((m) => ({ default: m.MarkdownAccordion })));
const VenueCarousel = lazy(() => loadCarousel().then((m) => ({ default: m.VenueCarousel })));

/** Starts fetching the renderer and carousel code (call when a page is about to be shown). */
export function preloadVenuePageContent(): void {
  void loadMarkdown();
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
  const body = language === 'en' ? page.bodyEn : page.bodyDe;
  const images = page.images.map((image) => ({ ...image, alt: language === 'en' ? image.altEn : image.altDe }));
  return (
    <Stack gap="lg">
      {images.length > 0 && (
        <Suspense fallback={<Skeleton height={CAROUSEL_HEIGHTS[height]} radius="md" />}>
          <VenueCarousel images={images} height={height} label={pageTitle(page, language)} eagerFirst={aboveTheFold} />
        </Suspense>
      )}
      <Suspense fallback={<Skeleton height={120} radius="sm" />}>
        {ACCORDION_PAGES.has(page.name) ? <MarkdownAccordion source={body} /> : <Markdown source={body} />}
      </Suspense>
    </Stack>
  );
}
