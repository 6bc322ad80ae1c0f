import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { LIMITS, type ImageFormat } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { Services } from '../../services.js';
import { AppError } from '../../shared/app-error.js';
import { contextForRequest } from '../../http/context.js';
import { readImageUpload } from '../../http/image-upload.js';
import { isTimedOut } from '../accounts/accounts.policy.js';
import type { MessageRow } from './conversations.table.js';
import { privateFileHeaders, sendPrivateFile } from '../../http/private-file.js';

const JSON_API = 'application/vnd.api+json';
/** Room for the multipart boundaries, part headers and the caption around the file. */
const MULTIPART_OVERHEAD = 16 * 1024;
/** `<thumb|width>.<avif|webp>`: the stored variants of a picture. */
const VARIANT_FILE = /^(thumb|[1-9][0-9]{1,3})\.(avif|webp)$/;
const NOT_FOUND_BODY = { errors: [{ status: '404', code: 'NOT_FOUND' }] };

/** The JSON:API answer to a picture sent: the message that carries it. */
function messageDocument(message: MessageRow) {
  return {
    jsonapi: { version: '1.1' },
    data: {
      type: 'conversation-messages',
      id: message.id,
      attributes: { conversationId: message.conversationId, seq: Number(message.seq), body: message.body, insertedAt: message.insertedAt.toISOString() },
    },
  };
}

/**
 * Pictures in private conversations (decision 0018): `POST /api/conversations/<id>/uploads`
 * (multipart: one `file`, JPEG/PNG/WebP up to 4 MB, and an optional `body` caption) sends a
 * message with the picture; `GET /api/conversation-uploads/<id>/<thumb|width>.<avif|webp>` serves
 * its files to the conversation's participants only, checked per request (404 alike for unknown
 * and not theirs, also for a guessed address).
 */
export async function registerConversationRoutes(app: FastifyInstance, opts: { deps: AppDeps; services: Services }) {
  const { deps, services } = opts;
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: LIMITS.uploadBytes, files: 1, fields: 1, parts: 2, fieldSize: LIMITS.CHAT.messageMax * 4, headerPairs: 50 },
  });

  app.post('/conversations/:id/uploads', async (req, reply) => {
    const ctx = await contextForRequest(deps, services, req, reply);
    if (!ctx.viewer) throw new AppError('NOT_SIGNED_IN');
    if (isTimedOut(ctx.viewer, deps.now())) throw new AppError('LOGIN_TIMEOUT', { until: ctx.viewer.loginTimeoutUntil!.toISOString() });
    // Refusals (who, which conversation, rate) come before the body is read.
    const id = await services.messages.assertMayUpload(ctx.viewer, (req.params as { id: string }).id);
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > LIMITS.uploadBytes + MULTIPART_OVERHEAD) throw new AppError('IMAGE_TOO_LARGE');
    const { file, text } = await readImageUpload(req, 'body');
    const message = await services.messages.sendPicture(ctx.viewer, id, file, text);
    return reply.code(201).type(JSON_API).send(messageDocument(message));
  });

  app.get('/conversation-uploads/:id/:file', async (req, reply) => {
    const { id, file } = req.params as { id: string; file: string };
    const match = VARIANT_FILE.exec(file);
    const ctx = await contextForRequest(deps, services, req, reply);
    const viewer = ctx.viewer && !isTimedOut(ctx.viewer, deps.now()) ? ctx.viewer : null;
    const stored = match ? await services.conversations.readUploadVariant(viewer, id, match[1] === 'thumb' ? 'thumb' : Number(match[1]), match[2] as ImageFormat) : null;
    // Checked on every view: a photo made friends-only or a viewer no longer allowed gets 404 at once.
    if (!stored) return privateFileHeaders(reply).code(404).type(JSON_API).send(NOT_FOUND_BODY);
    return sendPrivateFile(req, reply, stored);
  });
}
