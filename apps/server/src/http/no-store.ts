import type { FastifyInstance } from 'fastify';

/** Answers about the signed-in member: no cache (browser, proxy, back button) may keep them. */
const NO_STORE_ROUTES = new Set(['/graphql', '/api/me']);

/**
 * `cache-control: no-store` on /graphql and /api/me (issue 11 item 9), set last so that nothing
 * a handler copies in (Yoga's headers) can loosen it. A hook of its own keeps app.ts's routes as they are.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (NO_STORE_ROUTES.has(req.routeOptions.url ?? '')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
