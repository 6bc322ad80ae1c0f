import { memo, type ComponentType } from 'react';
import { matchPath, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import type { I18n } from '../i18n/i18n.js';
import { ROUTES, type RouteName } from '@venue/shared';
import { NotFound } from '../components/NotFound.js';
import { PageLoader } from '../components/PageLoader.js';
import { withChunkTimeout } from './chunk-timeout.js';
import { guardLoader } from './guard-loader.js';
import { wantNotifications } from './notifications-demand.js';
import { RootLayout } from './layout/RootLayout.js';
import { VisitorLayout } from './layout/VisitorLayout.js';
import { RouteError } from './RouteError.js';
import type { Session } from './session/session.js';

export interface ScreenModule {
  Component: ComponentType;
}

export interface Screen {
  /** visitor: the public site; member: the members' app; admin: the staff area (decision 0031). */
  layout: 'visitor' | 'member' | 'admin';
  load: () => Promise<ScreenModule>;
}

/**
 * The visitors' screens (layout "visitor"), each its own lazily loaded chunk. The members' screens
 * are in member-screens.tsx, a chunk of its own that comes with the first member screen: the first
 * page carries one lazy import for all of them, not one each (initial-JS budget).
 */
export const SCREENS = {
  index: { layout: 'visitor', load: () => import('./landing.screen.js') },
  page: { layout: 'visitor', load: () => import('../features/pages/page.route.js') },
  signIn: { layout: 'visitor', load: () => import('../features/accounts/sign-in.route.js') },
  signUp: { layout: 'visitor', load: () => import('../features/accounts/sign-up.route.js') },
  forgottenPassword: { layout: 'visitor', load: () => import('../features/accounts/forgotten-password.route.js') },
  resetPassword: { layout: 'visitor', load: () => import('../features/accounts/reset-password.route.js') },
  signOut: { layout: 'visitor', load: () => import('../features/accounts/sign-out.route.js') },
  activation: { layout: 'visitor', load: () => import('../features/accounts/activation.route.js') },
  phoneActivation: { layout: 'visitor', load: () => import('../features/accounts/phone-activation.route.js') },
  confirmEmail: { layout: 'visitor', load: () => import('../features/settings/confirm-email.route.js') },
  guestbook: { layout: 'visitor', load: () => import('../features/guestbook/guestbook.route.js') },
  guestbookNew: { layout: 'visitor', load: () => import('../features/guestbook/new-entry.route.js') },
  news: { layout: 'visitor', load: () => import('../features/news/news-list.route.js') },
  newsPost: { layout: 'visitor', load: () => import('../features/news/news-post.route.js') },
  events: { layout: 'visitor', load: () => import('../features/events/events.route.js') },
  event: { layout: 'visitor', load: () => import('./event.screen.js') },
} satisfies Partial<Record<RouteName, Screen>>;

export type VisitorScreenName = keyof typeof SCREENS;
/** Every other route of the path table is a members' screen (member-screens.tsx lists them all). */
export type MemberScreenName = Exclude<RouteName, VisitorScreenName>;

const isVisitorScreen = (name: RouteName): name is VisitorScreenName => name in SCREENS;
/** Screens for staff only (requires admin) are in the staff area, with its own layout and navigation. */
export const isAdminScreen = (name: RouteName): boolean => Boolean((ROUTES[name].requires as { admin?: boolean }).admin);
const loadMemberScreen = (name: MemberScreenName) => import('./member-screens.js').then((m) => m.MEMBER_SCREENS[name].load());

/**
 * The public pages a visitor lands on: they need only the public texts that ship with the first
 * page (i18n/catalogues.ts); every other screen fetches the full catalogue with its code.
 */
export const PUBLIC_TEXT_SCREENS: ReadonlySet<RouteName> = new Set<RouteName>(['index', 'page', 'news', 'newsPost', 'events', 'event', 'guestbook']);

/**
 * The router renders every matched route's component afresh on each of its state changes (a
 * screen change has two: loading, then done). A screen or layout (they take no props) re-renders
 * only when what it reads changes.
 */
const withMemoScreen =
  <T extends { Component: ComponentType }>(load: () => Promise<T>) =>
  async (): Promise<T> => {
    const module = await load();
    return { ...module, Component: memo(module.Component) };
  };
const MemoRootLayout = memo(RootLayout);
const MemoVisitorLayout = memo(VisitorLayout);

/**
 * The route table. With `discoverAppScreens` the members' and the staff's screens are left out
 * (their layouts stay, empty) and `discoverAppScreens` adds them at the first navigation that needs
 * them: a visitor's first page does not pay for ranking some 60 routes it never shows (a long task
 * on a phone, issue 12). The server and the tests take the whole table.
 */
export function createRoutes(session: Session, i18n: I18n, opts: { appScreens?: 'included' | 'discovered' } = {}): RouteObject[] {
  const app = opts.appScreens === 'discovered' ? { member: [], admin: [] } : appScreenRoutes(session, i18n);
  return [
    {
      id: 'root',
      Component: MemoRootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoader,
      children: [
        {
          id: 'visitor',
          Component: MemoVisitorLayout,
          ErrorBoundary: RouteError,
          children: [...routesOf(session, i18n, (Object.keys(ROUTES) as RouteName[]).filter(isVisitorScreen), (name) => SCREENS[name as VisitorScreenName].load), { id: 'notFound', path: '*', Component: NotFound }],
        },
        {
          id: 'member',
          // The same frame as the public pages (VisitorLayout): a member moving between the two keeps it.
          // What the members' screens need besides comes first: their table, the frame's members' parts
          // (member-nav), the full texts.
          Component: MemoVisitorLayout,
          lazy: withChunkTimeout(withTexts(i18n, async () => (await Promise.all([import('./member-screens.js'), import('./layout/member-nav.js')]), {}))),
          ErrorBoundary: RouteError,
          children: app.member,
        },
        {
          id: 'admin',
          // The staff area: its own navigation (loaded only by staff), the same screen table.
          lazy: withChunkTimeout(withMemoScreen(withTexts(i18n, async () => (await Promise.all([import('./layout/AdminLayout.js'), import('./member-screens.js')]))[0]))),
          ErrorBoundary: RouteError,
          children: app.admin,
        },
      ],
    },
  ];
}

/**
 * The router's `patchRoutesOnNavigation` for `createRoutes(…, { appScreens: 'discovered' })`: the
 * first navigation to a path no public screen takes (the router asks whenever the route it matched
 * has parameters, the not-found route's `*` included) adds the members' and the staff's screens,
 * once. A public page's path is answered by the public screens alone.
 */
export function discoverAppScreens(session: Session, i18n: I18n): PatchRoutesOnNavigationFunction {
  let added = false;
  return ({ path, patch }) => {
    if (added || isPublicPath(path)) return;
    added = true;
    const app = appScreenRoutes(session, i18n);
    patch('member', app.member);
    patch('admin', app.admin);
  };
}

/** Whether one of the public screens takes `path` (the router's own matches are partial: `/` is a prefix of every path). */
const isPublicPath = (path: string): boolean => (Object.keys(SCREENS) as VisitorScreenName[]).some((name) => matchPath(ROUTES[name].path, path) !== null);

/** The members' and the staff's screens (member-screens.tsx loads their code). */
function appScreenRoutes(session: Session, i18n: I18n): { member: RouteObject[]; admin: RouteObject[] } {
  const appScreens = (Object.keys(ROUTES) as RouteName[]).filter((name): name is MemberScreenName => !isVisitorScreen(name));
  const load = (name: RouteName) => () => loadMemberScreen(name as MemberScreenName);
  return {
    member: routesOf(session, i18n, appScreens.filter((name) => !isAdminScreen(name)), load),
    admin: routesOf(session, i18n, appScreens.filter(isAdminScreen), load),
  };
}

/** Every screen but the public pages comes with the full texts and the notifications (which its code may show directly). */
const withTexts =
  <T,>(i18n: I18n, load: () => Promise<T>) =>
  async () => {
    wantNotifications();
    return (await Promise.all([load(), i18n.loadFull()]))[0];
  };

function routesOf(session: Session, i18n: I18n, names: RouteName[], loadOf: (name: RouteName) => () => Promise<ScreenModule>): RouteObject[] {
  return names.map((name) => ({
    id: name,
    path: ROUTES[name].path,
    loader: guardLoader(session, i18n, name),
    lazy: withChunkTimeout(withMemoScreen(PUBLIC_TEXT_SCREENS.has(name) ? loadOf(name) : withTexts(i18n, loadOf(name)))),
    ErrorBoundary: RouteError,
  }));
}
