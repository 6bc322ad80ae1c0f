import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';

// The first render of a lazily loaded screen can take seconds on a busy CI machine: findBy*/waitFor
// wait up to 5 s (a test that fails still fails, only later).
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks what Mantine asks of the browser.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  cleanup();
  // Mantine keeps notices in a module-level store (at most 5 shown, the rest queued): a test must
  // not inherit the notices of the tests before it in the same file.
  notifications.clean();
  notifications.cleanQueue();
  localStorage.clear();
  sessionStorage.clear();
});
