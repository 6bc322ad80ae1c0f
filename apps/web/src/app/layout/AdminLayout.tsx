import { AppShell, Badge, Box, Burger, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  IconCalendarEvent,
  IconClock,
  IconDoorEnter,
  IconCrown,
  IconFileText,
  IconFlag,
  IconLayoutDashboard,
  IconLogout,
  IconNews,
  IconGift,
  IconTicket,
  IconNotebook,
  IconShieldCheck,
  IconUsers,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useQuery } from 'urql';
import { pathTo, type RouteName } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { ConnectionNotice } from '../realtime/ConnectionNotice.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';
import { PendingVerificationCountQuery } from '../../features/verification/operations.js';
import './admin-layout.css';

interface StaffNavItem {
  route: RouteName;
  label: string;
  icon: Icon;
  /** Paths (prefixes) that belong to this destination, e.g. an entry's editor. */
  matches: string[];
  /** Work waiting there (shown as a badge when above 0). */
  count?: number;
}

function useStaffNav(): StaffNavItem[] {
  const { t } = useTranslation();
  // Asked again on every change of screen, so a decision elsewhere shows in the count soon.
  const { pathname } = useLocation();
  const [{ data }, refresh] = useQuery({ query: PendingVerificationCountQuery });
  useEffect(() => refresh({ requestPolicy: 'network-only' }), [pathname, refresh]);
  return [
    { route: 'adminDashboard', label: t('admin.nav.dashboard'), icon: IconLayoutDashboard, matches: ['/admin/dashboard'] },
    { route: 'adminMembers', label: t('admin.nav.members'), icon: IconUsers, matches: ['/admin/members', '/users/'] },
    {
      route: 'adminVerifications',
      label: t('admin.nav.verifications'),
      icon: IconShieldCheck,
      matches: ['/admin/verifications'],
      count: data?.adminPendingVerificationCount ?? 0,
    },
    { route: 'reports', label: t('admin.nav.reports'), icon: IconFlag, matches: ['/reports'] },
    { route: 'adminGuestbook', label: t('admin.nav.guestbook'), icon: IconNotebook, matches: ['/admin/guestbook', '/guestbook/'] },
    { route: 'adminPages', label: t('admin.nav.pages'), icon: IconFileText, matches: ['/admin/pages'] },
    { route: 'adminNews', label: t('admin.nav.news'), icon: IconNews, matches: ['/admin/news'] },
    { route: 'adminEvents', label: t('admin.nav.events'), icon: IconCalendarEvent, matches: ['/admin/events'] },
    { route: 'adminDoor', label: t('admin.door.navLabel'), icon: IconDoorEnter, matches: ['/admin/door'] },
    { route: 'adminOpeningHours', label: t('admin.openingHours.navLabel'), icon: IconClock, matches: ['/admin/opening-hours'] },
    { route: 'adminPremium', label: t('admin.nav.premium'), icon: IconCrown, matches: ['/admin/premium'] },
    { route: 'adminGifts', label: t('admin.nav.gifts'), icon: IconGift, matches: ['/admin/gifts'] },
    { route: 'adminGiftRedeem', label: t('admin.nav.giftRedeem'), icon: IconTicket, matches: ['/admin/gifts/redeem'] },
  ];
}

function mostSpecific(items: StaffNavItem[], pathname: string): StaffNavItem | undefined {
  let best: { item: StaffNavItem; length: number } | undefined;
  for (const item of items) {
    for (const m of item.matches) {
      const hit = pathname === m || pathname.startsWith(m.endsWith('/') ? m : `${m}/`);
      if (hit && (!best || m.length > best.length)) best = { item, length: m.length };
    }
  }
  return best?.item;
}

/**
 * The staff area (docs/decisions/0031): staff are not members, so they work in a shell of their own.
 * On wide screens a calm side navigation; on phones a compact header whose menu opens it as a drawer.
 * Also used for staff on the members' screens they work on (reports, rooms), see VisitorLayout.
 */
export function AdminShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // On phones the closed menu is out of sight: out of the Tab order and the reading order too.
  const phone = useMediaQuery('(max-width: 47.99em)');
  const items = useStaffNav();
  // The most specific destination is the current one (/admin/gifts/redeem is not also "Geschenke").
  const current = mostSpecific(items, pathname);
  // A destination chosen on a phone closes the drawer.
  useEffect(close, [pathname, close]);
  const iconProps = { size: 20, stroke: 1.6, 'aria-hidden': true } as const;

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding={{ base: 'md', sm: 'xl' }}>
      <AppShell.Header style={{ background: 'var(--mantine-color-dark-8)', borderColor: 'var(--mantine-color-dark-5)' }}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('admin.nav.closeMenu') : t('admin.nav.openMenu')}
              aria-expanded={opened}
              aria-controls="staff-navigation"
            />
            <Text component={Link} to={pathTo('adminDashboard')} fw={700} fz="lg" ff="heading" c="gold.4" style={{ textDecoration: 'none', whiteSpace: 'nowrap' }}>
              {t('brand')}
            </Text>
            <Badge variant="light" color="gray" size="sm" radius="sm" visibleFrom="sm">
              {t('admin.area')}
            </Badge>
          </Group>
          <LanguageSwitcher />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        id="staff-navigation"
        p="sm"
        inert={phone && !opened}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && opened) close();
        }}
        style={{ background: 'var(--mantine-color-dark-8)', borderColor: 'var(--mantine-color-dark-5)' }}
      >
        <AppShell.Section component="nav" aria-label={t('admin.nav.label')} grow my={4}>
          <ScrollArea type="never">
            <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
              {items.map((item) => {
                const active = item === current;
                return (
                  <li key={item.route}>
                    <NavLink
                      component={Link}
                      to={pathTo(item.route)}
                      label={item.label}
                      leftSection={<item.icon {...iconProps} />}
                      rightSection={
                        item.count ? (
                          <Badge size="sm" circle={item.count < 10} color="gold" variant="filled" aria-label={t('admin.nav.waiting', { count: item.count })}>
                            {item.count}
                          </Badge>
                        ) : undefined
                      }
                      active={active}
                      aria-current={active ? 'page' : undefined}
                      variant="light"
                      className="venue-admin-nav-link"
                    />
                  </li>
                );
              })}
            </Stack>
          </ScrollArea>
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-dark-5)' }}>
          <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
            <li>
              <NavLink component={Link} to={pathTo('index')} label={t('admin.nav.publicSite')} leftSection={<IconWorld {...iconProps} />} className="venue-admin-nav-link" />
            </li>
            <li>
              <NavLink component={Link} to={pathTo('signOut')} label={t('nav.signOut')} leftSection={<IconLogout {...iconProps} />} className="venue-admin-nav-link" />
            </li>
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1} style={{ outline: 'none' }}>
        <Box maw={1040} mx="auto">
          <ConnectionNotice />
          <Outlet />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}

/** The staff area's layout route (routes.tsx, layout "admin"). */
export function Component() {
  return <AdminShell />;
}
