import { Anchor, Box, Container, Group } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { pathTo, type RouteName } from '@venue/shared';
import { LanguageSwitcher } from './LanguageSwitcher.js';
import { useInstallOffer } from '../pwa/install-offer.js';

// Loaded only where the app can be installed.
const InstallApp = lazy(() => import('../pwa/InstallApp.js').then((m) => ({ default: m.InstallApp })));

export interface NavItem {
  route: RouteName;
  params?: Record<string, string>;
  label: string;
  /** Shown after the label, inside the link (e.g. a count with its words for screen readers). */
  after?: ReactNode;
}

/**
 * Brand, language switcher and the main navigation; phone-first (links wrap, nothing hidden).
 * `before` goes first in the navigation (the venue pages' menu, whose panel spans the header);
 * the offer to install the app, where there is one, is a small button beside the languages.
 */
export function SiteHeader({ brandTo, items, before }: { brandTo: string; items: NavItem[]; before?: ReactNode }) {
  const { t } = useTranslation();
  const installOffer = useInstallOffer();
  return (
    <Box component="header" py="sm" pos="relative" style={{ borderBottom: '1px solid var(--mantine-color-dark-5)', background: 'var(--mantine-color-dark-8)' }}>
      <Container size="md">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Anchor component={Link} to={brandTo} fw={700} fz="lg" ff="heading" c="gold.4" underline="never">
            {t('brand')}
          </Anchor>
          <Group gap={4} wrap="nowrap">
            {/* In this row, whose height never changes, so that the offer arriving late moves nothing. */}
            {installOffer && (
              <Suspense fallback={null}>
                <InstallApp />
              </Suspense>
            )}
            <LanguageSwitcher />
          </Group>
        </Group>
        <Box component="nav" aria-label={t('nav.label')} mt="xs">
          <Group gap="md" wrap="wrap">
            {before}
            {items.map((item) => (
              <NavAnchor key={item.route} to={pathTo(item.route, item.params)}>
                {item.label}
                {item.after}
              </NavAnchor>
            ))}
          </Group>
        </Box>
      </Container>
    </Box>
  );
}

function NavAnchor({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={NavLink} to={to} end c="dark.0" fz="sm" py={4} style={{ textUnderlineOffset: 4 }} className="venue-nav-link">
      {children}
    </Anchor>
  );
}
