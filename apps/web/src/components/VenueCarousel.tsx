import { startTransition, useEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { Carousel } from '@mantine/carousel';
import { Box, Button, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import Autoplay from 'embla-carousel-autoplay';
import type { EmblaCarouselType } from 'embla-carousel';
import { useTranslation } from '../i18n/react.js';
import { CAROUSEL_HEIGHTS, type CarouselHeight } from '@venue/shared';
import { ResponsiveImage } from './ResponsiveImage.js';

export interface CarouselImage {
  id: string;
  storageKey: string;
  width: number;
  height: number;
  alt: string;
}

const DELAY_MS = 5000;

/**
 * The carousel's height as CSS: the spec's size (200/400/600/900 px) on wide screens; on phones
 * (below 48em) the height the first picture needs at the carousel's width (the page's width less
 * its 1rem margins), never more than the spec's size. Without a media query (the same markup is
 * rendered on the server): below 48em the second max() term is negative, from 48em on it is huge.
 */
export function carouselHeightCss(size: CarouselHeight, image: { width: number; height: number } | undefined): string {
  const desktop = `${CAROUSEL_HEIGHTS[size] / 16}rem`;
  if (!image || image.width <= 0 || image.height <= 0) return desktop;
  const ratio = Math.round((image.height / image.width) * 10_000) / 10_000;
  return `min(${desktop}, max(calc((100vw - 2rem) * ${ratio}), calc((100vw - 47.99em) * 1000)))`;
}

/**
 * A page's picture carousel (spec §2): infinite, autoplaying every 5 s. Autoplay pauses while
 * the pointer is over it or focus is inside it, stops for good with the pause button (WCAG 2.2.2)
 * and never starts for people who prefer reduced motion. While it runs, slide changes are not
 * announced (aria-live off); otherwise they are, in the reader's language. Pictures load lazily,
 * except the first when `eagerFirst` (the carousel is at the top of the page). On phones the height
 * follows the first picture's aspect ratio (a 16:9 picture is not cropped to a 343 × 900 strip).
 */
export function VenueCarousel({ images, height, label, eagerFirst = true }: { images: CarouselImage[]; height: CarouselHeight; label: string; eagerFirst?: boolean }) {
  const { t } = useTranslation();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', undefined, { getInitialValueInEffect: false });
  const autoplay = useRef(Autoplay({ delay: DELAY_MS, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false }));
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  const root = useRef<HTMLElement>(null);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const canPlay = images.length > 1 && !reducedMotion;
  const running = canPlay && !paused && !hovered && !focused;

  useEffect(() => {
    // Embla skips the plugin when everything fits in one view (e.g. before layout): nothing to play then.
    if (!embla || !canPlay || embla.scrollSnapList().length < 2) return;
    if (running) autoplay.current.play();
    else autoplay.current.stop();
  }, [embla, canPlay, running]);

  // The carousel's start (Embla measures every slide) follows hydration in the same task; what it
  // changes here waits for a later one, as a transition (Lighthouse counted one task of 170–280 ms
  // at 4× slowdown on /pages/welcome).
  const onEmbla = (api: EmblaCarouselType) => startTransition(() => setEmbla(api));

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => void embla.off('select', onSelect).off('reInit', onSelect);
  }, [embla]);

  // Mantine's carousel brings fixed English texts: a live "Slide 2 of 4" that speaks even while
  // autoplay runs (replaced by our status below), a "carousel" role description (ours is on the
  // section) and a "Slides" name for the dots. React leaves attributes it never set alone; after
  // every render, since the dots come and go with the number of pictures (another page's carousel).
  useEffect(() => {
    root.current?.querySelector('.mantine-Carousel-root > [role="status"]')?.setAttribute('aria-hidden', 'true');
    root.current?.querySelector('.mantine-Carousel-root')?.removeAttribute('aria-roledescription');
    root.current?.querySelector('.mantine-Carousel-indicators')?.setAttribute('aria-label', t('pages.carousel.indicators'));
  });

  // The slides as the same elements from render to render: the carousel's own updates (its start,
  // each slide change, the autoplay state) do not render every picture again.
  const slides = useMemo(
    () =>
      images.map((image, index) => (
        <Carousel.Slide key={image.id} role="group" aria-roledescription={t('pages.carousel.slide')} aria-label={t('pages.carousel.slideOf', { index: index + 1, count: images.length })}>
          <ResponsiveImage storageKey={image.storageKey} width={image.width} height={image.height} alt={image.alt} fit="cover" priority={eagerFirst && index === 0} />
        </Carousel.Slide>
      )),
    [images, t, eagerFirst],
  );

  if (images.length === 0) return null;
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Box
      ref={root}
      component="section"
      aria-roledescription={t('pages.carousel.roledescription')}
      aria-label={label}
      data-autoplay={running ? 'running' : 'stopped'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      pos="relative"
    >
      <VisuallyHidden aria-live={running ? 'off' : 'polite'} aria-atomic="true">
        {t('pages.carousel.slideOf', { index: selected + 1, count: images.length })}
      </VisuallyHidden>
      <Carousel
        height={carouselHeightCss(height, images[0])}
        emblaOptions={{ loop: true }}
        plugins={canPlay ? [autoplay.current] : []}
        getEmblaApi={onEmbla}
        withIndicators={images.length > 1}
        withControls={images.length > 1}
        previousControlProps={{ 'aria-label': t('pages.carousel.previous') }}
        nextControlProps={{ 'aria-label': t('pages.carousel.next') }}
        getIndicatorProps={(index) => ({ 'aria-label': t('pages.carousel.goTo', { index: index + 1, count: images.length }) })}
        styles={{ root: { borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' } }}
      >
        {slides}
      </Carousel>
      {canPlay && (
        <Button size="compact-xs" variant="filled" color="dark" pos="absolute" top={8} right={8} style={{ zIndex: 2 }} onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
          {paused ? t('pages.carousel.play') : t('pages.carousel.pause')}
        </Button>
      )}
    </Box>
  );
}
