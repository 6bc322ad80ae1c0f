import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import type { Services } from '../../services.js';

const JSON_API = 'application/vnd.api+json';
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * POST /api/payments/webhooks/:provider: the provider's signed events. The body is kept raw (the
 * signature covers its exact bytes); a forged, altered or stale one answers 400 and writes nothing;
 * a repeated one answers 200 and changes nothing (docs/decisions/0034).
 */
export async function registerPaymentWebhooks(app: FastifyInstance, opts: { deps: AppDeps; services: Services }) {
  const { services } = opts;
  // Encapsulated in this plugin: the other /api routes keep their JSON parser.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) => done(null, body));

  app.post<{ Params: { provider: string } }>('/payments/webhooks/:provider', async (req, reply) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const outcome = await services.payments.handleWebhook(req.params.provider, raw, req.headers);
    return reply.code(200).type(JSON_API).send({ meta: { outcome } });
  });
}
