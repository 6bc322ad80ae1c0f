import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testI18n, testSession } from '../test/render.js';
import { fakeGraphQLServer } from '../test/fake-server.js';
import { carouselHeightCss, VenueCarousel, type CarouselImage } from './VenueCarousel.js';

const images: CarouselImage[] = [
  { id: 'a', storageKey: 'static-pages/11111111-1111-4111-8111-111111111111', width: 1600, height: 900, alt: 'Die Bar am Abend' },
  { id: 'b', storageKey: 'static-pages/22222222-2222-4222-8222-222222222222', width: 1000, height: 700, alt: 'Der Garten' },
  { id: 'c', storageKey: 'static-pages/33333333-3333-4333-8333-333333333333', width: 300, height: 200, alt: 'Ein Gästezimmer' },
];

/** The browser's reduced-motion setting (the one outside input the carousel reads). */
function prefersReducedMotion(reduce: boolean) {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...original(query), matches: reduce && query.includes('prefers-reduced-motion: reduce'), media: query }));
}

async function show(language: 'de' | 'en' = 'de') {
  const i18n = await testI18n(language);
  renderWithProviders(<VenueCarousel images={images} height="large" label="Galerie" />, { i18n, session: testSession(fakeGraphQLServer({}).fetch) });
  return screen.getByRole('region', { name: 'Galerie' });
}

describe('venue carousel', () => {
  beforeAll(() => {
    // jsdom has no IntersectionObserver; Embla asks for one.
    if (!('IntersectionObserver' in window)) {
      (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      };
    }
  });
  afterEach(() => vi.restoreAllMocks());

  it('never autoplays for someone who prefers reduced motion, and announces slide changes', async () => {
    prefersReducedMotion(true);
    const region = await show();
    expect(region).toHaveAttribute('data-autoplay', 'stopped');
    expect(region.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(within(region).queryByRole('button', { name: 'Anhalten' })).toBeNull();
    // The pictures can still be browsed by hand.
    expect(within(region).getByRole('button', { name: 'Nächstes Bild' })).toBeInTheDocument();
  });

  it('autoplays otherwise, pausing while hovered or focused, and stops with the pause button', async () => {
    prefersReducedMotion(false);
    const region = await show();
    expect(region).toHaveAttribute('data-autoplay', 'running');
    expect(region.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');

    fireEvent.pointerEnter(region);
    expect(region).toHaveAttribute('data-autoplay', 'stopped');
    fireEvent.pointerLeave(region);
    expect(region).toHaveAttribute('data-autoplay', 'running');

    const next = within(region).getByRole('button', { name: 'Nächstes Bild' });
    fireEvent.focus(next);
    expect(region).toHaveAttribute('data-autoplay', 'stopped');
    fireEvent.blur(next, { relatedTarget: document.body });
    expect(region).toHaveAttribute('data-autoplay', 'running');

    const user = userEvent.setup();
    await user.click(within(region).getByRole('button', { name: 'Anhalten' }));
    fireEvent.pointerLeave(region);
    fireEvent.blur(within(region).getByRole('button', { name: 'Abspielen' }), { relatedTarget: document.body });
    expect(region).toHaveAttribute('data-autoplay', 'stopped');
    expect(within(region).getByRole('button', { name: 'Abspielen' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows each picture as <picture> with AVIF and WebP width variants, lazily after the first, with alt texts', async () => {
    prefersReducedMotion(true);
    const region = await show('en');
    const pictures = region.querySelectorAll('picture');
    expect(pictures).toHaveLength(3);
    const [avif, webp] = Array.from(pictures[0]!.querySelectorAll('source'));
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif!.getAttribute('srcset')).toBe(
      ['320', '640', '1024', '1600'].map((w) => `/media/static-pages/11111111-1111-4111-8111-111111111111/${w}.avif ${w}w`).join(', '),
    );
    expect(webp).toHaveAttribute('type', 'image/webp');
    // Never upscaled: a 1000 px picture has 320, 640 and 1000; a 300 px one only 300.
    expect(pictures[1]!.querySelector('source')!.getAttribute('srcset')).toMatch(/640\.avif 640w, \S+\/1000\.avif 1000w$/);
    expect(pictures[2]!.querySelector('source')!.getAttribute('srcset')).toBe('/media/static-pages/33333333-3333-4333-8333-333333333333/300.avif 300w');
    const imgs = within(region).getAllByRole('img');
    expect(imgs.map((i) => i.getAttribute('alt'))).toEqual(['Die Bar am Abend', 'Der Garten', 'Ein Gästezimmer']);
    expect(imgs.map((i) => i.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(within(region).getByRole('group', { name: 'Picture 2 of 3' })).toBeInTheDocument();
  });

  it('speaks German to a German reader: its own slide status and dot names, no English from the library', async () => {
    prefersReducedMotion(true);
    const region = await show();
    expect(region.querySelector('[aria-live]')).toHaveTextContent('Bild 1 von 3');
    // Mantine's own live "Slide 1 of 3" is hidden, its "carousel" role description removed.
    expect(within(region).queryByRole('status')).toBeNull();
    expect(region.querySelector('[aria-roledescription="carousel"]')).toBeNull();
    const dots = within(region).getByRole('tablist', { name: 'Bildauswahl' });
    expect(within(dots).getByRole('tab', { name: 'Bild 2 von 3 zeigen' })).toBeInTheDocument();
  });

  it('names the dots of the next page too (one picture before, three now: the dots appear later)', async () => {
    prefersReducedMotion(true);
    function NextPage() {
      const [all, setAll] = useState(false);
      return (
        <>
          <button onClick={() => setAll(true)}>weiter</button>
          <VenueCarousel images={all ? images : images.slice(0, 1)} height="large" label="Galerie" />
        </>
      );
    }
    renderWithProviders(<NextPage />, { i18n: await testI18n('de'), session: testSession(fakeGraphQLServer({}).fetch) });
    expect(screen.queryByRole('tablist')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'weiter' }));
    expect(await screen.findByRole('tablist', { name: 'Bildauswahl' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Galerie' }).querySelector('[aria-live]')).toHaveTextContent('Bild 1 von 3');
  });

  it('is 600 px high for "large" on wide screens, and as high as the first picture needs on phones', async () => {
    prefersReducedMotion(true);
    const region = await show();
    // 37.5rem is 600 px at the default 16 px root size; 0.5625 is the first picture's 900 / 1600.
    const style = region.querySelector('[style*="--carousel-height"]')?.getAttribute('style') ?? '';
    expect(style).toContain('--carousel-height: min(37.5rem, max(calc((100vw - 2rem) * 0.5625)');
  });

  it('computes the phone height from the picture: a 16:9 picture at 375 px is 193 px high, at 1280 px the spec size', () => {
    const css = carouselHeightCss('xlarge', { width: 1600, height: 900 });
    // Evaluate the CSS for a viewport width, as the browser would (1rem = 16 px, 1em = 16 px).
    const at = (vw: number) => Math.min(900, Math.max((vw - 32) * 0.5625, (vw - 47.99 * 16) * 1000));
    expect(css).toBe('min(56.25rem, max(calc((100vw - 2rem) * 0.5625), calc((100vw - 47.99em) * 1000)))');
    expect(Math.round(at(375))).toBe(193);
    expect(at(1280)).toBe(900);
    expect(carouselHeightCss('small', undefined)).toBe('12.5rem');
  });
});
