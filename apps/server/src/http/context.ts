import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { Services } from '../services.js';
import { readSessionToken, sessionCookies } from './session-cookie.js';
import { clientIp } from './client-ip.js';

/**
 * Resolves the session of an HTTP request into the context every resolver and route sees.
 * `anonymous`: the request runs as a visitor whatever cookie or token it carries (GET /graphql).
 */
export async function contextForRequest(
  deps: AppDeps,
  services: Services,
  req: FastifyRequest,
  reply: FastifyReply,
  opts: { anonymous?: boolean } = {},
): Promise<GraphQLContext> {
  const cookies = sessionCookies(req, reply, deps.config.publicUrl.startsWith('https:'));
  const token = opts.anonymous ? null : readSessionToken(req.headers, req.cookies);
  const session = await services.sessions.resolve(token);
  // A token that leads nowhere (expired, signed out elsewhere, member deleted) is cleared.
  if (token && !session && req.cookies?.session) cookies.clear();
  // Every authenticated request is activity (throttled to one write a minute per member).
  await services.presence.recordActivity(session?.user ?? null);
  return {
    deps,
    services,
    viewer: session?.user ?? null,
    sessionTokenHash: session?.tokenHash ?? null,
    ip: clientIp(req.raw, deps.config),
    userAgent: req.headers['user-agent'] ?? null,
    cookies,
  };
}
