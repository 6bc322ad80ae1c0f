import { Drawer } from '@mantine/core';
import { NavLink } from 'react-router';
import { IconCalendarEvent, IconNews, IconNotebook } from '@tabler/icons-react';
import { pathTo, type RouteName } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { PlainButton } from '../../components/PlainButton.js';
import { VenuePageGroups } from '../../components/venue-page/VenuePageGroups.js';

const LINKS: { route: RouteName; label: string; icon: typeof IconNews }[] = [
  { route: 'events', label: 'nav.events', icon: IconCalendarEvent },
  { route: 'news', label: 'nav.news', icon: IconNews },
  { route: 'guestbook', label: 'nav.guestbook', icon: IconNotebook },
];

/** A visitor's "Menü" on phones: a bottom sheet with sign-up and sign-in, events, news, the guestbook and the venue pages in groups. */
export function VisitorSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={open}
      onClose={onClose}
      position="bottom"
      size="auto"
      title={t('nav.menu')}
      closeButtonProps={{ 'aria-label': t('nav.close') }}
      styles={{
        content: { maxHeight: '85dvh', borderTopLeftRadius: 'var(--mantine-radius-lg)', borderTopRightRadius: 'var(--mantine-radius-lg)' },
        body: { paddingBottom: 'calc(var(--mantine-spacing-lg) + var(--venue-safe-bottom))' },
      }}
    >
      <nav aria-label={t('nav.label')} className="venue-sheet">
        <div className="venue-sheet-actions">
          <PlainButton to={pathTo('signUp')} size="md" fullWidth onClick={onClose}>
            {t('nav.signUp')}
          </PlainButton>
          <PlainButton to={pathTo('signIn')} size="md" variant="outline" fullWidth onClick={onClose}>
            {t('nav.signIn')}
          </PlainButton>
        </div>
        <ul className="venue-link-list">
          {LINKS.map(({ route, label, icon: Icon }) => (
            <li key={route}>
              <NavLink to={pathTo(route)} className="venue-nav-link" onClick={onClose}>
                <Icon size={20} stroke={1.75} aria-hidden="true" />
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <VenuePageGroups onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
