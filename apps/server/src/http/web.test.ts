import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accepts, registerWebApp } from './web.js';

// A built web app as apps/web/scripts/precompress.ts leaves it: .br and .gz beside the text files.
const indexHtml = `<!doctype html><html lang="de"><head><title>Club Venue</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const appJs = `export const greeting = ${JSON.stringify('Grüezi '.repeat(400))};`;

let dist: string;
let app: FastifyInstance;

function writeWithVariants(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-web-test-'));
  writeWithVariants(path.join(dist, 'index.html'), indexHtml);
  writeWithVariants(path.join(dist, 'assets', 'app-abc123.js'), appJs);
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  app = Fastify();
  await registerWebApp(app, dist);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the built web app is sent compressed', () => {
  it('sends a script as brotli when the browser accepts it, with the long cache and Vary', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(appJs);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(appJs);
    const plain = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(appJs);
  });

  it('sends index.html for screens compressed too, with 200 for known paths and 404 for others', async () => {
    const known = await app.inject({ method: 'GET', url: '/sign-in', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(known.statusCode).toBe(200);
    expect(known.headers['content-encoding']).toBe('br');
    expect(known.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(known.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(known.rawPayload).toString()).toBe(indexHtml);

    const unknown = await app.inject({ method: 'GET', url: '/no/such/page', headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect(unknown.statusCode).toBe(404);
    expect(zlib.gunzipSync(unknown.rawPayload).toString()).toBe(indexHtml);

    const plain = await app.inject({ method: 'GET', url: '/sign-in', headers: { accept: 'text/html' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(indexHtml);
  });
});

describe('what the build holds for tools', () => {
  it('does not serve the build manifest', async () => {
    const res = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toBe('{}');
  });
});

describe('accepts', () => {
  it('reads Accept-Encoding with q-values and the wildcard', () => {
    expect(accepts('gzip, deflate, br', 'br')).toBe(true);
    expect(accepts('gzip;q=1.0, br;q=0', 'br')).toBe(false);
    expect(accepts('*', 'gzip')).toBe(true);
    expect(accepts('br;q=0, *', 'br')).toBe(false);
    expect(accepts('identity', 'gzip')).toBe(false);
    expect(accepts(undefined, 'br')).toBe(false);
  });
});
