import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../deps.js';
import type { Services } from '../services.js';
import { AppError } from '../shared/app-error.js';
import { contextForRequest } from './context.js';
import { currentUserDocument } from '../modules/accounts/accounts.json-api.js';
import { registerImageUploads } from '../modules/media/media.http.js';
import { registerPhotoRoutes } from '../modules/photos/photos.http.js';
import { registerConversationRoutes } from '../modules/conversations/conversations.http.js';
import { registerNewsJsonApi } from '../modules/news/news.json-api.js';
import { registerEventsJsonApi } from '../modules/events/events.json-api.js';
import { registerDataExport } from '../modules/privacy/data-export.http.js';
import { registerPaymentWebhooks } from '../modules/payments/payments.http.js';
import { registerVerificationRoutes } from '../modules/verification/verification.http.js';
import { registerReservationRoutes } from '../modules/reservations/reservations.http.js';

export const JSON_API = 'application/vnd.api+json';

export function sendJsonApiError(reply: FastifyReply, error: AppError) {
  if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply
    .code(error.httpStatus)
    .type(JSON_API)
    .send({ errors: [{ status: String(error.httpStatus), code: error.code, ...(error.fields.length ? { meta: { fields: error.fields } } : {}) }] });
}

/** JSON:API surface under /api/ for what GraphQL serves badly (uploads, webhooks, public feeds). */
export async function registerJsonApi(app: FastifyInstance, opts: { deps: AppDeps; services: Services }) {
  const { deps, services } = opts;
  app.setErrorHandler((error, _req, reply) => {
    if (error instanceof AppError) return sendJsonApiError(reply, error);
    if ((error as { statusCode?: number }).statusCode === 429) return sendJsonApiError(reply, new AppError('RATE_LIMITED'));
    reply.log.error(error);
    return reply.code(500).type(JSON_API).send({ errors: [{ status: '500', code: 'INTERNAL' }] });
  });

  app.get('/me', async (req, reply) => {
    const ctx = await contextForRequest(deps, services, req, reply);
    if (!ctx.viewer) throw new AppError('NOT_SIGNED_IN');
    return reply.type(JSON_API).send(currentUserDocument(ctx.viewer, deps.config.publicUrl));
  });

  await app.register(registerImageUploads, { deps, services });
  await app.register(registerPhotoRoutes, { deps, services });
  await app.register(registerConversationRoutes, { deps, services });
  await app.register(registerDataExport, { deps, services });
  await app.register(registerPaymentWebhooks, { deps, services });
  await app.register(registerVerificationRoutes, { deps, services });
  await app.register(registerReservationRoutes, { deps, services });
  registerNewsJsonApi(app, { deps, services });
  registerEventsJsonApi(app, { deps, services });
}
