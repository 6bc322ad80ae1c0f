import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import {
  ADMIN_EVENT,
  ADMIN_EVENTS,
  CREATE_EVENT,
  DAY,
  DELETE_EVENT,
  EVENT,
  EVENTS,
  PUBLISH_EVENT,
  UNPUBLISH_EVENT,
  UPDATE_EVENT,
  adminAndMember,
  countContent,
  errorOf,
  eventInput,
  snapshot,
} from '../news/content-support.js';

const inAWeek = () => new Date(Date.now() + 7 * DAY);

describe('event editing by admins', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin } = await adminAndMember(t));
  });
  afterAll(() => t.close());

  const create = (input: Record<string, unknown>) => t.gql(CREATE_EVENT, { input }, { token: admin });

  it('creates a draft, schedules, publishes, unpublishes and deletes it', async () => {
    const res = await create(eventInput(inAWeek(), { titleDe: 'Sommernachtsfest', coupleOnly: true, priceManRappen: null, priceWomanRappen: null, dressCodeDe: '', dressCodeEn: '  ' }));
    expect(res.errors).toBeUndefined();
    const event = res.data!.createEvent;
    expect(event).toMatchObject({ slug: 'sommernachtsfest', state: 'DRAFT', coupleOnly: true, priceManRappen: null, priceWomanRappen: null, priceCoupleRappen: 6000, dressCodeDe: null, dressCodeEn: null });

    const at = new Date(Date.now() + DAY);
    expect((await t.gql(PUBLISH_EVENT, { id: event.id, at: at.toISOString() }, { token: admin })).data!.publishEvent.state).toBe('SCHEDULED');
    expect((await t.gql(EVENT, { slug: event.slug })).data!.event).toBeNull();
    expect((await t.gql(PUBLISH_EVENT, { id: event.id }, { token: admin })).data!.publishEvent.state).toBe('PUBLISHED');
    expect((await t.gql(EVENT, { slug: event.slug })).data!.event.titleDe).toBe('Sommernachtsfest');
    expect((await t.gql(UNPUBLISH_EVENT, { id: event.id }, { token: admin })).data!.unpublishEvent.state).toBe('DRAFT');
    expect((await t.gql(EVENTS, {})).data!.events.nodes).toEqual([]);
    expect((await t.gql(DELETE_EVENT, { id: event.id }, { token: admin })).data!.deleteEvent).toBe(event.id);
    expect(errorOf(await t.gql(ADMIN_EVENT, { id: event.id }, { token: admin }))?.code).toBe('NOT_FOUND');
  });

  it('updates details but keeps the slug; repeats get -2; an explicit slug is checked', async () => {
    const a = (await create(eventInput(inAWeek(), { titleDe: 'Grosse Gala' }))).data!.createEvent;
    const b = (await create(eventInput(inAWeek(), { titleDe: 'Grosse Gala' }))).data!.createEvent;
    expect([a.slug, b.slug]).toEqual(['grosse-gala', 'grosse-gala-2']);
    const updated = await t.gql(UPDATE_EVENT, { id: a.id, input: eventInput(inAWeek(), { titleDe: 'Grösste Gala', priceManRappen: 0 }) }, { token: admin });
    expect(updated.data!.updateEvent).toMatchObject({ slug: 'grosse-gala', titleDe: 'Grösste Gala', priceManRappen: 0 });
    expect(errorOf(await t.gql(UPDATE_EVENT, { id: b.id, input: eventInput(inAWeek(), { slug: 'grosse-gala' }) }, { token: admin }))?.code).toBe('SLUG_TAKEN');
    expect(errorOf(await t.gql(UPDATE_EVENT, { id: b.id, input: eventInput(inAWeek(), { slug: 'Grosse Gala' }) }, { token: admin }))?.code).toBe('SLUG_INVALID');
  });

  it('refuses an end before the start, naming the field', async () => {
    const start = inAWeek();
    for (const endsAt of [start, new Date(start.getTime() - 1000)]) {
      const res = await create(eventInput(start, { endsAt: endsAt.toISOString() }));
      expect(errorOf(res)).toEqual({ code: 'EVENT_ENDS_BEFORE_START', fields: [{ field: 'endsAt', code: 'EVENT_ENDS_BEFORE_START' }] });
    }
  });

  it('lists every event for admins with its state, latest start first', async () => {
    const res = await t.gql(ADMIN_EVENTS, { first: 50 }, { token: admin });
    const nodes = res.data!.adminEvents.nodes as { startsAt: string; state: string }[];
    expect(nodes.length).toBeGreaterThanOrEqual(2);
    expect(nodes.map((n) => n.startsAt)).toEqual([...nodes.map((n) => n.startsAt)].sort().reverse());
  });
});

describe('who may edit events', () => {
  let t: TestApp;
  let tokens: { admin: string; member: string };
  let id: string;

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await adminAndMember(t);
    id = (await t.gql(CREATE_EVENT, { input: eventInput(inAWeek()) }, { token: tokens.admin })).data!.createEvent.id;
  });
  afterAll(() => t.close());

  const operations = () =>
    [
      ['createEvent', CREATE_EVENT, { input: eventInput(inAWeek()) }],
      ['updateEvent', UPDATE_EVENT, { id, input: eventInput(inAWeek()) }],
      ['publishEvent', PUBLISH_EVENT, { id }],
      ['unpublishEvent', UNPUBLISH_EVENT, { id }],
      ['adminEvents', ADMIN_EVENTS, {}],
      ['adminEvent', ADMIN_EVENT, { id }],
      ['deleteEvent', DELETE_EVENT, { id }],
    ] as const;

  it.each(['member', 'visitor'] as const)('refuses every admin operation to a %s and changes nothing', async (who) => {
    const before = await snapshot(t);
    for (const [name, query, variables] of operations()) {
      const res = await t.gql(query, variables, who === 'member' ? { token: tokens.member } : {});
      expect(errorOf(res)?.code, name).toBe(who === 'member' ? 'NOT_ALLOWED' : 'NOT_SIGNED_IN');
      expect(res.data?.[name] ?? null, name).toBeNull();
    }
    expect(await snapshot(t)).toBe(before);
  });

  it('allows every admin operation to an admin', async () => {
    for (const [name, query, variables] of operations()) {
      const res = await t.gql(query, variables, { token: tokens.admin });
      expect(res.errors, name).toBeUndefined();
      expect(res.data![name], name).toBeTruthy();
    }
    expect((await countContent(t)).events).toBe(1);
  });
});
