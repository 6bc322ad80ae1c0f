import { redirect, type LoaderFunction, type Params } from 'react-router';
import type { I18n } from '../i18n/i18n.js';
import { pathTo, ROUTES, type RouteName, type RouteRequirements } from '@venue/shared';
import { checkRoute, needsMember } from './guards.js';
import { showWarning } from './warnings.js';
import { connectionOf } from './session/connection.js';
import type { Session } from './session/session.js';
import type { CurrentUser } from './session/operations.js';

/** The query parameter that brings a member back where rule 1 stopped them. */
export const NEXT_PARAM = 'next';

/** Only a path on this site is a safe place to return to. */
export function safeNextPath(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
}

/**
 * Sign-in and sign-up are for visitors: a member who is signed in goes on to /home (or, on sign-in,
 * to the page it was asked for), quietly. The server renderer does not ask (it renders visitors only).
 */
async function sendMemberOn(session: Session, request: Request) {
  if (typeof window === 'undefined') return null;
  const user = await session.currentUser();
  if (!user) return null;
  return redirect(safeNextPath(new URL(request.url).searchParams.get(NEXT_PARAM)) ?? pathTo('home'));
}

/**
 * Where a refusal found after the screen was let in sends the member (boot.tsx sets the router's
 * navigate; tests their memory router's). Without one, the refusal waits for the next screen.
 */
export const guardNavigation: { navigate: ((to: string) => void) | null; path: () => string } = { navigate: null, path: () => window.location.pathname };

/**
 * How often, at most, a screen change asks the server alongside while the socket is live. The
 * server closes a member's socket on every change the rules look at (decision 0017), so a live
 * socket already says the cached member holds; the question is a second line, not the first.
 * Tests set it to 0 to see every question.
 */
export const guardRecheck = { everyMs: 30_000 };
const lastAskedAt = new WeakMap<Session, number>();

/**
 * The loader of a guarded route: asks the server for the current user (rule 1), applies the ordered
 * rules and turns a refusal into a redirect plus warning. A login timeout, a deactivation or a lost
 * admin right that arrives while the member is signed in applies at the next screen (rules 3 to 7).
 *
 * While the member's socket is connected, the server would have closed it on any of those (decision
 * 0017), so a cached member the rules let in is let in at once and the server is asked alongside
 * (at most every `guardRecheck.everyMs`, once the screen is in place; decision 0051): a screen
 * change does not wait for that round trip (issue 12's budget). A refusal found then moves the
 * member on from the screen, as it would have before it. Without a live socket, or when the cached
 * member would be refused, the server's answer decides before the screen. When the server cannot be
 * reached, the cached member stands in.
 */
export function guardLoader(session: Session, i18n: I18n, name: RouteName): LoaderFunction {
  const route: { name: RouteName; requires: RouteRequirements } = { name, requires: ROUTES[name].requires };
  const refusal = (user: CurrentUser | null, request: Request, params: Params) => {
    const decision = checkRoute(route, user, params, new Date());
    if (decision === 'allow') return null;
    if (decision.warning) showWarning(i18n, decision.warning);
    if (user) return decision.redirect;
    const url = new URL(request.url);
    const search = new URLSearchParams({ [NEXT_PARAM]: url.pathname + url.search });
    return `${decision.redirect}?${search.toString()}`;
  };
  return async ({ request, params }) => {
    if (route.requires.signedOut) return sendMemberOn(session, request);
    if (!needsMember(route.requires)) return null;
    const cached = typeof window === 'undefined' ? null : await session.cachedUser();
    if (cached && connectionOf(session.getClient()).getStatus() === 'connected' && checkRoute(route, cached, params, new Date()) === 'allow') {
      const now = Date.now();
      if (now - (lastAskedAt.get(session) ?? -Infinity) >= guardRecheck.everyMs) {
        lastAskedAt.set(session, now);
        // After the screen is in place (the task after this one): its answer then does not land in
        // the middle of the screen change, re-rendering every part that shows the member.
        setTimeout(() => {
          void session.currentUser({ network: true, orCached: true }).then((user) => {
            // Only while the member is still on the screen this check let in.
            if (guardNavigation.path() !== new URL(request.url).pathname) return;
            const to = refusal(user, request, params);
            if (to) guardNavigation.navigate?.(to);
          });
        }, 0);
      }
      return null;
    }
    lastAskedAt.set(session, Date.now());
    const to = refusal(await session.currentUser({ network: true, orCached: true }), request, params);
    return to ? redirect(to) : null;
  };
}
