import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web.js';

// The server half of server-rendered pages with a stand-in for the web build's renderer
// (apps/web/dist-server/entry-server.js): it renders what it was asked, with the answer of the
// GraphQL fetch it was given, so these tests see what the server does around it. The real
// renderer is exercised by the browser journeys (e2e/journeys/server-rendering.e2e.ts).

const indexHtml = [
  '<!doctype html><html lang="de"><head><title>Club Venue</title>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/boot-abc.js" data-app>',
  '<link rel="stylesheet" href="/assets/index-abc.css"></head>',
  '<body><div id="root"></div></body></html>',
].join('\n');

const renderer = `
export async function renderPage({ url, language, fetch }) {
  const { pathname } = new URL(url);
  if (pathname === '/pages/broken') throw new Error('render failed');
  if (pathname === '/sign-in') return null;
  const answer = await (await fetch(new URL('/graphql', url).href, { method: 'POST', body: '{}' })).json();
  return {
    html: '<main><h1>' + pathname + ' in ' + language + '</h1><p>' + answer.data.greeting + '</p></main>',
    title: 'Willkommen – Club <Venue>',
    state: { language, note: '</script><script>alert(1)</script>' },
  };
}`;

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-ssr-test-'));
  fs.mkdirSync(path.join(root, 'dist'));
  fs.mkdirSync(path.join(root, 'dist-server'));
  fs.writeFileSync(path.join(root, 'dist', 'index.html'), indexHtml);
  fs.writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), renderer);
  app = Fastify({ logger: false });
  await app.register(fastifyCookie);
  await registerWebApp(app, path.join(root, 'dist'), [], () => async () => new Response(JSON.stringify({ data: { greeting: 'Grüezi' } }), { headers: { 'content-type': 'application/json' } }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('public pages rendered on the server', () => {
  it('sends a visitor the page with its content, title and hydration state, and no hints that fetch the app early', async () => {
    const res = await page('/pages/welcome');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(res.headers.vary)).toMatch(/cookie/);
    expect(res.headers['x-rendered']).toBe('server');
    expect(res.body).toContain('<div id="root"><main><h1>/pages/welcome in de</h1><p>Grüezi</p></main></div>');
    expect(res.body).toContain('<title>Willkommen – Club &lt;Venue&gt;</title>');
    // The app's code is fetched by the loader once the page has loaded, not by the page's head.
    expect(res.body).not.toContain('rel="modulepreload"');
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).toContain('<script src="/app-loader.js" data-entry="/assets/index-abc.js" data-preload="/assets/boot-abc.js" defer></script></body>');
    // The state is data in a non-executable script element; nothing in it can end that element.
    const state = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/s.exec(res.body)![1]!;
    expect(state).not.toMatch(/<\//);
    expect(JSON.parse(state)).toEqual({ language: 'de', note: '</script><script>alert(1)</script>' });
  });

  it('renders in the language of the visitor’s language cookie', async () => {
    const res = await page('/events', { cookie: 'venue_lang=en' });
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toContain('<h1>/events in en</h1>');
  });

  it('compresses the rendered page as the browser accepts', async () => {
    const res = await page('/news', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('<h1>/news in de</h1>');
  });

  it('leaves a signed-in member’s pages to the browser', async () => {
    const res = await page('/pages/welcome', { cookie: 'session=abc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-rendered']).toBeUndefined();
    expect(res.body).toBe(indexHtml);
  });

  it('falls back to the app shell when the renderer declines or fails', async () => {
    expect((await page('/sign-in')).body).toBe(indexHtml);
    const broken = await page('/pages/broken');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toBe(indexHtml);
  });

  it('keeps the status of unknown paths', async () => {
    const res = await page('/no/such/page');
    expect(res.statusCode).toBe(404);
  });
});
