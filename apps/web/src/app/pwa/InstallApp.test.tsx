import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { captureInstallPrompt, isIosBrowserTab, resetInstallOfferForTests } from './install-offer.js';
import { InstallApp } from './InstallApp.js';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** Chromium's install event, with the answer the visitor will give in the browser's dialog. */
function installEvent(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  return event;
}

async function renderInstall(language: 'de' | 'en' = 'de') {
  renderWithProviders(<InstallApp />, { i18n: await testI18n(language), session: testSession(fakeGraphQLServer({}).fetch) });
}

describe('install app', () => {
  beforeAll(() => captureInstallPrompt());
  beforeEach(() => resetInstallOfferForTests());
  afterEach(() => vi.restoreAllMocks());

  it('offers what the page loader caught before the app was there (server-rendered pages)', async () => {
    const early = installEvent('accepted');
    const target = Object.assign(new EventTarget(), { venueInstallPrompt: early }) as unknown as Window;
    captureInstallPrompt(target);
    await renderInstall();
    await userEvent.click(screen.getByRole('button', { name: 'App installieren' }));
    expect(early.prompt).toHaveBeenCalled();
  });

  it('offers nothing where the browser cannot install', async () => {
    await renderInstall();
    expect(screen.queryByRole('button', { name: 'App installieren' })).not.toBeInTheDocument();
  });

  it('opens the browser’s own install dialog from its event', async () => {
    await renderInstall();
    const event = installEvent('accepted');
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'App installieren' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'App installieren' })).not.toBeInTheDocument();
    expect(localStorage.getItem('venue.installDismissed')).toBeNull();
  });

  it('remembers when the visitor says no in the dialog', async () => {
    await renderInstall();
    act(() => void window.dispatchEvent(installEvent('dismissed')));
    await userEvent.click(screen.getByRole('button', { name: 'App installieren' }));
    await vi.waitFor(() => expect(localStorage.getItem('venue.installDismissed')).toBe('1'));

    act(() => void window.dispatchEvent(installEvent('accepted')));
    expect(screen.queryByRole('button', { name: 'App installieren' })).not.toBeInTheDocument();
  });

  it('shows iPhone users how to add it with Safari’s share menu, and can be put away for good', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    resetInstallOfferForTests();
    await renderInstall('en');
    const button = screen.getByRole('button', { name: 'Install app' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('In Safari, tap Share (the square with the arrow pointing up).')).toBeVisible();
    expect(screen.getByText('Choose Add to Home Screen, then Add.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Don’t show again' }));
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
    expect(localStorage.getItem('venue.installDismissed')).toBe('1');
  });
});

describe('iPhone or iPad in the browser', () => {
  const nav = (userAgent: string, extra: object = {}) => ({ userAgent, maxTouchPoints: 5, ...extra }) as unknown as Navigator;
  const notStandalone = () => false;

  it('is true in Safari on iPhone and on iPad (which names itself a Mac), false when opened from the home screen', () => {
    expect(isIosBrowserTab(nav(IPHONE_SAFARI), notStandalone)).toBe(true);
    expect(isIosBrowserTab(nav('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15'), notStandalone)).toBe(true);
    expect(isIosBrowserTab(nav(IPHONE_SAFARI, { standalone: true }), notStandalone)).toBe(false);
    expect(isIosBrowserTab(nav(IPHONE_SAFARI), () => true)).toBe(false);
  });

  it('is false on a desktop Mac and on Android', () => {
    expect(isIosBrowserTab(nav('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', { maxTouchPoints: 0 }), notStandalone)).toBe(false);
    expect(isIosBrowserTab(nav('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/130.0 Mobile Safari/537.36'), notStandalone)).toBe(false);
  });
});
