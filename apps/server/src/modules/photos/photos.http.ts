import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { LIMITS, type ImageFormat } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { Services } from '../../services.js';
import { AppError } from '../../shared/app-error.js';
import { contextForRequest } from '../../http/context.js';
import { readImageUpload } from '../../http/image-upload.js';
import type { PhotoView } from './photos.repository.js';
import { photoUrls } from './photo-urls.js';
import { privateFileHeaders, sendPrivateFile } from '../../http/private-file.js';

const JSON_API = 'application/vnd.api+json';
/** Room for the multipart boundaries, part headers and the visibility field around the file. */
const MULTIPART_OVERHEAD = 16 * 1024;
/** `<thumb|width>.<avif|webp>`: the stored variants of a photo. */
const VARIANT_FILE = /^(thumb|[1-9][0-9]{1,3})\.(avif|webp)$/;
const NOT_FOUND_BODY = { errors: [{ status: '404', code: 'NOT_FOUND' }] };

/** The JSON:API answer to an upload: the photo as the owner sees it, with the URLs of its files. */
export function photoDocument(photo: PhotoView) {
  return {
    jsonapi: { version: '1.1' },
    data: {
      type: 'photos',
      id: photo.id,
      attributes: {
        width: photo.width,
        height: photo.height,
        visibility: photo.visibility,
        position: photo.position,
        createdAt: photo.createdAt.toISOString(),
        ...photoUrls(photo),
      },
    },
  };
}

/**
 * Member photos under /api: `POST /api/photos` (multipart: `visibility` PUBLIC|FRIENDS and one
 * `file`) and `GET /api/photos/<id>/<thumb|width>.<avif|webp>`, which checks for every request that
 * the viewer may see the photo (docs/decisions/0010) and answers 404 alike for unknown and hidden.
 */
export async function registerPhotoRoutes(app: FastifyInstance, opts: { deps: AppDeps; services: Services }) {
  const { deps, services } = opts;
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: LIMITS.uploadBytes, files: 1, fields: 1, parts: 2, fieldSize: 64, headerPairs: 50 },
  });

  app.post('/photos', async (req, reply) => {
    const ctx = await contextForRequest(deps, services, req, reply);
    // Refusals (who, photo limit, rate) come before the body is read.
    await services.photos.assertMayUpload(ctx.viewer);
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > LIMITS.uploadBytes + MULTIPART_OVERHEAD) throw new AppError('IMAGE_TOO_LARGE');
    const { file, text: visibility } = await readImageUpload(req, 'visibility');
    const photo = await services.photos.upload(ctx.viewer, file, visibility);
    return reply.code(201).type(JSON_API).send(photoDocument(photo));
  });

  app.get('/photos/:id/:file', async (req, reply) => {
    const { id, file } = req.params as { id: string; file: string };
    const match = VARIANT_FILE.exec(file);
    const ctx = await contextForRequest(deps, services, req, reply);
    const stored = match ? await services.photos.readVariant(ctx.viewer, id, match[1] === 'thumb' ? 'thumb' : Number(match[1]), match[2] as ImageFormat) : null;
    // Checked on every view: a photo made friends-only or a viewer no longer allowed gets 404 at once.
    if (!stored) return privateFileHeaders(reply).code(404).type(JSON_API).send(NOT_FOUND_BODY);
    return sendPrivateFile(req, reply, stored);
  });
}
