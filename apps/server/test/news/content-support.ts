import { count } from 'drizzle-orm';
import type { TestApp } from '../harness.js';
import { updateUser } from '../../src/modules/accounts/accounts.repository.js';
import { signUp } from '../accounts/support.js';
import { news } from '../../src/modules/news/news.table.js';
import { events } from '../../src/modules/events/events.table.js';

export { errorOf } from '../accounts/support.js';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** Tokens of an admin and of an active member (not admin); visitors send none. */
export async function adminAndMember(t: TestApp): Promise<{ admin: string; member: string }> {
  const verified = { emailVerifiedAt: new Date(), phoneVerifiedAt: new Date(), sex: 'MF' as const };
  const admin = await signUp(t);
  await updateUser(t.deps.database.db, admin.user.id, { ...verified, admin: true });
  const member = await signUp(t);
  await updateUser(t.deps.database.db, member.user.id, verified);
  return { admin: admin.token, member: member.token };
}

export async function countContent(t: TestApp) {
  const db = t.deps.database.db;
  const [n] = await db.select({ n: count() }).from(news);
  const [e] = await db.select({ n: count() }).from(events);
  return { news: Number(n!.n), events: Number(e!.n) };
}

/** Everything about a row that an update could change, to prove a refused call changed nothing. */
export async function snapshot(t: TestApp) {
  const db = t.deps.database.db;
  return JSON.stringify({ news: await db.select().from(news).orderBy(news.id), events: await db.select().from(events).orderBy(events.id) });
}

export const NEWS_FIELDS = 'id slug titleDe titleEn bodyDe bodyEn imageKey publishedAt state';
export const CREATE_NEWS = `mutation ($input: NewsInput!) { createNews(input: $input) { ${NEWS_FIELDS} } }`;
export const UPDATE_NEWS = `mutation ($id: ID!, $input: NewsInput!) { updateNews(id: $id, input: $input) { ${NEWS_FIELDS} } }`;
export const PUBLISH_NEWS = `mutation ($id: ID!, $at: DateTime) { publishNews(id: $id, at: $at) { ${NEWS_FIELDS} } }`;
export const UNPUBLISH_NEWS = `mutation ($id: ID!) { unpublishNews(id: $id) { ${NEWS_FIELDS} } }`;
export const DELETE_NEWS = `mutation ($id: ID!) { deleteNews(id: $id) }`;
export const NEWS_LIST = `query ($first: Int, $after: String) { newsList(first: $first, after: $after) { nodes { ${NEWS_FIELDS} } endCursor hasNextPage } }`;
export const NEWS_POST = `query ($slug: String!) { newsPost(slug: $slug) { ${NEWS_FIELDS} } }`;
export const ADMIN_NEWS_LIST = `query ($first: Int, $after: String) { adminNewsList(first: $first, after: $after) { nodes { ${NEWS_FIELDS} } endCursor hasNextPage } }`;
export const ADMIN_NEWS_POST = `query ($id: ID!) { adminNewsPost(id: $id) { ${NEWS_FIELDS} } }`;

let n = 0;
export function newsInput(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    titleDe: `Neuigkeit Nummer ${n}`,
    titleEn: `News number ${n}`,
    bodyDe: 'Ein **fetter** Text.',
    bodyEn: 'A **bold** text.',
    ...overrides,
  };
}

export const EVENT_FIELDS =
  'id slug titleDe titleEn descriptionDe descriptionEn dressCodeDe dressCodeEn startsAt endsAt coupleOnly priceManRappen priceWomanRappen priceCoupleRappen imageKey publishedAt state';
export const CREATE_EVENT = `mutation ($input: EventInput!) { createEvent(input: $input) { ${EVENT_FIELDS} } }`;
export const UPDATE_EVENT = `mutation ($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { ${EVENT_FIELDS} } }`;
export const PUBLISH_EVENT = `mutation ($id: ID!, $at: DateTime) { publishEvent(id: $id, at: $at) { ${EVENT_FIELDS} } }`;
export const UNPUBLISH_EVENT = `mutation ($id: ID!) { unpublishEvent(id: $id) { ${EVENT_FIELDS} } }`;
export const DELETE_EVENT = `mutation ($id: ID!) { deleteEvent(id: $id) }`;
export const EVENTS = `query ($when: EventWhen, $first: Int, $after: String) { events(when: $when, first: $first, after: $after) { nodes { ${EVENT_FIELDS} } endCursor hasNextPage } }`;
export const EVENT = `query ($slug: String!) { event(slug: $slug) { ${EVENT_FIELDS} } }`;
export const ADMIN_EVENTS = `query ($first: Int, $after: String) { adminEvents(first: $first, after: $after) { nodes { ${EVENT_FIELDS} } endCursor hasNextPage } }`;
export const ADMIN_EVENT = `query ($id: ID!) { adminEvent(id: $id) { ${EVENT_FIELDS} } }`;

export function eventInput(startsAt: Date, overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    titleDe: `Anlass Nummer ${n}`,
    titleEn: `Event number ${n}`,
    descriptionDe: 'Musik und Apéro.',
    descriptionEn: 'Music and drinks.',
    dressCodeDe: 'Elegant',
    dressCodeEn: 'Elegant',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 6 * HOUR).toISOString(),
    coupleOnly: false,
    priceManRappen: 8000,
    priceWomanRappen: 2000,
    priceCoupleRappen: 6000,
    ...overrides,
  };
}
