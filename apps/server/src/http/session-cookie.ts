import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionCookies } from '../graphql/context.js';

export const SESSION_COOKIE = 'session';

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
  return {
    set: (token, expiresAt) => void reply.setCookie(SESSION_COOKIE, token, { ...base, expires: expiresAt }),
    clear: () => void reply.clearCookie(SESSION_COOKIE, base),
  };
}
