import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { pathTo } from '@venue/shared';
import { I18nProvider } from '../../i18n/react.js';
import { renderWithProviders, testI18n, testSession } from '../../test/render.js';
import type { I18n } from '../../i18n/i18n.js';
import { useQuickExit } from './useQuickExit.js';
import { DiscretionGate } from './DiscretionGate.js';
import { reloadChoicesForTests, readChoices, STORAGE_KEY, type AppLock, type DiscretionChoices } from './storage.js';
import { hashPin } from './pin.js';
import { lockState, resetLockStateForTests } from './lock-state.js';

// The quick exit's shortcut through the real hook and the lock through the real gate; only the
// browser's navigation away (jsdom has none) and the clock are stood in for.

let i18n: I18n;
beforeEach(async () => {
  i18n = await testI18n('de');
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  reloadChoicesForTests();
  resetLockStateForTests();
  document.documentElement.className = '';
});

function store(choices: Partial<DiscretionChoices>) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ exit: { target: 'meteo', customUrl: null }, neutralTab: false, lock: null, ...choices }));
  reloadChoicesForTests();
}

const keyUp = (key: string, shiftKey = false) => fireEvent.keyUp(document.activeElement ?? document.body, { key, shiftKey });

describe('the quick exit shortcut', () => {
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

  it('leaves for the chosen neutral page when Shift is pressed three times', () => {
    store({ exit: { target: 'custom', customUrl: 'https://www.sbb.ch/' } });
    const go = vi.fn();
    const { result } = renderHook(() => useQuickExit(go), { wrapper });
    act(() => keyUp('Shift'));
    expect(result.current.presses).toBe(1);
    act(() => keyUp('Shift'));
    expect(go).not.toHaveBeenCalled();
    act(() => keyUp('Shift'));
    expect(go).toHaveBeenCalledWith('https://www.sbb.ch/');
  });

  it('does not leave while the member types capitals', () => {
    const go = vi.fn();
    renderHook(() => useQuickExit(go), { wrapper });
    for (let i = 0; i < 3; i++) {
      act(() => keyUp('H', true));
      act(() => keyUp('Shift'));
    }
    expect(go).not.toHaveBeenCalled();
  });

  it('the button leaves too, for the weather by default', async () => {
    const go = vi.fn();
    i18n = await testI18n('en');
    const { result } = renderHook(() => useQuickExit(go), { wrapper });
    act(() => result.current.leave());
    expect(go).toHaveBeenCalledWith('https://www.srf.ch/meteo');
  });
});

async function pinLock(pin: string, overrides: Partial<AppLock> = {}): Promise<AppLock> {
  return { memberId: 'u1', secret: await hashPin(pin, 1000), afterMinutes: 5, failures: 0, waitUntil: null, ...overrides };
}

function renderGate(memberId = 'u1') {
  const router = createMemoryRouter(
    [
      { path: '/home', element: (<><p>Nachrichten von Anna</p><DiscretionGate memberId={memberId} /></>) },
      { path: pathTo('signOut'), element: <p>signing out</p> },
    ],
    { initialEntries: ['/home'] },
  );
  renderWithProviders(<RouterProvider router={router} />, { i18n, session: testSession(vi.fn()) });
  return router;
}

const lockScreen = () => screen.queryByRole('dialog', { name: 'Gesperrt' });
const isHidden = () => document.documentElement.classList.contains('venue-locked');

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

describe('the app lock', () => {
  it('is closed when the app opens: only the lock shows; a wrong PIN is refused, the right one opens', async () => {
    store({ lock: await pinLock('2468') });
    resetLockStateForTests();
    renderGate();
    expect(lockScreen()).toBeInTheDocument();
    expect(isHidden()).toBe(true);
    expect(document.title).toBe('Gesperrt');

    const user = userEvent.setup();
    const field = screen.getByLabelText('PIN');
    expect(field).toHaveFocus();
    await user.type(field, '1357{Enter}');
    expect(await screen.findByText('Falsche PIN.')).toBeInTheDocument();
    expect(readChoices().lock?.failures).toBe(1);
    expect(lockScreen()).toBeInTheDocument();

    // The pad instead of the keyboard.
    for (const digit of ['2', '4', '6', '8']) await user.click(screen.getByRole('button', { name: digit }));
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    await waitFor(() => expect(lockScreen()).not.toBeInTheDocument());
    expect(isHidden()).toBe(false);
    expect(readChoices().lock?.failures).toBe(0);
    expect(screen.getByText('Nachrichten von Anna')).toBeVisible();
  });

  it('makes the next try wait after five wrong PINs', async () => {
    store({ lock: await pinLock('2468', { failures: 4 }) });
    resetLockStateForTests();
    renderGate();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('PIN'), '0000{Enter}');
    expect(await screen.findByText(/Nächster Versuch in (29|30) s/)).toBeInTheDocument();
    expect(screen.getByLabelText('PIN')).toBeDisabled();
  });

  it('is not closed for another member signed in on this device', async () => {
    store({ lock: await pinLock('2468', { memberId: 'someone-else' }) });
    resetLockStateForTests();
    renderGate('u1');
    expect(lockScreen()).not.toBeInTheDocument();
    expect(isHidden()).toBe(false);
  });

  it('closes again after the chosen minutes in the background, not sooner; blurred while away', async () => {
    store({ lock: await pinLock('2468', { afterMinutes: 5 }) });
    lockState.unlock();
    renderGate();
    expect(lockScreen()).not.toBeInTheDocument();
    let now = Date.parse('2026-11-26T18:00:00Z');
    vi.spyOn(Date, 'now').mockImplementation(() => now);

    setVisibility('hidden');
    expect(document.documentElement.classList.contains('venue-away')).toBe(true);
    now += 4 * 60_000;
    setVisibility('visible');
    expect(document.documentElement.classList.contains('venue-away')).toBe(false);
    expect(lockScreen()).not.toBeInTheDocument();

    setVisibility('hidden');
    now += 5 * 60_000;
    setVisibility('visible');
    expect(lockScreen()).toBeInTheDocument();
    expect(isHidden()).toBe(true);
  });

  it('"PIN vergessen" removes the lock and signs out', async () => {
    store({ lock: await pinLock('2468') });
    resetLockStateForTests();
    const router = renderGate();
    await userEvent.setup().click(screen.getByRole('button', { name: 'PIN vergessen? Abmelden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pathTo('signOut')));
    expect(readChoices().lock).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).lock).toBeNull();
  });
});
