import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import type { Services } from '../../services.js';
import { imageAttribute } from '../../shared/content-image-json.js';
import { AppError } from '../../shared/app-error.js';
import { pageLinks, queryParam, readPageParams, type RawQuery } from '../../http/json-api-page.js';
import type { EventRow } from './events.table.js';
import { eventsCalendar } from './events.ical.js';

const JSON_API = 'application/vnd.api+json';
const WHEN = { upcoming: 'UPCOMING', past: 'PAST' } as const;

/** A published event as a JSON:API resource; texts in both languages, prices in Rappen (null: not offered). */
export function eventResource(row: EventRow, baseUrl: string) {
  return {
    type: 'events',
    id: row.id,
    attributes: {
      slug: row.slug,
      title: { de: row.titleDe, en: row.titleEn },
      description: { de: row.descriptionDe, en: row.descriptionEn },
      descriptionFormat: 'markdown',
      dressCode: row.dressCodeDe || row.dressCodeEn ? { de: row.dressCodeDe, en: row.dressCodeEn } : null,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
      coupleOnly: row.coupleOnly,
      currency: 'CHF',
      priceRappen: { man: row.priceManRappen, woman: row.priceWomanRappen, couple: row.priceCoupleRappen },
      image: imageAttribute(row, baseUrl),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
      url: `${baseUrl}/events/${row.slug}`,
    },
  };
}

function readWhen(query: RawQuery): 'UPCOMING' | 'PAST' {
  const value = queryParam(query, 'filter[when]') ?? 'upcoming';
  if (!Object.hasOwn(WHEN, value)) throw new AppError('BAD_INPUT', { fields: [{ field: 'filter[when]', code: 'BAD_INPUT' }] });
  return WHEN[value as keyof typeof WHEN];
}

function readLanguage(query: RawQuery): 'de' | 'en' {
  const value = queryParam(query, 'lang') ?? 'de';
  if (value !== 'de' && value !== 'en') throw new AppError('BAD_INPUT', { fields: [{ field: 'lang', code: 'BAD_INPUT' }] });
  return value;
}

/**
 * GET /api/events (`filter[when]=upcoming|past`, `page[size]`, `page[after]`) and the iCalendar
 * feed of upcoming events GET /api/events.ics (`lang=de|en`, German by default).
 */
export function registerEventsJsonApi(app: FastifyInstance, opts: { deps: AppDeps; services: Services }) {
  const baseUrl = opts.deps.config.publicUrl;
  app.get('/events', async (req, reply) => {
    const query = req.query as RawQuery;
    const when = readWhen(query);
    const page = await opts.services.events.list({ when, ...readPageParams(query) });
    return reply
      .type(JSON_API)
      .header('cache-control', 'public, max-age=60')
      .send({ jsonapi: { version: '1.1' }, links: pageLinks(baseUrl, '/api/events', query, page), data: page.nodes.map((row) => eventResource(row, baseUrl)) });
  });

  app.get('/events.ics', async (req, reply) => {
    const language = readLanguage(req.query as RawQuery);
    const rows = await opts.services.events.calendar();
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('content-disposition', 'inline; filename="events.ics"')
      .send(eventsCalendar(rows, { baseUrl, language }));
  });
}
