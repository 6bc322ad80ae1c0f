import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isKnownPath } from '@venue/shared';

/**
 * Decides whether a path that matches a screen's pattern names something that exists (e.g. a
 * page name under /pages/:name): true or false, or undefined when the path is not its concern.
 */
export type ContentPathCheck = (pathname: string) => Promise<boolean | undefined>;

/**
 * Serves the built web app. Paths of known screens get index.html with 200; any other path gets
 * index.html with 404 so the client shows its not-found page and crawlers see the truth.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, contentChecks: ContentPathCheck[] = []) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/scripts/precompress.ts).
      preCompressed: true,
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }
  const html = () => (hasBuild ? fs.readFileSync(indexFile, 'utf8') : '<!doctype html><title>Build missing</title><p>Run npm run build.</p>');
  /** index.html as the build compressed it, in the best encoding the client accepts, or null. */
  const compressedHtml = (acceptEncoding: string | undefined) => {
    for (const [encoding, ext] of [['br', '.br'], ['gzip', '.gz']] as const) {
      if (hasBuild && accepts(acceptEncoding, encoding) && fs.existsSync(indexFile + ext)) return { encoding, body: fs.readFileSync(indexFile + ext) };
    }
    return null;
  };
  const exists = async (pathname: string) => {
    if (!isKnownPath(pathname)) return false;
    for (const check of contentChecks) {
      const known = await check(pathname);
      if (known !== undefined) return known;
    }
    return true;
  };
  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0]!;
    const wantsHtml = req.method === 'GET' && !pathname.startsWith('/api/') && !pathname.startsWith('/graphql') && (req.headers.accept ?? '').includes('text/html');
    if (!wantsHtml && !/^\/[^.]*$/.test(pathname)) {
      return reply.code(404).type('application/json').send({ errors: [{ status: '404', code: 'NOT_FOUND' }] });
    }
    if (pathname.startsWith('/api/') || pathname.startsWith('/graphql')) {
      return reply.code(404).type('application/vnd.api+json').send({ errors: [{ status: '404', code: 'NOT_FOUND' }] });
    }
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    reply.code((await exists(pathname)) ? 200 : 404).type('text/html; charset=utf-8');
    const compressed = compressedHtml(req.headers['accept-encoding']);
    return compressed ? reply.header('content-encoding', compressed.encoding).send(compressed.body) : reply.send(html());
  });
}

/** Whether an Accept-Encoding header allows the encoding: named, or else `*`, without q=0. */
export function accepts(header: string | undefined, encoding: string): boolean {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name) weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
  return weight > 0;
}
