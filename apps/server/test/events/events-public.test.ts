import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { CREATE_EVENT, DAY, EVENT, EVENTS, HOUR, PUBLISH_EVENT, adminAndMember, errorOf, eventInput } from '../news/content-support.js';

// What visitors see: published events, upcoming soonest first (a running one included), past most recent first.
describe('events for visitors', () => {
  let t: TestApp;
  let admin: string;
  const now = Date.now();

  async function create(title: string, startsAt: Date, opts: { publish?: Date | null; endsAt?: Date | null } = {}) {
    const overrides: Record<string, unknown> = { titleDe: title };
    if (opts.endsAt !== undefined) overrides.endsAt = opts.endsAt?.toISOString() ?? null;
    const res = await t.gql(CREATE_EVENT, { input: eventInput(startsAt, overrides) }, { token: admin });
    expect(res.errors).toBeUndefined();
    const event = res.data!.createEvent;
    if (opts.publish !== null) await t.gql(PUBLISH_EVENT, { id: event.id, ...(opts.publish ? { at: opts.publish.toISOString() } : {}) }, { token: admin });
    return event;
  }

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin } = await adminAndMember(t));
    await create('In drei Tagen', new Date(now + 3 * DAY));
    await create('Morgen', new Date(now + DAY));
    await create('Läuft gerade', new Date(now - 2 * HOUR), { endsAt: new Date(now + 2 * HOUR) });
    await create('Nächste Woche', new Date(now + 7 * DAY), { endsAt: null });
    await create('Letzte Woche', new Date(now - 7 * DAY));
    await create('Vorgestern', new Date(now - 2 * DAY));
    await create('Entwurf', new Date(now + 2 * DAY), { publish: null });
    await create('Geplant', new Date(now + 5 * DAY), { publish: new Date(now + DAY) });
  });
  afterAll(() => t.close());

  it('serves /events/<slug> with 200 for a published event and 404 for unknown, draft and scheduled ones', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    const slugOf = async (title: string) => (await t.gql(EVENTS, { when: 'PAST' })).data!.events.nodes.find((e: { titleDe: string }) => e.titleDe === title).slug;
    expect((await get(`/events/${await slugOf('Vorgestern')}`)).statusCode).toBe(200);
    expect((await get('/events')).statusCode).toBe(200);
    for (const slug of ['nope', 'entwurf', 'geplant', '%E2%9C%93']) expect((await get(`/events/${slug}`)).statusCode, slug).toBe(404);
  });

  const titles = (res: { data?: Record<string, any> }) => res.data!.events.nodes.map((e: { titleDe: string }) => e.titleDe);

  it('lists upcoming events soonest first, a running one included, drafts and scheduled ones left out', async () => {
    const res = await t.gql(EVENTS, {});
    expect(res.errors).toBeUndefined();
    expect(titles(res)).toEqual(['Läuft gerade', 'Morgen', 'In drei Tagen', 'Nächste Woche']);
    expect(titles(await t.gql(EVENTS, { when: 'UPCOMING' }))).toEqual(titles(res));
  });

  it('lists past events most recent first', async () => {
    expect(titles(await t.gql(EVENTS, { when: 'PAST' }))).toEqual(['Vorgestern', 'Letzte Woche']);
  });

  it('pages through upcoming and past events with a cursor', async () => {
    for (const when of ['UPCOMING', 'PAST']) {
      const all = titles(await t.gql(EVENTS, { when }));
      const seen: string[] = [];
      let after: string | null = null;
      do {
        const res: { data?: Record<string, any> } = await t.gql(EVENTS, { when, first: 1, after });
        seen.push(...titles(res));
        after = res.data!.events.hasNextPage ? res.data!.events.endCursor : null;
      } while (after);
      expect(seen, when).toEqual(all);
    }
  });

  it('shows an event by slug with times, dress code, couple flag and prices in Rappen', async () => {
    const res = await t.gql(EVENT, { slug: 'morgen' });
    expect(res.data!.event).toMatchObject({
      titleDe: 'Morgen',
      dressCodeDe: 'Elegant',
      coupleOnly: false,
      priceManRappen: 8000,
      priceWomanRappen: 2000,
      priceCoupleRappen: 6000,
      state: 'PUBLISHED',
    });
    expect(new Date(res.data!.event.endsAt).getTime() - new Date(res.data!.event.startsAt).getTime()).toBe(6 * HOUR);
  });

  it('answers null for drafts, scheduled events and unknown slugs', async () => {
    for (const slug of ['entwurf', 'geplant', 'gibt-es-nicht', 'Ungültig!']) expect((await t.gql(EVENT, { slug })).data!.event, slug).toBeNull();
  });

  it('refuses an unknown `when` and a bad page size', async () => {
    expect(errorOf(await t.gql(EVENTS, { when: 'SOON' }))).toBeDefined();
    expect(errorOf(await t.gql(EVENTS, { first: 0 }))?.code).toBe('BAD_INPUT');
    expect(errorOf(await t.gql(EVENTS, { after: 'forged' }))?.code).toBe('BAD_INPUT');
  });
});
