import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { ROUTES, type RouteName } from '@venue/shared';
import { NotFound } from '../components/NotFound.js';
import { PageLoader } from '../components/PageLoader.js';
import { withChunkTimeout } from './chunk-timeout.js';
import { guardLoader } from './guard-loader.js';
import { RootLayout } from './layout/RootLayout.js';
import { VisitorLayout } from './layout/VisitorLayout.js';
import { RouteError } from './RouteError.js';
import type { Session } from './session/session.js';

interface ScreenModule {
  Component: ComponentType;
}

interface Screen {
  layout: 'visitor' | 'member';
  load: () => Promise<ScreenModule>;
}

/** Every route of the path table with its screen; each screen is its own lazily loaded chunk. */
export const SCREENS: Record<RouteName, Screen> = {
  index: { layout: 'visitor', load: () => import('./landing.screen.js') },
  page: { layout: 'visitor', load: () => import('../features/pages/page.route.js') },
  signIn: { layout: 'visitor', load: () => import('../features/accounts/sign-in.route.js') },
  signUp: { layout: 'visitor', load: () => import('../features/accounts/sign-up.route.js') },
  forgottenPassword: { layout: 'visitor', load: () => import('../features/accounts/forgotten-password.route.js') },
  resetPassword: { layout: 'visitor', load: () => import('../features/accounts/reset-password.route.js') },
  signOut: { layout: 'visitor', load: () => import('../features/accounts/sign-out.route.js') },
  activation: { layout: 'visitor', load: () => import('../features/accounts/activation.route.js') },
  phoneActivation: { layout: 'visitor', load: () => import('../features/accounts/phone-activation.route.js') },
  home: { layout: 'member', load: () => import('../features/home/home.route.js') },
  onboarding: { layout: 'member', load: () => import('../features/profiles/onboarding.route.js') },
  editProfile: { layout: 'member', load: () => import('../features/profiles/edit-profile.route.js') },
  showUser: { layout: 'member', load: () => import('./user-profile.screen.js') },
  userInfos: { layout: 'member', load: () => import('../features/profiles/user-infos.route.js') },
  profileVisitors: { layout: 'member', load: () => import('../features/visitors/profile-visitors.route.js') },
  settings: { layout: 'member', load: () => import('../features/settings/settings.route.js') },
  premium: { layout: 'member', load: () => import('../features/premium/premium.route.js') },
  adminDashboard: { layout: 'member', load: () => import('../features/admin/dashboard.route.js') },
  guestbook: { layout: 'visitor', load: () => import('../features/guestbook/guestbook.route.js') },
  guestbookNew: { layout: 'visitor', load: () => import('../features/guestbook/new-entry.route.js') },
  guestbookEdit: { layout: 'member', load: () => import('../features/guestbook/edit-entry.route.js') },
  news: { layout: 'visitor', load: () => import('../features/news/news-list.route.js') },
  newsPost: { layout: 'visitor', load: () => import('../features/news/news-post.route.js') },
  events: { layout: 'visitor', load: () => import('../features/events/events.route.js') },
  event: { layout: 'visitor', load: () => import('../features/events/event.route.js') },
  adminNews: { layout: 'member', load: () => import('../features/news/admin-news-list.route.js') },
  adminNewsNew: { layout: 'member', load: () => import('../features/news/admin-news-edit.route.js') },
  adminNewsEdit: { layout: 'member', load: () => import('../features/news/admin-news-edit.route.js') },
  adminEvents: { layout: 'member', load: () => import('../features/events/admin-events-list.route.js') },
  adminEventsNew: { layout: 'member', load: () => import('../features/events/admin-event-edit.route.js') },
  adminEventEdit: { layout: 'member', load: () => import('../features/events/admin-event-edit.route.js') },
  photos: { layout: 'member', load: () => import('../features/photos/photos.route.js') },
  userUpload: { layout: 'member', load: () => import('../features/photos/user-upload.route.js') },
  friends: { layout: 'member', load: () => import('../features/friends/friends.route.js') },
  blocks: { layout: 'member', load: () => import('../features/blocks/blocks.route.js') },
};

export function createRoutes(session: Session, i18n: I18n): RouteObject[] {
  const screens = (layout: Screen['layout']): RouteObject[] =>
    (Object.keys(SCREENS) as RouteName[])
      .filter((name) => SCREENS[name].layout === layout)
      .map((name) => ({
        id: name,
        path: ROUTES[name].path,
        loader: guardLoader(session, i18n, name),
        lazy: withChunkTimeout(SCREENS[name].load),
        ErrorBoundary: RouteError,
      }));

  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoader,
      children: [
        {
          id: 'visitor',
          Component: VisitorLayout,
          ErrorBoundary: RouteError,
          children: [...screens('visitor'), { id: 'notFound', path: '*', Component: NotFound }],
        },
        {
          id: 'member',
          lazy: withChunkTimeout(() => import('./layout/MemberLayout.js')),
          ErrorBoundary: RouteError,
          children: screens('member'),
        },
      ],
    },
  ];
}
