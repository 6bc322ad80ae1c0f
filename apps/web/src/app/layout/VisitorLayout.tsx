import { Box, Container } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { NavLink, Outlet, useMatches } from 'react-router';
import { IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.js';
import { pathTo } from '@venue/shared';
import { useCurrentUser } from '../session/context.js';
import { SiteHeader } from './SiteHeader.js';
import { SiteFooter } from './SiteFooter.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';
import { VenueMenu } from '../../components/venue-page/VenueMenu.js';
import { PlainButton } from '../../components/PlainButton.js';
import { HydrationBoundary } from '../../components/HydrationBoundary.js';
import { useSheet } from './use-sheet.js';

// A signed-in member on a public page gets the members' navigation (its own chunk, which the
// members' screens load anyway); visitors never download it.
const loadMemberNav = () => import('./member-nav.js');
const MemberNav = lazy(() => loadMemberNav().then((m) => ({ default: m.MemberNav })));
const MemberHeaderEnd = lazy(() => loadMemberNav().then((m) => ({ default: m.MemberHeaderEnd })));
// A member's quick exit and app lock (decision 0043) on the public pages too; visitors never load
// them. They come with the members' navigation's chunk: another lazy import here would list its
// files in every visitor's first JavaScript.
const QuickExitButton = lazy(() => loadMemberNav().then((m) => ({ default: m.QuickExitButton })));
const DiscretionGate = lazy(() => loadMemberNav().then((m) => ({ default: m.DiscretionGate })));
// …and the rest of a member's frame, from the same chunk.
const ConnectionNotice = lazy(() => loadMemberNav().then((m) => ({ default: m.ConnectionNotice })));
const PresenceFeed = lazy(() => loadMemberNav().then((m) => ({ default: m.PresenceFeed })));
const DiscoverNav = lazy(() => loadMemberNav().then((m) => ({ default: m.DiscoverNav })));
const PushQuestion = lazy(() => loadMemberNav().then((m) => ({ default: m.PushQuestion })));
// Staff on the members' screens they work on (the reports queue, rooms they moderate) keep the staff
// area's navigation (decision 0031); loaded only by staff.
const AdminShell = lazy(() => import('./AdminLayout.js').then((m) => ({ default: m.AdminShell })));
// The phones' menu sheet comes with the first tap on "Menü" (or when the pointer or focus is on it).
const loadVisitorSheet = () => import('./VisitorSheet.js');
const VisitorSheet = lazy(() => loadVisitorSheet().then((m) => ({ default: m.VisitorSheet })));

/**
 * The site's frame around every screen but the staff area's: for a visitor the public pages with the
 * venue's navigation; for a signed-in member the members' navigation, on the members' screens and
 * on the public pages alike. It is the layout of both route groups (routes.tsx), so a member moving
 * between Events and Profil keeps the header, the tab bar, the footer and the live parts (connection
 * notice, presence feed, push question) as they are, instead of building them all again.
 */
export function VisitorLayout() {
  const { user } = useCurrentUser();
  const membersArea = useMatches().some((match) => match.id === 'member');
  if (user?.admin && membersArea) {
    return (
      <Suspense fallback={null}>
        <AdminShell />
      </Suspense>
    );
  }
  const member = user && !user.admin ? user : null;
  return (
    <>
      <HydrationBoundary>
        {user ? (
          <SiteHeader
            brandTo={pathTo(user.admin ? 'adminDashboard' : 'home')}
            nav={
              <Suspense fallback={null}>
                <MemberNav />
              </Suspense>
            }
            end={
              <>
                {member && (
                  <Suspense fallback={null}>
                    <QuickExitButton />
                  </Suspense>
                )}
                <LanguageSwitcher short />
                <Suspense fallback={null}>
                  <MemberHeaderEnd />
                </Suspense>
              </>
            }
          />
        ) : (
          <SiteHeader brandTo={pathTo('index')} nav={<VisitorNav />} />
        )}
      </HydrationBoundary>
      <Box component="main" id="main" tabIndex={-1} py="lg">
        <Container size="md">
          {member && (
            <Suspense fallback={null}>
              <ConnectionNotice />
              <PresenceFeed />
              <DiscoverNav />
            </Suspense>
          )}
          <HydrationBoundary>
            <Outlet />
          </HydrationBoundary>
        </Container>
      </Box>
      <SiteFooter />
      {member && (
        <Suspense fallback={null}>
          {/* A small card over the page, at a moment of value: it pushes nothing down. */}
          <PushQuestion />
          {/* The app lock (decision 0043): while closed, the only thing on the page. */}
          <DiscretionGate memberId={member.id} />
        </Suspense>
      )}
    </>
  );
}

/**
 * A visitor's header: on wide screens the venue menu, Events, News, Gästebuch, Anmelden,
 * Registrieren (the primary action) and the languages; on phones the languages and a "Menü" sheet
 * with the rest (sign-up and sign-in first).
 */
function VisitorNav() {
  const { t } = useTranslation();
  const sheet = useSheet();
  const prefetch = () => void loadVisitorSheet();
  return (
    <>
      <nav aria-label={t('nav.label')} className="venue-visitor-nav">
        <ul className="venue-nav-list venue-wide-only">
          <li>
            <HydrationBoundary>
              <VenueMenu />
            </HydrationBoundary>
          </li>
          <li>
            <NavLink to={pathTo('events')} className="venue-nav-link">
              {t('nav.events')}
            </NavLink>
          </li>
          <li>
            <NavLink to={pathTo('news')} className="venue-nav-link">
              {t('nav.news')}
            </NavLink>
          </li>
          <li>
            <NavLink to={pathTo('guestbook')} className="venue-nav-link">
              {t('nav.guestbook')}
            </NavLink>
          </li>
        </ul>
        <ul className="venue-nav-list venue-nav-actions">
          <li className="venue-wide-only">
            <NavLink to={pathTo('signIn')} className="venue-nav-link">
              {t('nav.signIn')}
            </NavLink>
          </li>
          <li className="venue-wide-only">
            <PlainButton to={pathTo('signUp')} size="compact-md">
              {t('nav.signUp')}
            </PlainButton>
          </li>
          <li>
            <LanguageSwitcher short />
          </li>
          <li className="venue-phone-only">
            <button
              type="button"
              className="venue-nav-link venue-menu-button"
              aria-expanded={sheet.open}
              aria-haspopup="dialog"
              onPointerEnter={prefetch}
              onFocus={prefetch}
              onClick={sheet.show}
            >
              <IconMenu2 size={20} stroke={1.75} aria-hidden="true" />
              {t('nav.menu')}
            </button>
          </li>
        </ul>
      </nav>
      {sheet.wanted && (
        <Suspense fallback={null}>
          <VisitorSheet open={sheet.open} onClose={sheet.hide} />
        </Suspense>
      )}
    </>
  );
}
