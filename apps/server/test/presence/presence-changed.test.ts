import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/modules/accounts/accounts.table.js';
import type { TestApp } from '../harness.js';
import { member, setUser, type Member } from '../profiles/support.js';
import { socketTestApp, type LiveSubscription } from '../realtime/support.js';
import { OFFLINE_SWEEP_MS } from '../../src/modules/presence/presence-announcer.js';

// presenceChanged (docs/decisions/0020): members coming online and going offline, live, as the
// viewer may see them. The announcer's batches are flushed by hand so each test sees its own.

type Change = { presenceChanged: { online: string[]; offline: string[] } };
const PRESENCE = 'subscription { presenceChanged { online offline } }';
const MINUTE = 60_000;

describe('presenceChanged', () => {
  const app = socketTestApp();
  let t: TestApp;
  beforeAll(() => {
    t = app.t;
  });

  /** A member watching presence, subscribed once their socket is in (their own coming online announced and flushed). */
  async function watcher(): Promise<{ m: Member; live: LiveSubscription<Change> }> {
    const m = await member(t);
    const live = app.subscribe<Change>(m.token, PRESENCE);
    await live.connected;
    await until(() => t.services.blockSets.size > 0 && t.realtime.registry.of(m.id).length > 0);
    await t.services.presence.announcer.flush();
    // Subscribed means a change reaches it: with Redis the topic's subscription is confirmed a moment
    // after the socket is in, and a change published before that is not this subscriber's. So
    // markers go out until one arrives (the condition, not a guess of time).
    for (let tries = 0; ; tries++) {
      const marker = await member(t);
      markers.add(marker.id);
      await act(marker);
      const seen = await until(() => merged(live).online.includes(marker.id), 1_000).then(() => true, () => false);
      if (seen) break;
      if (tries >= 15) throw new Error('the presence subscription never received a change');
    }
    live.results.length = 0;
    return { m, live };
  }

  async function until(check: () => boolean, ms = 15_000) {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  /** The member does something (an HTTP request), then the batch goes out. */
  async function act(m: Member) {
    await t.gql('{ currentUser { id } }', {}, { token: m.token });
    await t.services.presence.announcer.flush();
  }

  const merged = (live: LiveSubscription<Change>) => {
    const changes = live.results.map((r) => r.data!.presenceChanged);
    return { online: changes.flatMap((c) => c.online), offline: changes.flatMap((c) => c.offline) };
  };

  /**
   * Every change the subscription got, merged. A fresh member coming online is the marker: the
   * changes reach a subscriber in order, so once the marker is there, everything before it is too
   * (no guess of time, also for "nothing arrived"). Markers are left out of the answer.
   */
  const markers = new Set<string>();
  async function received(live: LiveSubscription<Change>) {
    const marker = await member(t);
    markers.add(marker.id);
    await act(marker);
    await until(() => merged(live).online.includes(marker.id));
    const { online, offline } = merged(live);
    return { online: online.filter((id) => !markers.has(id)), offline: offline.filter((id) => !markers.has(id)) };
  }

  /** The viewer's block set on this instance holds (or no longer holds) the other member. */
  const blockSeen = (viewer: Member, other: Member, held = true) => until(() => (t.services.blockSets.of(viewer.id)?.has(other.id) ?? false) === held);

  it('announces a member whose activity brings them online, once, and not again while they stay active', async () => {
    const { live } = await watcher();
    const anna = await member(t);
    await act(anna);
    await live.waitFor(1);
    t.advance(2 * MINUTE);
    await act(anna);
    expect(await received(live)).toEqual({ online: [anna.id], offline: [] });
  });

  it('a member who was active more than 5 minutes ago comes online again', async () => {
    const { live } = await watcher();
    const ben = await member(t);
    await setUser(t, ben, { lastActiveAt: new Date(t.deps.now().getTime() - 6 * MINUTE) });
    await act(ben);
    expect(await received(live)).toEqual({ online: [ben.id], offline: [] });
  });

  it('announces nobody hidden from online users, and never the viewer themself', async () => {
    const { m: viewer, live } = await watcher();
    const hidden = await member(t, { shownOnline: false });
    await act(hidden);
    await setUser(t, viewer, { lastActiveAt: null });
    t.advance(MINUTE);
    await act(viewer);
    expect(await received(live)).toEqual({ online: [], offline: [] });
  });

  it('keeps members blocked either way out, including a block made while subscribed, and lets them in again after an unblock', async () => {
    const { m: viewer, live } = await watcher();
    const blockedByViewer = await member(t);
    const blockerOfViewer = await member(t);
    const blockedLater = await member(t);
    expect((await t.gql('mutation ($slug: String!) { block(slug: $slug) { id } }', { slug: blockedByViewer.slug }, { token: viewer.token })).errors).toBeUndefined();
    expect((await t.gql('mutation ($slug: String!) { block(slug: $slug) { id } }', { slug: viewer.slug }, { token: blockerOfViewer.token })).errors).toBeUndefined();
    await blockSeen(viewer, blockedByViewer);
    await blockSeen(viewer, blockerOfViewer);
    for (const m of [blockedByViewer, blockerOfViewer]) await act(m);
    expect(await received(live)).toEqual({ online: [], offline: [] });

    await t.gql('mutation ($slug: String!) { block(slug: $slug) { id } }', { slug: blockedLater.slug }, { token: viewer.token });
    await blockSeen(viewer, blockedLater);
    await act(blockedLater);
    expect(await received(live)).toEqual({ online: [], offline: [] });

    await t.gql('mutation ($slug: String!) { unblock(slug: $slug) }', { slug: blockedLater.slug }, { token: viewer.token });
    await blockSeen(viewer, blockedLater, false);
    t.advance(6 * MINUTE);
    await act(blockedLater);
    expect(await received(live)).toEqual({ online: [blockedLater.id], offline: [] });
  });

  it('announces a member offline once their 5 minutes have passed without activity (the sweep)', async () => {
    const { live } = await watcher();
    const cleo = await member(t);
    await act(cleo);
    // Within the 5 minutes, a sweep announces nothing of cleo.
    t.advance(4 * MINUTE);
    await t.services.presence.announcer.sweep();
    await t.services.presence.announcer.flush();
    expect((await received(live)).offline).not.toContain(cleo.id);
    // Into the first sweep period whose window (the period 5 minutes back) holds cleo's activity:
    // computed from the stored time, as real time also passes between the steps above.
    const [row] = await t.deps.database.db.select({ at: users.lastActiveAt }).from(users).where(eq(users.id, cleo.id));
    const period = Math.floor((row!.at!.getTime() + 5 * MINUTE) / OFFLINE_SWEEP_MS) + 1;
    t.advance(period * OFFLINE_SWEEP_MS + 1 - t.deps.now().getTime());
    await t.services.presence.announcer.sweep();
    await t.services.presence.announcer.flush();
    // (Others of earlier tests may go offline in the same sweep.)
    const got = await received(live);
    expect(got.online).toEqual([cleo.id]);
    expect(got.offline.filter((id) => id === cleo.id)).toHaveLength(1);
  });

  it('the sweep announces a member whose socket is open never: the open socket keeps them active', async () => {
    const { live } = await watcher();
    const dora = await member(t);
    const doras = app.subscribe(dora.token, PRESENCE);
    await doras.connected;
    for (let minute = 0; minute < 7; minute++) {
      t.advance(MINUTE);
      await t.realtime.watch.checkAll();
      await t.services.presence.announcer.sweep();
    }
    await t.services.presence.announcer.flush();
    // (Members of earlier tests whose sockets stayed open come back online as the clock jumps.)
    const got = await received(live);
    expect(got.online.filter((id) => id === dora.id)).toHaveLength(1);
    expect(got.offline).not.toContain(dora.id);
  });

  it('hiding oneself from online users goes offline for others at once; showing oneself again comes back', async () => {
    const { live } = await watcher();
    const emil = await member(t);
    await act(emil);
    await t.gql('mutation { updateSettings(input: { shownOnline: false }) { shownOnline } }', {}, { token: emil.token });
    await t.services.presence.announcer.flush();
    await t.gql('mutation { updateSettings(input: { shownOnline: true }) { shownOnline } }', {}, { token: emil.token });
    await t.services.presence.announcer.flush();
    await live.waitFor(3);
    expect(live.results.map((r) => r.data!.presenceChanged)).toEqual([
      { online: [emil.id], offline: [] },
      { online: [], offline: [emil.id] },
      { online: [emil.id], offline: [] },
    ]);
  });

  it('a member who deactivates goes offline for others at once', async () => {
    const { live } = await watcher();
    const fritz = await member(t);
    await act(fritz);
    await t.gql('mutation { deactivateAccount }', {}, { token: fritz.token });
    await t.services.presence.announcer.flush();
    expect(await received(live)).toEqual({ online: [fritz.id], offline: [fritz.id] });
  });

  it('is refused to visitors and to members who are not activated yet', async () => {
    const visitor = app.subscribe<Change>(null, PRESENCE);
    const pending = await member(t, { pending: true });
    const notYet = app.subscribe<Change>(pending.token, PRESENCE);
    // A visitor's connection is refused (4403); a pending member's subscription answers NEED_….
    expect(await visitor.waitForClose()).toBe(4403);
    await notYet.waitFor(1);
    expect(notYet.results[0]!.errors?.[0]?.extensions?.code).toMatch(/^NEED_/);
  });
});
