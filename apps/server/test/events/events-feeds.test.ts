import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { CREATE_EVENT, DAY, HOUR, PUBLISH_EVENT, UPDATE_EVENT, adminAndMember, eventInput } from '../news/content-support.js';

interface EventsDocument {
  links: { self: string; next: string | null };
  data: { type: string; id: string; attributes: Record<string, any> }[];
}

/** A small iCalendar reader: unfolds lines, one property map per VEVENT, text values unescaped. */
function parseIcs(text: string): { calendar: Record<string, string>; events: Record<string, string>[] } {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
  const calendar: Record<string, string> = {};
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else {
      const i = line.indexOf(':');
      const name = line.slice(0, i).split(';')[0]!;
      const value = line.slice(i + 1).replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1');
      (current ?? calendar)[name] = value;
    }
  }
  return { calendar, events };
}

describe('event feeds', () => {
  let t: TestApp;
  let admin: string;
  const now = Date.now();
  const ids: Record<string, string> = {};

  async function create(titleDe: string, titleEn: string, startsAt: Date, publish = true) {
    const event = (
      await t.gql(CREATE_EVENT, { input: eventInput(startsAt, { titleDe, titleEn, descriptionDe: `Beschreibung: ${titleDe}`, descriptionEn: `About ${titleEn}` }) }, { token: admin })
    ).data!.createEvent;
    if (publish) await t.gql(PUBLISH_EVENT, { id: event.id }, { token: admin });
    ids[titleDe] = event.id;
    return event;
  }

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin } = await adminAndMember(t));
    await create('Tanzabend', 'Dance night', new Date(now + 3 * DAY));
    await create('Grillfest', 'Barbecue', new Date(now + DAY));
    await create('Weinprobe', 'Wine tasting', new Date(now + 5 * DAY));
    await create('Vergangen', 'Gone', new Date(now - 3 * DAY));
    await create('Entwurf', 'Draft', new Date(now + 2 * DAY), false);
  });
  afterAll(() => t.close());

  it('GET /api/events serves upcoming events as JSON:API resources, soonest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/vnd\.api\+json/);
    const doc = res.json() as EventsDocument;
    expect(doc.data.map((r) => r.attributes.title.de)).toEqual(['Grillfest', 'Tanzabend', 'Weinprobe']);
    expect(doc.data[0]).toMatchObject({
      type: 'events',
      id: ids.Grillfest,
      attributes: {
        slug: 'grillfest',
        title: { de: 'Grillfest', en: 'Barbecue' },
        description: { de: 'Beschreibung: Grillfest', en: 'About Barbecue' },
        dressCode: { de: 'Elegant', en: 'Elegant' },
        coupleOnly: false,
        currency: 'CHF',
        priceRappen: { man: 8000, woman: 2000, couple: 6000 },
        url: `${t.deps.config.publicUrl}/events/grillfest`,
      },
    });
  });

  it('filter[when]=past lists past events; links.next pages on keeping the filter', async () => {
    const past = (await t.app.inject({ method: 'GET', url: '/api/events?filter[when]=past' })).json() as EventsDocument;
    expect(past.data.map((r) => r.attributes.title.de)).toEqual(['Vergangen']);

    const seen: string[] = [];
    let link: string | null = `${t.deps.config.publicUrl}/api/events?filter%5Bwhen%5D=upcoming&page%5Bsize%5D=2`;
    while (link) {
      const url = new URL(link);
      const doc = (await t.app.inject({ method: 'GET', url: url.pathname + url.search })).json() as EventsDocument;
      seen.push(...doc.data.map((r) => r.attributes.title.de));
      if (doc.links.next) expect(new URL(doc.links.next).searchParams.get('filter[when]')).toBe('upcoming');
      link = doc.links.next;
    }
    expect(seen).toEqual(['Grillfest', 'Tanzabend', 'Weinprobe']);
  });

  it('answers an unknown filter with a JSON:API error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/events?filter[when]=soon' });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { errors: { code: string }[] }).errors[0]!.code).toBe('BAD_INPUT');
  });

  it('GET /api/events.ics is an iCalendar of upcoming published events, in German, times in UTC', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/events.ics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const { calendar, events } = parseIcs(res.body);
    expect(calendar.VERSION).toBe('2.0');
    expect(events.map((e) => e.SUMMARY)).toEqual(['Grillfest', 'Tanzabend', 'Weinprobe']);
    const grill = events[0]!;
    expect(grill.UID).toBe(`${ids.Grillfest}@${new URL(t.deps.config.publicUrl).hostname}`);
    expect(grill.DTSTART).toMatch(/^\d{8}T\d{6}Z$/);
    expect(grill.DTEND).toMatch(/^\d{8}T\d{6}Z$/);
    const utc = (v: string) => new Date(v.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z')).getTime();
    expect(utc(grill.DTEND!) - utc(grill.DTSTART!)).toBe(6 * HOUR);
    expect(Math.abs(utc(grill.DTSTART!) - (now + DAY))).toBeLessThan(1000);
    expect(grill.DESCRIPTION).toContain('Beschreibung: Grillfest');
    expect(grill.DESCRIPTION).toContain('Dresscode: Elegant');
    expect(grill.URL).toBe(`${t.deps.config.publicUrl}/events/grillfest`);
  });

  it('?lang=en gives English texts; the UID stays the same when the event is edited', async () => {
    const before = parseIcs((await t.app.inject({ method: 'GET', url: '/api/events.ics?lang=en' })).body).events;
    expect(before.map((e) => e.SUMMARY)).toEqual(['Barbecue', 'Dance night', 'Wine tasting']);
    expect(before[0]!.DESCRIPTION).toContain('About Barbecue');
    expect(before[0]!.DESCRIPTION).toContain('Dress code: Elegant');

    await t.gql(UPDATE_EVENT, { id: ids.Grillfest, input: eventInput(new Date(now + DAY), { titleDe: 'Grillfest im Garten', titleEn: 'Garden barbecue' }) }, { token: admin });
    const after = parseIcs((await t.app.inject({ method: 'GET', url: '/api/events.ics?lang=en' })).body).events;
    expect(after[0]).toMatchObject({ UID: before[0]!.UID, SUMMARY: 'Garden barbecue', URL: before[0]!.URL });
  });

  it('refuses an unknown language', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/events.ics?lang=fr' })).statusCode).toBe(400);
  });
});
