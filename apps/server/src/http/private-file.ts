import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Headers of a member's picture whose access is checked per request (photos, conversation
 * pictures): the browser may keep it but must ask again on every view (`no-cache`), so a photo
 * made friends-only or a viewer no longer allowed gets the 404 at once (issue 11 item 9). Only
 * the viewer's own browser keeps it, never a shared cache.
 */
export function privateFileHeaders(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie, Authorization');
}

/**
 * Sends a picture the viewer may see, with an ETag of its bytes; a matching If-None-Match gets
 * 304 without the body (the access check has run before this is called).
 */
export function sendPrivateFile(req: FastifyRequest, reply: FastifyReply, file: { contentType: string; data: Buffer }): FastifyReply {
  const etag = `"${createHash('sha256').update(file.data).digest('base64url').slice(0, 27)}"`;
  privateFileHeaders(reply).header('etag', etag);
  if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(file.contentType).send(file.data);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  // A list of tags, maybe weak (W/"…"), or "*".
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
