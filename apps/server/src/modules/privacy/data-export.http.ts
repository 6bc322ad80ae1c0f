import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import type { Services } from '../../services.js';
import { contextForRequest } from '../../http/context.js';

/**
 * `GET /api/me/export`: the signed-in member's data as a ZIP download (cookie or Bearer session).
 * Refusals are JSON:API errors: NOT_SIGNED_IN (401), LOGIN_TIMEOUT, RATE_LIMITED (429).
 */
export async function registerDataExport(app: FastifyInstance, opts: { deps: AppDeps; services: Services }) {
  const { deps, services } = opts;
  app.get('/me/export', async (req, reply) => {
    const ctx = await contextForRequest(deps, services, req, reply);
    const { filename, stream } = await services.dataExport.export(ctx.viewer);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(stream);
  });
}
