import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { ROULETTE } from '@venue/shared';
import { createTestApp, type TestApp } from '../harness.js';
import { BLOCK, errorOf, member, type TestMember } from '../friends/support.js';
import { connect, socketUrl, subscribe, type Stream } from '../rooms/socket-client.js';
import { rouletteMembers, rouletteMessages } from '../../src/modules/roulette/roulette.table.js';

// Chat roulette through /graphql and /socket (spec §1, §6; docs/decisions/0019).

const STATE_FIELDS = `status queueExpiresAt mayTakePart pair { id myAlias partnerAlias iRevealed partnerRevealed partner { slug username } }`;
const STATE = `{ rouletteState { ${STATE_FIELDS} } }`;
const JOIN = `mutation { joinRoulette { ${STATE_FIELDS} } }`;
const SKIP = `mutation { skipRoulettePartner { ${STATE_FIELDS} } }`;
const LEAVE = `mutation { leaveRoulette { ${STATE_FIELDS} } }`;
const REVEAL = `mutation { revealRouletteIdentity { ${STATE_FIELDS} } }`;
const SEND = `mutation ($body: String!) { sendRouletteMessage(body: $body) { seq body senderAlias mine } }`;
const MESSAGES = `query ($afterSeq: Int) { rouletteMessages(afterSeq: $afterSeq) { seq body senderAlias mine } }`;
const EVENTS = `subscription { rouletteEvents { kind byPartner message { seq body senderAlias mine } } }`;

type Event = { rouletteEvents: { kind: string; byPartner: boolean; message: { seq: number; body: string; senderAlias: string; mine: boolean } | null } };
const kinds = (s: Stream<Event>) => s.results.map((r) => r.data?.rouletteEvents.kind ?? r.errors?.[0]?.extensions?.code);

