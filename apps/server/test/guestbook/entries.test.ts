import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { users } from '../../src/modules/accounts/accounts.table.js';
import { eq } from 'drizzle-orm';
import { ADMIN_LIST, ANSWER, CREATE, ENTRY, EVENT_CHOICES, MY_LIST, PUBLIC_LIST, PUBLISH, REJECT, REVIEW, createEntry, entryInput, errorOf, insertEvent, member } from './support.js';

// The life of an entry as people meet it: a member writes, sees it under review, an admin
// publishes and answers, visitors read it.

describe('guestbook entries', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof member>>;
  let anna: Awaited<ReturnType<typeof member>>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await member(t, { admin: true });
    anna = await member(t);
  });
  afterAll(() => t.close());

  it('a new entry is SUBMITTED: its author sees it, visitors do not', async () => {
    const res = await t.gql(CREATE, { input: entryInput({ title: '  Wunderbarer Saunaabend  ', visitDate: '2025-11-14' }) }, { token: anna.token });
    expect(res.errors).toBeUndefined();
    const entry = res.data!.createGuestbookEntry;
    expect(entry).toMatchObject({ title: 'Wunderbarer Saunaabend', rating: 3, visitDate: '2025-11-14', state: 'SUBMITTED', publishedAt: null, authorUsername: anna.username, officialAnswer: null });

    const mine = await t.gql(MY_LIST, {}, { token: anna.token });
    expect(mine.data!.myGuestbookEntries.nodes.map((e: { id: string; state: string }) => [e.id, e.state])).toEqual([[entry.id, 'SUBMITTED']]);

    const publicList = await t.gql(PUBLIC_LIST, {});
    expect(publicList.data!.guestbookEntries.nodes.map((e: { id: string }) => e.id)).not.toContain(entry.id);
    expect((await t.gql(ENTRY, { id: entry.id })).data!.guestbookEntry).toBeNull();
    expect((await t.gql(ENTRY, { id: entry.id }, { token: anna.token })).data!.guestbookEntry.state).toBe('SUBMITTED');
  });

  it('an admin reviews, publishes and answers; then everyone reads entry and answer', async () => {
    const entry = await createEntry(t, anna.token, { title: 'Pärli-Abend war top', rating: 2 });
    expect((await t.gql(ADMIN_LIST, { state: 'SUBMITTED' }, { token: admin.token })).data!.adminGuestbookEntries.nodes.map((e: { id: string }) => e.id)).toContain(entry.id);

    const reviewed = await t.gql(REVIEW, { id: entry.id }, { token: admin.token });
    expect(reviewed.data!.reviewGuestbookEntry.state).toBe('UNDER_REVIEW');
    const mine = await t.gql(MY_LIST, {}, { token: anna.token });
    expect(mine.data!.myGuestbookEntries.nodes.find((e: { id: string }) => e.id === entry.id).state).toBe('UNDER_REVIEW');

    const published = await t.gql(PUBLISH, { id: entry.id }, { token: admin.token });
    expect(published.data!.publishGuestbookEntry.state).toBe('PUBLISHED');
    expect(published.data!.publishGuestbookEntry.publishedAt).toEqual(expect.any(String));

    const answered = await t.gql(ANSWER, { id: entry.id, answer: ' Danke für euren Besuch! ' }, { token: admin.token });
    expect(answered.data!.answerGuestbookEntry).toMatchObject({ officialAnswer: 'Danke für euren Besuch!', answeredAt: expect.any(String) });

    const list = await t.gql(PUBLIC_LIST, {});
    const shown = list.data!.guestbookEntries.nodes.find((e: { id: string }) => e.id === entry.id);
    expect(shown).toMatchObject({ title: 'Pärli-Abend war top', rating: 2, officialAnswer: 'Danke für euren Besuch!', authorUsername: anna.username, state: 'PUBLISHED' });
    expect(shown.viewerCan).toEqual({ edit: false, delete: false, answer: false, review: false, publish: false, reject: false });

    const asAdmin = await t.gql(ENTRY, { id: entry.id }, { token: admin.token });
    expect(asAdmin.data!.guestbookEntry.viewerCan).toEqual({ edit: true, delete: true, answer: true, review: false, publish: false, reject: true });

    const removed = await t.gql(ANSWER, { id: entry.id, answer: '' }, { token: admin.token });
    expect(removed.data!.answerGuestbookEntry).toEqual({ id: entry.id, officialAnswer: null, answeredAt: null });
  });

  it('a rejected entry leaves the public list; a refused transition changes nothing', async () => {
    const entry = await createEntry(t, anna.token);
    await t.gql(PUBLISH, { id: entry.id }, { token: admin.token });
    const rejected = await t.gql(REJECT, { id: entry.id }, { token: admin.token });
    expect(rejected.data!.rejectGuestbookEntry).toEqual({ id: entry.id, state: 'REJECTED', publishedAt: null });
    expect((await t.gql(PUBLIC_LIST, { first: 50 })).data!.guestbookEntries.nodes.map((e: { id: string }) => e.id)).not.toContain(entry.id);

    const again = await t.gql(REJECT, { id: entry.id }, { token: admin.token });
    expect(errorOf(again)?.code).toBe('GUESTBOOK_STATE_CHANGE_REFUSED');
    const republished = await t.gql(PUBLISH, { id: entry.id }, { token: admin.token });
    expect(republished.data!.publishGuestbookEntry.state).toBe('PUBLISHED');
    const backToReview = await t.gql(REVIEW, { id: entry.id }, { token: admin.token });
    expect(errorOf(backToReview)?.code).toBe('GUESTBOOK_STATE_CHANGE_REFUSED');
    expect((await t.gql(ENTRY, { id: entry.id })).data!.guestbookEntry.state).toBe('PUBLISHED');
  });

  it('an entry about a past event shows the event; the event list offers only events that have begun', async () => {
    const past = await insertEvent(t, { titleDe: 'Herbstfest', titleEn: 'Autumn party' });
    const future = await insertEvent(t, { startsAt: new Date(Date.now() + 5 * 86_400_000) });
    const draft = await insertEvent(t, { publishedAt: null });
    const choices = (await t.gql(EVENT_CHOICES)).data!.guestbookEventChoices.map((e: { id: string }) => e.id);
    expect(choices).toContain(past.id);
    expect(choices).not.toContain(future.id);
    expect(choices).not.toContain(draft.id);

    const entry = await createEntry(t, anna.token, { eventId: past.id });
    await t.gql(PUBLISH, { id: entry.id }, { token: admin.token });
    const shown = (await t.gql(ENTRY, { id: entry.id })).data!.guestbookEntry;
    expect(shown.event).toEqual({ id: past.id, slug: past.slug, titleDe: 'Herbstfest', titleEn: 'Autumn party' });
    expect(shown.visitDate).toBeNull();

    const refused = await t.gql(CREATE, { input: entryInput({ eventId: future.id }) }, { token: anna.token });
    expect(errorOf(refused)).toMatchObject({ code: 'GUESTBOOK_NOT_SAVED', fields: [{ field: 'eventId', code: 'GUESTBOOK_EVENT_IN_FUTURE' }] });
  });

  it('an entry whose author is gone stays, without a name (the app shows "former member")', async () => {
    const gone = await member(t);
    const entry = await createEntry(t, gone.token);
    await t.gql(PUBLISH, { id: entry.id }, { token: admin.token });
    await t.deps.database.db.delete(users).where(eq(users.id, gone.id));
    const shown = (await t.gql(ENTRY, { id: entry.id })).data!.guestbookEntry;
    expect(shown).toMatchObject({ id: entry.id, authorUsername: null, state: 'PUBLISHED' });
  });

  it('pages through published entries, newest first, without gaps or repeats', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const entry = await createEntry(t, admin.token);
      t.advance(1000);
      await t.gql(PUBLISH, { id: entry.id }, { token: admin.token });
      ids.unshift(entry.id);
    }
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const res = await t.gql(PUBLIC_LIST, { first: 2, after });
      expect(res.errors).toBeUndefined();
      const pageResult: { nodes: { id: string; publishedAt: string }[]; hasNextPage: boolean; endCursor: string | null } = res.data!.guestbookEntries;
      expect(pageResult.nodes.length).toBeLessThanOrEqual(2);
      seen.push(...pageResult.nodes.map((e) => e.id));
      if (!pageResult.hasNextPage) break;
      after = pageResult.endCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, 5)).toEqual(ids);
    const bad = await t.gql(PUBLIC_LIST, { first: 2, after: 'not-a-cursor' });
    expect(errorOf(bad)?.code).toBe('BAD_INPUT');
  });

  it('a member without a confirmed e-mail address, and a visitor, cannot write', async () => {
    const pending = await member(t, { emailVerified: false });
    expect(errorOf(await t.gql(CREATE, { input: entryInput() }, { token: pending.token }))?.code).toBe('EMAIL_NOT_VERIFIED');
    expect(errorOf(await t.gql(CREATE, { input: entryInput() }))?.code).toBe('NOT_SIGNED_IN');
    expect(errorOf(await t.gql(MY_LIST, {}))?.code).toBe('NOT_SIGNED_IN');
  });

  it('limits a member to 5 new entries a day; the next day they may write again', async () => {
    const busy = await member(t);
    for (let i = 0; i < 5; i++) await createEntry(t, busy.token);
    const sixth = await t.gql(CREATE, { input: entryInput() }, { token: busy.token });
    expect(errorOf(sixth)).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect((await t.gql(MY_LIST, { first: 50 }, { token: busy.token })).data!.myGuestbookEntries.nodes).toHaveLength(5);
    // Someone else is not affected.
    await createEntry(t, anna.token);
    t.advance(86_400_000 + 1000);
    await createEntry(t, busy.token);
  });
});
