import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.js';

const loadGroups = () => import('./VenuePageGroups.js');
// The grouped links come when the menu is first wanted (pointer over it, focus, or a tap), not
// with every page: less for the first bundle; without scripts the button cannot open anyway.
const VenuePageGroups = lazy(() => loadGroups().then((m) => ({ default: m.VenuePageGroups })));

/**
 * "Club" on wide screens: a disclosure button in the header whose panel (spanning the header) lists
 * the venue pages under their headings. Closes with Escape, a click elsewhere or on navigation. A
 * plain disclosure, not a menu widget: the links are ordinary links in tab order. On phones the
 * same groups are in the header's sheet (VisitorSheet, MoreSheet).
 */
export function VenueMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  };
  const prefetch = () => void loadGroups();

  return (
    <div ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="venue-nav-link venue-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen((o) => !o)}
      >
        {t('pages.nav.menu')}
        <IconChevronDown size={16} stroke={2} aria-hidden="true" style={{ transform: open ? 'rotate(180deg)' : undefined }} />
      </button>
      <div id={panelId} hidden={!open} className="venue-menu-panel">
        {open && (
          <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
            <VenuePageGroups columns />
          </Suspense>
        )}
      </div>
    </div>
  );
}
