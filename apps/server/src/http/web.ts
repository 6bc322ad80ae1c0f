import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isKnownPath } from '@venue/shared';
import { SESSION_COOKIE } from './session-cookie.js';
import { loadServerRenderer } from './server-render.js';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The cookie in which the browser keeps the visitor's language (apps/web/src/i18n/i18n.ts). */
const LANGUAGE_COOKIE = 'venue_lang';

/**
 * Decides whether a path that matches a screen's pattern names something that exists (e.g. a
 * page name under /pages/:name, or a member's profile for the signed-in viewer): true or false, or
 * undefined when the path is not its concern.
 */
export type ContentPathCheck = (pathname: string, req: FastifyRequest) => Promise<boolean | undefined>;

/** Runs a page's GraphQL requests for the server renderer, as the request's own. */
export type GraphQLFetchFor = (req: FastifyRequest, reply: FastifyReply) => typeof fetch;

/**
 * Serves the built web app. Paths of known screens get index.html with 200; any other path gets
 * index.html with 404 so the client shows its not-found page and crawlers see the truth. A visitor
 * (no session cookie) gets the public pages rendered on the server when the build has a renderer
 * and `graphqlFetch` is given (decision 0016); members get the app, which renders in the browser.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, contentChecks: ContentPathCheck[] = [], graphqlFetch?: GraphQLFetchFor) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const renderer = hasBuild && graphqlFetch ? loadServerRenderer(distDir, fs.readFileSync(indexFile, 'utf8'), app.log) : null;
  // The renderer's module compiles once the server listens (or at the first page, whichever is first).
  if (renderer) {
    app.addHook('onListen', (done) => {
      renderer.warm();
      done();
    });
  }
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
  const exists = async (pathname: string, req: FastifyRequest) => {
    if (!isKnownPath(pathname)) return false;
    for (const check of contentChecks) {
      const known = await check(pathname, req);
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
    reply.code((await exists(pathname, req)) ? 200 : 404).type('text/html; charset=utf-8');
    if (renderer && graphqlFetch && req.method === 'GET' && !req.cookies?.[SESSION_COOKIE]) {
      // The markup depends on the language cookie and on being signed out.
      reply.header('vary', 'accept-encoding, cookie');
      const url = new URL(req.url, `${req.protocol}://${req.host}`).href;
      const rendered = await renderer.render({ url, language: req.cookies?.[LANGUAGE_COOKIE] === 'en' ? 'en' : 'de', fetch: graphqlFetch(req, reply) });
      // The service worker keeps pages marked so for reading offline (apps/web/src/sw.ts).
      if (rendered) return sendCompressed(reply.header('x-rendered', 'server'), rendered, req.headers['accept-encoding']);
    }
    const compressed = compressedHtml(req.headers['accept-encoding']);
    return compressed ? reply.header('content-encoding', compressed.encoding).send(compressed.body) : reply.send(html());
  });
}

/** A rendered page, compressed as the client accepts (brotli at a quality that costs a few milliseconds). */
async function sendCompressed(reply: FastifyReply, html: string, acceptEncoding: string | undefined) {
  if (accepts(acceptEncoding, 'br')) {
    const body = await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (accepts(acceptEncoding, 'gzip')) return reply.header('content-encoding', 'gzip').send(await gzip(html, { level: 6 }));
  return reply.send(html);
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
