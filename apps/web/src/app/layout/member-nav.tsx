import { useEffect, useId, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import {
  IconArrowsShuffle,
  IconBan,
  IconCalendarCheck,
  IconCalendarEvent,
  IconCompass,
  IconCrown,
  IconFlag,
  IconFlame,
  IconHome,
  IconLogout,
  IconMenu2,
  IconMessageCircle,
  IconMessages,
  IconNews,
  IconNotebook,
  IconPhoto,
  IconReceipt,
  IconSettings,
  IconShieldLock,
  IconSpeakerphone,
  IconGift,
  IconTrophy,
  IconUserCircle,
  IconUsers,
  type IconProps,
} from '@tabler/icons-react';
import { pathTo, unreadShown, type RouteName } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { useCurrentUser } from '../session/context.js';
import type { CurrentUser } from '../session/operations.js';
import { useUnreadMessagesTotal } from '../../features/conversations/useUnreadMessagesTotal.js';
import { useAppBadge } from '../pwa/app-badge.js';
import { VenuePageGroups } from '../../components/venue-page/VenuePageGroups.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';
import { noteMomentOfValue } from '../moment-of-value.js';

// The rest of a signed-in member's frame, for the site's layout, which loads this module once a
// member is signed in (VisitorLayout.tsx): visitors never download any of it.
export { DiscretionGate, QuickExitButton } from '../../features/discretion/index.js';
export { ConnectionNotice } from '../realtime/ConnectionNotice.js';
export { PresenceFeed } from '../realtime/presence-feed.js';
export { PushQuestion } from '../../features/push/PushQuestion.js';

// The members' navigation (loaded by the site's layout once a member is signed in): five
// destinations as a bottom tab bar on phones and a calm top navigation on wide screens, everything
// else in the "Mehr" sheet. Staff get one link to their own area.

type Icon = ComponentType<IconProps>;

interface Destination {
  key: string;
  to: string;
  label: string;
  icon: Icon;
  current: boolean;
  /** The unread messages, on "Nachrichten". */
  unread?: number | null;
}

/** The screens that together are "Entdecken" (their shared sub-navigation: DiscoverNav). */
const DISCOVER: { route: RouteName; label: string }[] = [
  { route: 'profileSearch', label: 'nav.discoverSections.search' },
  { route: 'onlineUsers', label: 'nav.discoverSections.online' },
  { route: 'publicChat', label: 'nav.discoverSections.rooms' },
  { route: 'chatRoulette', label: 'nav.discoverSections.roulette' },
];
const DISCOVER_PREFIXES = ['/profile-search', '/online-users', '/public-chat', '/new-public-chat', '/chat-roulette'];

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

function useDestinations(user: CurrentUser): Destination[] {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const unread = useUnreadMessagesTotal();
  useAppBadge('messages', unread);
  // A message received: the moment the push question may come (moment-of-value.ts).
  useEffect(() => {
    if (unread) noteMomentOfValue();
  }, [unread]);
  const own = pathTo('showUser', { slug: user.slug });
  return [
    { key: 'home', to: pathTo('home'), label: t('nav.home'), icon: IconHome, current: under(pathname, pathTo('home')) },
    { key: 'discover', to: pathTo('profileSearch'), label: t('nav.discover'), icon: IconCompass, current: DISCOVER_PREFIXES.some((p) => under(pathname, p)) },
    { key: 'messages', to: pathTo('conversations'), label: t('nav.messages'), icon: IconMessageCircle, current: under(pathname, pathTo('conversations')), unread },
    { key: 'events', to: pathTo('events'), label: t('nav.events'), icon: IconCalendarEvent, current: under(pathname, pathTo('events')) },
    { key: 'profile', to: own, label: t('nav.profile'), icon: IconUserCircle, current: under(pathname, own) },
  ];
}

/** The unread count as a badge (hidden from screen readers: UnreadWords says it). */
function UnreadBadge({ count, className }: { count: number | null | undefined; className: string }) {
  if (!count || count <= 0) return null;
  const shown = unreadShown(count);
  return (
    <span className={className} aria-hidden="true" data-unread-total={count}>
      {shown.moreThan ? `${shown.count}+` : shown.count}
    </span>
  );
}

/** The unread count in words for screen readers, after the link's label (", 3 ungelesen"). */
function UnreadWords({ count }: { count: number | null | undefined }) {
  const { t } = useTranslation();
  if (!count || count <= 0) return null;
  const shown = unreadShown(count);
  return <span className="venue-visually-hidden">{`, ${shown.moreThan ? t('nav.unreadMoreThan', { count: shown.count }) : t('nav.unread', { count: shown.count })}`}</span>;
}

function DestinationLink({ destination: d, tab }: { destination: Destination; tab: boolean }) {
  const navigate = useNavigate();
  // A plain click renders the destination in one go (flushSync) instead of in a transition that
  // yields to whatever else the page is doing (the last screen's answers arriving), which made a tab
  // change take longer. Other clicks (new tab, modifier keys) stay the link's own.
  const navigateAtOnce = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(d.to, { flushSync: true });
  };
  const Icon = d.icon;
  const icon = <Icon size={tab ? 24 : 18} stroke={d.current ? 2.25 : 1.75} aria-hidden="true" />;
  return (
    <Link to={d.to} onClick={navigateAtOnce} className={tab ? 'venue-tab' : 'venue-nav-link'} aria-current={d.current ? 'page' : undefined}>
      {tab ? (
        <span className="venue-tab-icon">
          {icon}
          <UnreadBadge count={d.unread} className="venue-tab-badge" />
        </span>
      ) : (
        icon
      )}
      <span>{d.label}</span>
      {!tab && <UnreadBadge count={d.unread} className="venue-nav-badge" />}
      <UnreadWords count={d.unread} />
    </Link>
  );
}

