import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { LIMITS } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { Services } from '../../services.js';
import { AppError } from '../../shared/app-error.js';
import { contextForRequest } from '../../http/context.js';
import { readImageUpload } from '../../http/image-upload.js';
import { privateFileHeaders, sendPrivateFile } from '../../http/private-file.js';
import { isTimedOut } from '../accounts/accounts.policy.js';

const JSON_API = 'application/vnd.api+json';
/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD = 16 * 1024;
const NOT_FOUND_BODY = { errors: [{ status: '404', code: 'NOT_FOUND' }] };

/**
 * Verification selfies (docs/decisions/0033): `POST /api/verification-requests/<id>/selfie`
 * (multipart: one `file`, JPEG/PNG/WebP up to 4 MB, re-encoded without metadata as photos are) by
 * the member whose PENDING request it is; `GET` of the same address serves it to admins only, 404
 * for everyone else (the member too) and once decided; each view is logged.
 */
export async function registerVerificationRoutes(app: FastifyInstance, opts: { deps: AppDeps; services: Services }) {
  const { deps, services } = opts;
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: LIMITS.uploadBytes, files: 1, fields: 0, parts: 1, fieldSize: 64, headerPairs: 50 },
  });

  app.post('/verification-requests/:id/selfie', async (req, reply) => {
    const ctx = await contextForRequest(deps, services, req, reply);
    if (!ctx.viewer) throw new AppError('NOT_SIGNED_IN');
    if (isTimedOut(ctx.viewer, deps.now())) throw new AppError('LOGIN_TIMEOUT', { until: ctx.viewer.loginTimeoutUntil!.toISOString() });
    // Refusals (who, which request) come before the body is read.
    const id = await services.verification.assertMayUpload(ctx.viewer, (req.params as { id: string }).id);
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > LIMITS.uploadBytes + MULTIPART_OVERHEAD) throw new AppError('IMAGE_TOO_LARGE');
    const { file } = await readImageUpload(req, 'none');
    const request = await services.verification.uploadSelfie(ctx.viewer, id, file);
    return reply
      .code(201)
      .type(JSON_API)
      .send({ jsonapi: { version: '1.1' }, data: { type: 'verification-requests', id: request.id, attributes: { state: request.state, submittedAt: request.submittedAt?.toISOString() ?? null } } });
  });

  app.get('/verification-requests/:id/selfie', async (req, reply) => {
    const ctx = await contextForRequest(deps, services, req, reply);
    const viewer = ctx.viewer && !isTimedOut(ctx.viewer, deps.now()) ? ctx.viewer : null;
    const stored = await services.verification.readSelfie(viewer, (req.params as { id: string }).id);
    if (!stored) return privateFileHeaders(reply).code(404).type(JSON_API).send(NOT_FOUND_BODY);
    return sendPrivateFile(req, reply, stored);
  });
}
