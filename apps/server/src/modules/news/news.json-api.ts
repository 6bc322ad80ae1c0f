import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import type { Services } from '../../services.js';
import { imageAttribute } from '../../shared/content-image-json.js';
import { pageLinks, readPageParams, type RawQuery } from '../../http/json-api-page.js';
import type { NewsRow } from './news.table.js';

const JSON_API = 'application/vnd.api+json';

/** A published post as a JSON:API resource; texts in both languages. */
export function newsResource(row: NewsRow, baseUrl: string) {
  return {
    type: 'news',
    id: row.id,
    attributes: {
      slug: row.slug,
      title: { de: row.titleDe, en: row.titleEn },
      body: { de: row.bodyDe, en: row.bodyEn },
      bodyFormat: 'markdown',
      image: imageAttribute(row, baseUrl),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
      url: `${baseUrl}/news/${row.slug}`,
    },
  };
}

/** GET /api/news: published posts, newest first, `page[size]` (1–50) and `page[after]`. */
export function registerNewsJsonApi(app: FastifyInstance, opts: { deps: AppDeps; services: Services }) {
  const baseUrl = opts.deps.config.publicUrl;
  app.get('/news', async (req, reply) => {
    const query = req.query as RawQuery;
    const page = await opts.services.news.list(readPageParams(query));
    return reply
      .type(JSON_API)
      .header('cache-control', 'public, max-age=60')
      .send({ jsonapi: { version: '1.1' }, links: pageLinks(baseUrl, '/api/news', query, page), data: page.nodes.map((row) => newsResource(row, baseUrl)) });
  });
}
