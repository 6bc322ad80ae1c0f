import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Carousel } from '@mantine/carousel';
import { Box, Button, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import Autoplay, { type AutoplayType } from 'embla-carousel-autoplay';
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

/** Mantine's carousel styles (its CSS is loaded with the page: main.tsx), for the markup below. */
const classes = Carousel.classes;
const cls = (part: keyof typeof classes) => `mantine-Carousel-${part} ${classes[part]}`;

/**
 * A page's picture carousel (spec §2): infinite, autoplaying every 5 s. Autoplay pauses while
 * the pointer is over it or focus is inside it, stops for good with the pause button (WCAG 2.2.2)
 * and never starts for people who prefer reduced motion. While it runs, slide changes are not
 * announced (aria-live off); otherwise they are, in the reader's language. Pictures load lazily,
 * except the first when `eagerFirst` (the carousel is at the top of the page). On phones the height
 * follows the first picture's aspect ratio (a 16:9 picture is not cropped to a 343 × 900 strip).
 *
 * The slider (Embla) starts when it is first needed: a tap on a control or a dot, a key, a swipe
 * or the pointer over it, or the first turn of autoplay 5 s on. Until then the first picture
 * stands as the server rendered it. Started with the page, Embla measured every slide and Mantine's
 * carousel rendered itself three more times, synchronously, while the page hydrated: 170–280 ms of
 * blocking time on a phone (Lighthouse, /pages/welcome), for a picture that does not move for 5 s.
 */
export function VenueCarousel({ images, height, label, eagerFirst = true }: { images: CarouselImage[]; height: CarouselHeight; label: string; eagerFirst?: boolean }) {
  const { t } = useTranslation();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', undefined, { getInitialValueInEffect: false });
  const viewport = useRef<HTMLDivElement>(null);
  const slider = useRef<{ embla: EmblaCarouselType; autoplay: AutoplayType | null } | null>(null);
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = images.length;
  const canPlay = count > 1 && !reducedMotion;
  const running = canPlay && !paused && !hovered && !focused;

  /** The slider, started on first use (null with one picture: nothing to slide). */
  const start = useCallback((): EmblaCarouselType | null => {
    if (slider.current) return slider.current.embla;
    if (!viewport.current || count < 2) return null;
    const autoplay = canPlay ? Autoplay({ delay: DELAY_MS, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false }) : null;
    const embla = EmblaCarousel(viewport.current, { loop: true }, autoplay ? [autoplay] : []);
    // What the slide's change shows (status, dots) is rendered as a transition, never in the way of a swipe.
    const onSelect = () => startTransition(() => setSelected(embla.selectedScrollSnap()));
    embla.on('select', onSelect).on('reInit', onSelect);
    slider.current = { embla, autoplay };
    return embla;
  }, [count, canPlay]);

  // Gone with the carousel (another page's carousel is another one: VenuePageContent keys it by page).
  useEffect(
    () => () => {
      slider.current?.embla.destroy();
      slider.current = null;
    },
    [],
  );

  // Autoplay: once started it plays and stops with `running`; before that, its first turn starts the
  // slider. (The slider starts by a hover, a touch or focus, which stop autoplay: `running` changes
  // again when they end, and this runs again.)
  useEffect(() => {
    if (!running) {
      slider.current?.autoplay?.stop();
      return;
    }
    if (slider.current) {
      slider.current.autoplay?.play();
      return;
    }
    const firstTurn = window.setTimeout(() => {
      start()?.scrollNext();
      slider.current?.autoplay?.play();
    }, DELAY_MS);
    return () => window.clearTimeout(firstTurn);
  }, [running, start]);

  // The slides as the same elements from render to render: the carousel's own updates (each slide
  // change, the autoplay state) do not render every picture again.
  const slides = useMemo(
    () =>
      images.map((image, index) => (
        <div key={image.id} className={cls('slide')} data-orientation="horizontal" role="group" aria-roledescription={t('pages.carousel.slide')} aria-label={t('pages.carousel.slideOf', { index: index + 1, count: images.length })}>
          <ResponsiveImage storageKey={image.storageKey} width={image.width} height={image.height} alt={image.alt} fit="cover" priority={eagerFirst && index === 0} />
        </div>
      )),
    [images, t, eagerFirst],
  );

  if (count === 0) return null;
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };
  const goTo = (index: number) => start()?.scrollTo(index);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
    if ((step === undefined && e.key !== 'Home' && e.key !== 'End') || count < 2) return;
    e.preventDefault();
    const embla = start();
    if (!embla) return;
    const to = step === undefined ? (e.key === 'Home' ? 0 : count - 1) : (embla.selectedScrollSnap() + step + count) % count;
    embla.scrollTo(to);
    // The dots keep the focus on the picture shown (one tab stop, as a tab list does).
    if (e.target instanceof HTMLElement && e.target.getAttribute('role') === 'tab') (e.target.parentElement?.children[to] as HTMLElement | undefined)?.focus();
  };

  return (
    <Box
      component="section"
      aria-roledescription={t('pages.carousel.roledescription')}
      aria-label={label}
      data-autoplay={running ? 'running' : 'stopped'}
      // The pointer over it (a mouse, or a finger as it touches): the slider is about to be used.
      onPointerEnter={() => {
        setHovered(true);
        start();
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true);
        start();
      }}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      pos="relative"
    >
      <VisuallyHidden aria-live={running ? 'off' : 'polite'} aria-atomic="true">
        {t('pages.carousel.slideOf', { index: selected + 1, count })}
      </VisuallyHidden>
      <div
        className={cls('root')}
        data-orientation="horizontal"
        data-include-gap-in-size
        style={{ ['--carousel-height' as string]: carouselHeightCss(height, images[0]), ['--carousel-control-size' as string]: '1.625rem', ['--carousel-controls-offset' as string]: 'var(--mantine-spacing-sm)', borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      >
        {count > 1 && (
          <div className={cls('controls')} data-orientation="horizontal">
            <UnstyledButton className={cls('control')} data-type="previous" aria-label={t('pages.carousel.previous')} onClick={() => start()?.scrollPrev()}>
              <IconChevronLeft size={16} stroke={2} aria-hidden="true" />
            </UnstyledButton>
            <UnstyledButton className={cls('control')} data-type="next" aria-label={t('pages.carousel.next')} onClick={() => start()?.scrollNext()}>
              <IconChevronRight size={16} stroke={2} aria-hidden="true" />
            </UnstyledButton>
          </div>
        )}
        <div className={cls('viewport')} ref={viewport} data-type="media">
          <div className={cls('container')} data-orientation="horizontal">
            {slides}
          </div>
        </div>
        {count > 1 && (
          <div className={cls('indicators')} role="tablist" aria-label={t('pages.carousel.indicators')} data-orientation="horizontal">
            {images.map((image, index) => (
              <UnstyledButton
                key={image.id}
                className={cls('indicator')}
                data-orientation="horizontal"
                role="tab"
                aria-label={t('pages.carousel.goTo', { index: index + 1, count })}
                aria-selected={index === selected}
                data-active={index === selected || undefined}
                tabIndex={index === selected ? 0 : -1}
                onClick={() => goTo(index)}
                onMouseDown={(e) => e.preventDefault()}
              />
            ))}
          </div>
        )}
      </div>
      {canPlay && (
        <Button size="compact-xs" variant="filled" color="dark" pos="absolute" top={8} right={8} style={{ zIndex: 2 }} onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
          {paused ? t('pages.carousel.play') : t('pages.carousel.pause')}
        </Button>
      )}
    </Box>
  );
}
