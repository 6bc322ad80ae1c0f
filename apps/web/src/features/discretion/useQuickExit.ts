import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.js';
import { readChoices } from './storage.js';
import { createShiftCounter, exitUrl, quickExit, SHIFT_PRESSES, SHIFT_WINDOW_MS, undoHideOnReturn } from './exit.js';

/**
 * The quick exit for the members' screens: `leave()` for the button, and the keyboard shortcut
 * (Shift three times) listened to on the whole page. `presses` is how far the shortcut has come,
 * for the button's hint and the screen reader ("noch 2 Mal"). `go` leaves (tests: a stand-in for
 * the browser's navigation, which jsdom does not do).
 */
export function useQuickExit(go: (url: string) => void = quickExit): { leave: () => void; presses: number } {
  const { i18n } = useTranslation();
  const [presses, setPresses] = useState(0);
  const leave = useCallback(() => {
    const language = i18n.language === 'en' ? 'en' : 'de';
    go(exitUrl(readChoices().exit, language, window.location.origin));
  }, [i18n, go]);

  useEffect(() => {
    const count = createShiftCounter();
    let reset: ReturnType<typeof setTimeout> | undefined;
    const onKeyUp = (event: KeyboardEvent) => {
      const counted = count(event);
      clearTimeout(reset);
      if (counted >= SHIFT_PRESSES) {
        leave();
        return;
      }
      setPresses(counted);
      if (counted > 0) reset = setTimeout(() => setPresses(0), SHIFT_WINDOW_MS);
    };
    // Capture: a field that stops the key's events does not stop the way out.
    document.addEventListener('keyup', onKeyUp, true);
    window.addEventListener('pageshow', undoHideOnReturn);
    return () => {
      clearTimeout(reset);
      document.removeEventListener('keyup', onKeyUp, true);
      window.removeEventListener('pageshow', undoHideOnReturn);
    };
  }, [leave]);

  return { leave, presses };
}
