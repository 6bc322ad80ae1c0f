import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a proxy (or a client) may bring a request id in; the answer carries the id used. */
export const REQUEST_ID_HEADER = 'x-request-id';

// Short and plain only: the id goes into every log line of the request and back into a header.
const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's genReqId (decision 0057): the incoming X-Request-Id when it is a short safe token, so a
 * request can be followed from the proxy's log into the app's; otherwise a new UUID (unique across
 * instances, unlike Fastify's counter).
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}
