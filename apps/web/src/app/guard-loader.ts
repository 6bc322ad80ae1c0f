import { redirect, type LoaderFunction } from 'react-router';
import type { I18n } from '../i18n/i18n.js';
import { pathTo, ROUTES, type RouteName, type RouteRequirements } from '@venue/shared';
import { checkRoute, needsMember } from './guards.js';
import { showWarning } from './warnings.js';
import type { Session } from './session/session.js';

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
 * The loader of a guarded route: asks the server for the current user (rule 1), applies the ordered
 * rules and turns a refusal into a redirect plus warning. The server is asked at every guarded
 * screen, not the cache: a login timeout, a deactivation or a lost admin right that arrives while
 * the member is signed in applies at the next screen (rules 3 to 7). When the server cannot be
 * reached, the cached member stands in.
 */
export function guardLoader(session: Session, i18n: I18n, name: RouteName): LoaderFunction {
  const route: { name: RouteName; requires: RouteRequirements } = { name, requires: ROUTES[name].requires };
  return async ({ request, params }) => {
    if (route.requires.signedOut) return sendMemberOn(session, request);
    if (!needsMember(route.requires)) return null;
    const user = await session.currentUser({ network: true, orCached: true });
    const decision = checkRoute(route, user, params, new Date());
    if (decision === 'allow') return null;
    if (decision.warning) showWarning(i18n, decision.warning);
    if (!user) {
      const url = new URL(request.url);
      const search = new URLSearchParams({ [NEXT_PARAM]: url.pathname + url.search });
      return redirect(`${decision.redirect}?${search.toString()}`);
    }
    return redirect(decision.redirect);
  };
}
