import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

// Server-rendered public pages (docs/decisions/0016): the web build's renderer
// (apps/web/dist-server/entry-server.js, from `vite build --ssr`) renders a public screen with its
// data into the built index.html, so that a visitor sees the page before any script has run.

type Language = 'de' | 'en';

/** The part of apps/web/src/ssr/entry-server.tsx the server uses (the bundle is not type-checked here). */
interface RendererModule {
  renderPage(request: { url: string; language: Language; fetch: typeof fetch; signal?: AbortSignal }): Promise<{
    html: string;
    title: string | null;
    state: unknown;
  } | null>;
}

export interface PageRequest {
  /** Absolute URL of the page. */
  url: string;
  language: Language;
  /** Runs the page's GraphQL requests as the visitor's own (in-process). */
  fetch: typeof fetch;
}

export interface ServerRenderer {
  /** The whole HTML document, or null when the page is left to the browser. */
  render(request: PageRequest): Promise<string | null>;
}

/** Rendering that takes longer than this is given up: the browser renders the page instead. */
const RENDER_TIMEOUT_MS = 4000;

/**
 * The renderer that belongs to the web build in `distDir` (`<distDir>/../dist-server/`), or null when
 * there is none (no build, tests): pages are then rendered in the browser only. Its module (the
 * server bundle of the whole web app, megabytes to compile) loads at the first page or at `warm()`,
 * which the web app calls once the server listens: a restart answers sooner (issue 18 item 5).
 */
export function loadServerRenderer(distDir: string, template: string, log: FastifyBaseLogger): (ServerRenderer & { warm(): void }) | null {
  const entry = path.join(distDir, '..', 'dist-server', 'entry-server.js');
  if (!fs.existsSync(entry) || !template.includes(ROOT_ELEMENT)) return null;
  let loading: Promise<RendererModule | null> | undefined;
  const load = () =>
    (loading ??= (import(pathToFileURL(entry).href) as Promise<RendererModule>).catch((error: unknown) => {
      log.warn({ err: error }, 'server renderer not loaded; pages are rendered in the browser');
      return null;
    }));
  return {
    warm: () => void load(),
    async render(request) {
      const module = await load();
      if (!module) return null;
      try {
        const page = await module.renderPage({ ...request, signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) });
        return page && fillTemplate(template, request.language, page);
      } catch (error) {
        log.warn({ err: error, url: new URL(request.url).pathname }, 'page not rendered on the server');
        return null;
      }
    },
  };
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * index.html with the page's language, title, markup and hydration state. The app's entry and the
 * hints that preload its code give way to apps/web/public/app-loader.js, which fetches them once the
 * page has loaded: the page's text and pictures come first.
 */
export function fillTemplate(template: string, language: Language, page: { html: string; title: string | null; state: unknown }): string {
  const state = `<script type="application/json" id="ssr-state">${scriptSafeJson(page.state)}</script>`;
  const preload: string[] = [];
  let entry: string | null = null;
  let html = template
    .replace(/<html lang="[a-z]+"/, `<html lang="${language}"`)
    .replace(/\s*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g, (_link, href: string) => {
      preload.push(href);
      return '';
    })
    .replace(/<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/, (_script, src: string) => {
      entry = src;
      return '';
    })
    .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>${state}`);
  if (entry) html = html.replace('</body>', () => `<script src="/app-loader.js" data-entry="${entry}" data-preload="${preload.join(' ')}" defer></script></body>`);
  if (page.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title!)}</title>`);
  return html;
}

/** JSON that is safe inside a `<script>` element: no `</script>`, no `<!--`, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