describe('chat roulette', () => {
  let t: TestApp;
  let url: string;
  const clients: Client[] = [];
  const events = (m: TestMember) => {
    const client = connect(url, m.token);
    clients.push(client);
    return subscribe<Event>(client, EVENTS);
  };
  /** Subscribes and waits until the server listens for the member's events (the place is held then). */
  const live = async (m: TestMember) => {
    const before = t.listeners('roulette:event', m.id);
    const stream = events(m);
    await t.listening('roulette:event', m.id, before + 1);
    return stream;
  };
  const state = async (m: TestMember) => (await t.gql(STATE, {}, { token: m.token })).data!.rouletteState;
  const gql = async (query: string, m: TestMember, variables: Record<string, unknown> = {}) => {
    const res = await t.gql(query, variables, { token: m.token });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return Object.values(res.data!)[0];
  };

  beforeAll(async () => {
    t = await createTestApp();
    url = await socketUrl(t);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await t.close();
  });

  it('is for verified members with a profile type only', async () => {
    const unverified = await member(t);
    expect(errorOf(await t.gql(JOIN, {}, { token: unverified.token }))?.code).toBe('NEED_VERIFIED');
    expect((await state(unverified)).mayTakePart).toBe(false);
    const stream = events(unverified);
    await stream.done;
    expect(kinds(stream)).toEqual(['NEED_VERIFIED']);
    const noType = await member(t, { verified: true, sex: null });
    expect(errorOf(await t.gql(JOIN, {}, { token: noType.token }))?.code).toBe('PROFILE_TYPE_REQUIRED');
  });

  it('pairs two verified members under aliases; they chat live; identities show only once both revealed', async () => {
    const anna = await member(t, { verified: true, sex: 'F' });
    const ben = await member(t, { verified: true, sex: 'M' });
    const forAnna = await live(anna);
    const forBen = await live(ben);

    const waiting = await gql(JOIN, anna);
    expect(waiting).toMatchObject({ status: 'WAITING', pair: null });
    expect(Date.parse(waiting.queueExpiresAt) - Date.now()).toBeGreaterThan((ROULETTE.queueTimeoutSeconds - 10) * 1000);
    const paired = await gql(JOIN, ben);
    expect(paired).toMatchObject({ status: 'PAIRED', pair: { iRevealed: false, partnerRevealed: false, partner: null } });
    await forAnna.until((r) => r.length >= 1);
    expect(kinds(forAnna)).toEqual(['PAIRED']);
    const annas = await state(anna);
    expect(annas.pair).toMatchObject({ id: paired.pair.id, myAlias: paired.pair.partnerAlias, partnerAlias: paired.pair.myAlias });
    // Aliases name nobody.
    expect(JSON.stringify(annas)).not.toContain(ben.username);

    await gql(SEND, anna, { body: '  Hallo Unbekannter  ' });
    await gql(SEND, ben, { body: 'Hoi!' });
    await forBen.until((r) => r.filter((x) => x.data?.rouletteEvents.kind === 'MESSAGE').length >= 2);
    const received = forBen.results.filter((r) => r.data?.rouletteEvents.kind === 'MESSAGE').map((r) => r.data!.rouletteEvents.message);
    expect(received).toEqual([
      { seq: 1, body: 'Hallo Unbekannter', senderAlias: annas.pair.myAlias, mine: false },
      { seq: 2, body: 'Hoi!', senderAlias: paired.pair.myAlias, mine: true },
    ]);
    expect((await gql(MESSAGES, anna, { afterSeq: 1 })).map((m: { body: string }) => m.body)).toEqual(['Hoi!']);

    const half = await gql(REVEAL, anna);
    expect(half.pair).toMatchObject({ iRevealed: true, partnerRevealed: false, partner: null });
    await forBen.until((r) => r.some((x) => x.data?.rouletteEvents.kind === 'REVEAL_REQUESTED'));
    expect((await state(ben)).pair).toMatchObject({ partnerRevealed: true, partner: null });
    expect(errorOf(await t.gql(REVEAL, {}, { token: anna.token }))?.code).toBe('ROULETTE_ALREADY_REVEALED');
    const both = await gql(REVEAL, ben);
    expect(both.pair.partner).toEqual({ slug: anna.slug, username: anna.username });
    await forAnna.until((r) => r.some((x) => x.data?.rouletteEvents.kind === 'REVEALED'));
    expect((await state(anna)).pair.partner).toEqual({ slug: ben.slug, username: ben.username });

    // Leaving ends the chat for both; nothing of it is kept.
    expect(await gql(LEAVE, anna)).toMatchObject({ status: 'IDLE', pair: null });
    await forBen.until((r) => r.some((x) => x.data?.rouletteEvents.kind === 'ENDED'));
    expect(forBen.results.find((r) => r.data?.rouletteEvents.kind === 'ENDED')!.data!.rouletteEvents.byPartner).toBe(true);
    expect(await state(ben)).toMatchObject({ status: 'IDLE', pair: null });
    expect(await t.deps.database.db.select().from(rouletteMessages)).toEqual([]);
    expect(errorOf(await t.gql(SEND, { body: 'Noch da?' }, { token: ben.token }))?.code).toBe('ROULETTE_NOT_PAIRED');
    forAnna.stop();
    forBen.stop();
  });

  it('skipping finds someone else: never the partner just left, never across a block or the profile types', async () => {
    const anna = await member(t, { verified: true, sex: 'F', lookingFor: ['M'] });
    const ben = await member(t, { verified: true, sex: 'M' });
    const carla = await member(t, { verified: true, sex: 'F' });
    const dora = await member(t, { verified: true, sex: 'F' });
    const emil = await member(t, { verified: true, sex: 'M' });
    await t.gql(BLOCK, { slug: anna.slug }, { token: dora.token });
    const forBen = await live(ben);
    await gql(JOIN, anna);
    expect((await gql(JOIN, ben)).status).toBe('PAIRED');
    const skipped = await gql(SKIP, anna);
    expect(skipped).toMatchObject({ status: 'WAITING', pair: null });
    await forBen.until((r) => r.some((x) => x.data?.rouletteEvents.kind === 'ENDED'));
    // Ben is Anna's last partner; Carla is a woman (Anna looks for men); Dora blocked Anna.
    expect((await gql(JOIN, ben)).status).toBe('WAITING');
    expect((await gql(LEAVE, ben)).status).toBe('IDLE');
    expect((await gql(JOIN, carla)).status).toBe('WAITING');
    expect((await gql(LEAVE, carla)).status).toBe('IDLE');
    expect((await gql(JOIN, dora)).status).toBe('WAITING');
    expect((await gql(LEAVE, dora)).status).toBe('IDLE');
    const withEmil = await gql(JOIN, emil);
    expect(withEmil.status).toBe('PAIRED');
    expect((await state(anna)).pair.id).toBe(withEmil.pair.id);
    await gql(LEAVE, emil);
  });

  it(`gives up the search after ${ROULETTE.queueTimeoutSeconds / 60} minutes: the member is idle and nobody is paired with them`, async () => {
    const anna = await member(t, { verified: true, sex: 'F' });
    const ben = await member(t, { verified: true, sex: 'M' });
    await gql(JOIN, anna);
    t.advance((ROULETTE.queueTimeoutSeconds + 1) * 1000);
    expect(await state(anna)).toMatchObject({ status: 'IDLE', queueExpiresAt: null });
    expect((await gql(JOIN, ben)).status).toBe('WAITING');
    await gql(LEAVE, ben);
  });

  it('two members joining at the same moment find each other', async () => {
    const anna = await member(t, { verified: true, sex: 'F' });
    const ben = await member(t, { verified: true, sex: 'M' });
    const [a, b] = await Promise.all([gql(JOIN, anna), gql(JOIN, ben)]);
    expect([a.status, b.status].sort()).toEqual(['PAIRED', 'WAITING']);
    expect((await state(anna)).status).toBe('PAIRED');
    expect((await state(ben)).status).toBe('PAIRED');
    await gql(LEAVE, anna);
  });

  it('when the subscription holding a place goes away, the member leaves the chat and the partner is told; a newer subscription keeps it', async () => {
    const anna = await member(t, { verified: true, sex: 'F' });
    const ben = await member(t, { verified: true, sex: 'M' });
    const forBen = await live(ben);
    const first = await live(anna);
    const [held] = await t.deps.database.db.select().from(rouletteMembers).where((await import('drizzle-orm')).eq(rouletteMembers.userId, anna.id));
    const second = await live(anna);
    await gql(JOIN, anna);
    await gql(JOIN, ben);
    // The first subscription's end comes too late: the second holds the place now.
    expect(await t.services.roulette.connectionEnded(anna.id, held!.connectionId!)).toBe(false);
    expect((await state(anna)).status).toBe('PAIRED');
    const [now] = await t.deps.database.db.select().from(rouletteMembers).where((await import('drizzle-orm')).eq(rouletteMembers.userId, anna.id));
    expect(await t.services.roulette.connectionEnded(anna.id, now!.connectionId!)).toBe(true);
    await forBen.until((r) => r.some((x) => x.data?.rouletteEvents.kind === 'ENDED'));
    expect(await state(anna)).toMatchObject({ status: 'IDLE' });
    first.stop();
    second.stop();
  });

  it('bad input is refused with its code', async () => {
    const anna = await member(t, { verified: true, sex: 'F' });
    const ben = await member(t, { verified: true, sex: 'M' });
    await gql(JOIN, anna);
    await gql(JOIN, ben);
    expect(errorOf(await t.gql(SEND, { body: '   ' }, { token: anna.token }))?.code).toBe('MESSAGE_TOO_SHORT');
    expect(errorOf(await t.gql(SEND, { body: 'x'.repeat(2001) }, { token: anna.token }))?.code).toBe('MESSAGE_TOO_LONG');
    expect(errorOf(await t.gql(MESSAGES, { afterSeq: -3 }, { token: anna.token }))?.code).toBe('BAD_INPUT');
    expect(await gql(MESSAGES, anna)).toEqual([]);
    const outsider = await member(t, { verified: true });
    expect(errorOf(await t.gql(MESSAGES, {}, { token: outsider.token }))?.code).toBe('ROULETTE_NOT_PAIRED');
    await gql(LEAVE, anna);
  });
});
