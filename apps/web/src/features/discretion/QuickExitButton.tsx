import { useId } from 'react';
import { Tooltip } from '@mantine/core';
import { IconDoorExit } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.js';
import { useQuickExit } from './useQuickExit.js';
import { SHIFT_PRESSES } from './exit.js';
import './discretion.css';

/**
 * The quick exit (decision 0043): in the members' header at every width (not in a menu, not near
 * the tab bar). A click, or Shift pressed three times anywhere, blanks the page and replaces the
 * app with the neutral page chosen in the settings.
 */
export function QuickExitButton() {
  const { t } = useTranslation();
  const { leave, presses } = useQuickExit();
  const hintId = useId();
  const hint = t('discretion.exit.shortcut');
  const name = t('discretion.exit.button');
  // A member on a public page starts with the public texts only; until the full catalogue has
  // arrived these are empty, and a button without a name is worse than a moment without it (the
  // Shift shortcut works all along).
  if (!name) return null;
  return (
    <>
      <Tooltip label={hint} openDelay={300} events={{ hover: true, focus: true, touch: false }}>
        <button type="button" className="venue-quick-exit" onClick={leave} aria-describedby={hintId}>
          <IconDoorExit size={18} stroke={1.75} aria-hidden="true" />
          {/* Phones: the icon alone (the name for screen readers, the tooltip), so that the
              header's row keeps room for "Mehr". */}
          <span className="venue-wide-only">{name}</span>
          <span className="venue-phone-only venue-visually-hidden">{name}</span>
        </button>
      </Tooltip>
      <span id={hintId} className="venue-visually-hidden">
        {hint}
      </span>
      <span role="status" className="venue-visually-hidden">
        {presses > 0 && presses < SHIFT_PRESSES ? t('discretion.exit.pressesLeft', { count: SHIFT_PRESSES - presses }) : ''}
      </span>
    </>
  );
}