/**
 * The members' navigation, in the header: the five destinations as a calm top navigation on wide
 * screens and as the tab bar fixed at the bottom on phones (one of the two is hidden by shell.css;
 * both come from here, so the unread total is asked once). Staff get their single link instead.
 */
export function MemberNav() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  if (!user) return null;
  if (user.admin) return <StaffNav />;
  return <MemberNavFor user={user} label={t('nav.label')} />;
}

function MemberNavFor({ user, label }: { user: CurrentUser; label: string }) {
  const destinations = useDestinations(user);
  return (
    <>
      <nav aria-label={label} className="venue-topnav">
        <ul className="venue-nav-list">
          {destinations.map((d) => (
            <li key={d.key}>
              <DestinationLink destination={d} tab={false} />
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={label} className="venue-tabbar">
        <ul>
          {destinations.map((d) => (
            <li key={d.key}>
              <DestinationLink destination={d} tab />
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/** "Entdecken": search, online members, chat rooms and chat roulette as one place with segments. */
export function DiscoverNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // On the four screens themselves, not on a room or the new-room form (they have their own way back).
  if (!DISCOVER.some(({ route }) => pathname === pathTo(route))) return null;
  return (
    <nav aria-label={t('nav.discoverLabel')}>
      <ul className="venue-segments">
        {DISCOVER.map(({ route, label }) => (
          <li key={route}>
            <NavLink to={pathTo(route)} className="venue-segment">
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The end of the members' header: the "Mehr" button (all widths) and its sheet. Staff: sign out. */
export function MemberHeaderEnd() {
  const { user } = useCurrentUser();
  if (!user) return null;
  if (user.admin) return <SignOutLink compact />;
  return <MoreButton />;
}

/** Staff: a single way to their own area instead of the members' navigation. */
function StaffNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="venue-nav-list">
        <li>
          <NavLink to={pathTo('adminDashboard')} className="venue-nav-link">
            <IconShieldLock size={18} stroke={1.75} aria-hidden="true" className="venue-wide-only" />
            {t('nav.admin')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

function SignOutLink({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={pathTo('signOut')} className="venue-nav-link">
      <IconLogout size={18} stroke={1.75} aria-hidden="true" />
      <span className={compact ? 'venue-wide-only' : undefined}>{t('nav.signOut')}</span>
      {compact && <span className="venue-phone-only venue-visually-hidden">{t('nav.signOut')}</span>}
    </Link>
  );
}

const MORE: { route: RouteName; label: string; icon: Icon }[] = [
  { route: 'photos', label: 'nav.photos', icon: IconPhoto },
  { route: 'friends', label: 'nav.friends', icon: IconUsers },
  { route: 'spark', label: 'nav.spark', icon: IconFlame },
  { route: 'reservations', label: 'nav.reservations', icon: IconCalendarCheck },
  { route: 'classifieds', label: 'nav.classifieds', icon: IconSpeakerphone },
  { route: 'gifts', label: 'nav.gifts', icon: IconGift },
  { route: 'achievements', label: 'nav.achievements', icon: IconTrophy },
  { route: 'publicChat', label: 'nav.publicChat', icon: IconMessages },
  { route: 'chatRoulette', label: 'nav.chatRoulette', icon: IconArrowsShuffle },
  { route: 'reports', label: 'nav.reports', icon: IconFlag },
  { route: 'blocks', label: 'nav.blocks', icon: IconBan },
  { route: 'settings', label: 'nav.settings', icon: IconSettings },
  { route: 'premium', label: 'nav.premium', icon: IconCrown },
  { route: 'payments', label: 'nav.payments', icon: IconReceipt },
];
const CLUB: { route: RouteName; label: string; icon: Icon }[] = [
  { route: 'news', label: 'nav.news', icon: IconNews },
  { route: 'guestbook', label: 'nav.guestbook', icon: IconNotebook },
];

/** "Mehr": a bottom sheet on phones, a side sheet on wide screens, with everything not in the tab bar. */
function MoreButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const wide = useMediaQuery('(min-width: 48em)');
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <button type="button" className="venue-nav-link venue-menu-button" aria-expanded={open} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <IconMenu2 size={20} stroke={1.75} aria-hidden="true" />
        {t('nav.more')}
      </button>
      <Drawer
        opened={open}
        onClose={() => setOpen(false)}
        position={wide ? 'right' : 'bottom'}
        size={wide ? 'sm' : 'auto'}
        title={t('nav.more')}
        closeButtonProps={{ 'aria-label': t('nav.close') }}
        styles={{
          content: wide ? undefined : { maxHeight: '85dvh', borderTopLeftRadius: 'var(--mantine-radius-lg)', borderTopRightRadius: 'var(--mantine-radius-lg)' },
          body: { paddingBottom: 'calc(var(--mantine-spacing-lg) + var(--venue-safe-bottom))' },
        }}
      >
        <MoreSheetContent onNavigate={() => setOpen(false)} />
      </Drawer>
    </>
  );
}

function LinkList({ label, items, onNavigate, children }: { label: string; items: { route: RouteName; label: string; icon: Icon }[]; onNavigate: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="venue-sheet-group">
      <span className="venue-group-label" id={id}>
        {label}
      </span>
      <ul className="venue-link-list" aria-labelledby={id}>
        {items.map(({ route, label: key, icon: Icon }) => (
          <li key={route}>
            <NavLink to={pathTo(route)} className="venue-nav-link" onClick={onNavigate}>
              <Icon size={20} stroke={1.75} aria-hidden="true" />
              {t(key)}
            </NavLink>
          </li>
        ))}
        {children}
      </ul>
    </div>
  );
}

function MoreSheetContent({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <nav aria-label={t('nav.more')} className="venue-sheet">
        <LinkList label={t('nav.account')} items={MORE} onNavigate={onNavigate} />
        <LinkList label={t('nav.club')} items={CLUB} onNavigate={onNavigate} />
        <VenuePageGroups onNavigate={onNavigate} />
        <ul className="venue-link-list">
          <li>
            <SignOutLink />
          </li>
        </ul>
      </nav>
      <div className="venue-sheet-language">
        <LanguageSwitcher />
      </div>
    </>
  );
}
