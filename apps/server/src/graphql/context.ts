import type { AppDeps } from '../deps.js';
import type { UserRow } from '../modules/accounts/accounts.table.js';
import type { Services } from '../services.js';

export interface SessionCookies {
  /** The client keeps the token itself (X-Session-Transport: bearer): it gets it in the body, no cookie. */
  bearer: boolean;
  /** Sets the session cookie (not for a bearer client). */
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export interface GraphQLContext {
  deps: AppDeps;
  services: Services;
  /** The signed-in member, or null for a visitor. */
  viewer: UserRow | null;
  /** Hash of the session token that authenticated this request, if any. */
  sessionTokenHash: string | null;
  ip: string;
  userAgent: string | null;
  cookies: SessionCookies;
}
