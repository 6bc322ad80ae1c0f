import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { LIMITS, imageVariantUrl, imageVariantWidths } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { Services } from '../../services.js';
import { AppError } from '../../shared/app-error.js';
import { contextForRequest } from '../../http/context.js';
import type { ProcessedImage } from './images.js';

const JSON_API = 'application/vnd.api+json';
/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD = 16 * 1024;

/** `GET /media/<storageKey>/<width>.<avif|webp>`: stored image variants, cached for a year (keys never change). */
export async function registerMediaFiles(app: FastifyInstance, opts: { services: Services }) {
  app.get('/media/*', async (req, reply) => {
    const file = await opts.services.media.readVariant((req.params as { '*': string })['*']);
    if (!file) return reply.code(404).type('application/json').send({ errors: [{ status: '404', code: 'NOT_FOUND' }] });
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type(file.contentType).send(file.data);
  });
}

/** The JSON:API answer to an upload: where the variants are and how large the image is. */
export function uploadedImageDocument(image: ProcessedImage & { purpose: string }) {
  const id = image.storageKey.split('/').pop()!;
  return {
    jsonapi: { version: '1.1' },
    data: {
      type: 'images',
      id,
      attributes: {
        storageKey: image.storageKey,
        purpose: image.purpose,
        width: image.width,
        height: image.height,
        variants: imageVariantWidths(image.width).map((width) => ({
          width,
          avif: imageVariantUrl(image.storageKey, width, 'avif'),
          webp: imageVariantUrl(image.storageKey, width, 'webp'),
        })),
      },
    },
  };
}

/**
 * `POST /api/uploads/images?purpose=static-pages|news|events` (multipart, one file, admins only).
 * The viewer is checked before the body is read, and the file is streamed into memory only up to
 * the 4 MB limit (spec §9): a larger one is cut off and answered with IMAGE_TOO_LARGE.
 */
export async function registerImageUploads(app: FastifyInstance, opts: { deps: AppDeps; services: Services }) {
  const { deps, services } = opts;
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: LIMITS.uploadBytes, files: 1, fields: 2, parts: 3, fieldSize: 1024, headerPairs: 50 },
  });

  app.post('/uploads/images', async (req, reply) => {
    const ctx = await contextForRequest(deps, services, req, reply);
    const purpose = (req.query as Record<string, unknown>).purpose;
    services.media.assertMayUpload(ctx.viewer, purpose);
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > LIMITS.uploadBytes + MULTIPART_OVERHEAD) throw new AppError('IMAGE_TOO_LARGE');
    const data = await readSingleFile(req);
    const image = await services.media.uploadImage(ctx.viewer, purpose, data);
    return reply.code(201).type(JSON_API).send(uploadedImageDocument(image));
  });
}

async function readSingleFile(req: import('fastify').FastifyRequest): Promise<Buffer> {
  try {
    const part = await req.file();
    if (!part) throw new AppError('BAD_INPUT', { fields: [{ field: 'file', code: 'IMAGE_INVALID' }] });
    return await part.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('IMAGE_TOO_LARGE');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_MP_PREMATURE_CLOSE' || code === 'FST_PROTO_VIOLATION') {
      throw new AppError('BAD_INPUT', { fields: [{ field: 'file', code: 'IMAGE_INVALID' }] });
    }
    throw err;
  }
}
