import type { FastifyRequest } from 'fastify';
import { AppError } from '../shared/app-error.js';

/**
 * Reads a multipart upload of one image: the part `file` (at most the plugin's file size; a larger
 * one is cut off: IMAGE_TOO_LARGE) and at most the one text field `textField`. Anything else, a
 * second file or no file is BAD_INPUT (IMAGE_INVALID on `file`). Used by member photos (the
 * visibility) and conversation pictures (the caption).
 */
export async function readImageUpload(req: FastifyRequest, textField: string): Promise<{ file: Buffer; text: unknown }> {
  let file: Buffer | null = null;
  let text: unknown;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) throw invalidFile();
        file = await part.toBuffer();
      } else if (part.fieldname === textField) {
        text = part.value;
      } else {
        throw new AppError('BAD_INPUT', { fields: [{ field: part.fieldname.slice(0, 40), code: 'BAD_INPUT' }] });
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('IMAGE_TOO_LARGE');
    if (code?.startsWith('FST_')) throw invalidFile();
    throw err;
  }
  if (!file) throw invalidFile();
  return { file, text };
}

function invalidFile() {
  return new AppError('BAD_INPUT', { fields: [{ field: 'file', code: 'IMAGE_INVALID' }] });
}
