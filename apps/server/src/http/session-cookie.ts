import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionCookies } from '../graphql/context.js';

export const SESSION_COOKIE = 'session';

/**
 * `X-Session-Transport: bearer`: the client keeps the session token itself (apps, scripts, tests)
 * and sends it as `Authorization: Bearer`. Only then does signIn/signUp answer the token in the
 * body, and no cookie is set; a cookie client never sees its token (decision 0023).
 */
export const SESSION_TRANSPORT_HEADER = 'x-session-transport';

/** Session token from the cookie, or from `Authorization: Bearer <token>`. */
export function readSessionToken(headers: { authorization?: string; cookie?: string }, cookies?: Record<string, string | undefined>): string | null {
  const auth = headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || null;
  if (cookies) return cookies[SESSION_COOKIE] ?? null;
  const match = headers.cookie?.match(/(?:^|;\s*)session=([^;]+)/);
  return match ? decodeURIComponent(match[1]!) : null;
}

export function sessionCookies(req: FastifyRequest, reply: FastifyReply, secure: boolean): SessionCookies {
  const base = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: secure || req.protocol === 'https' };
  const bearer = req.headers[SESSION_TRANSPORT_HEADER] === 'bearer';
  return {
    bearer,
    set: (token, expiresAt) => {
      if (!bearer) void reply.setCookie(SESSION_COOKIE, token, { ...base, expires: expiresAt });
    },
    clear: () => void reply.clearCookie(SESSION_COOKIE, base),
  };
}
