import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { updateUser } from '../../src/modules/accounts/accounts.repository.js';
import { blocks } from '../../src/modules/blocks/blocks.table.js';
import { friendships } from '../../src/modules/friends/friends.table.js';
import { guestbookEntries } from '../../src/modules/guestbook/guestbook.table.js';
import { reportReplies, reports } from '../../src/modules/reports/reports.table.js';
import { saveSettings } from '../../src/modules/settings/settings.repository.js';
import { profileVisits } from '../../src/modules/visitors/profile-visits.table.js';
import { zipStream } from '../../src/modules/privacy/zip.js';
import { jpegImage, uploadPhoto } from '../photos/support.js';
import { member, signInAgain, type Member } from './support.js';
import { readZip } from './zip-reader.js';
import { send, sendPicture, writeTo } from '../conversations/support.js';

// GET /api/me/export: the member's data as JSON plus the photos, nothing of others beyond the
// usernames the member saw; refused for visitors, during a timeout and past the hourly limit.

async function download(t: TestApp, opts: { token?: string; cookie?: boolean } = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/me/export',
    ...(opts.token && opts.cookie ? { cookies: { session: opts.token } } : opts.token ? { headers: { authorization: `Bearer ${opts.token}` } } : {}),
  });
  return res;
}

describe('the ZIP writer', () => {
  it('writes an archive an independent reader opens, with stored and deflated entries and UTF-8 names', async () => {
    const chunks: Buffer[] = [];
    const photo = Buffer.from([0, 1, 2, 3, 250, 251, 252]);
    const text = Buffer.from('Grüezi '.repeat(500), 'utf8');
    for await (const c of zipStream([
      { name: 'photos/001-bild.webp', data: photo, compress: false, modifiedAt: new Date('2026-03-01T10:00:00Z') },
      { name: 'Übersicht.json', data: text, compress: true, modifiedAt: new Date('2026-03-01T10:00:00Z') },
      { name: 'leer.txt', data: Buffer.alloc(0), compress: true, modifiedAt: new Date('2026-03-01T10:00:00Z') },
    ])) {
      chunks.push(c);
    }
    const archive = Buffer.concat(chunks);
    expect(archive.length).toBeLessThan(text.length); // the text was compressed
    const files = await readZip(archive);
    expect([...files.keys()]).toEqual(['photos/001-bild.webp', 'Übersicht.json', 'leer.txt']);
    expect(files.get('photos/001-bild.webp')).toEqual(photo);
    expect(crc32(files.get('Übersicht.json')!)).toBe(crc32(text));
    expect(files.get('leer.txt')!.length).toBe(0);
  });
});

describe('data export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function furnished() {
    const anna = await member(t, { sex: 'F', language: 'en' });
    const ben = await member(t);
    const carl = await member(t);
    const dora = await member(t);
    const db = t.deps.database.db;
    const first = await uploadPhoto(t, await jpegImage(1200, 900), { token: anna.token });
    const second = await uploadPhoto(t, await jpegImage(500, 700), { token: anna.token, visibility: 'FRIENDS' });
    await saveSettings(db, anna.id, { shownOnline: false, reservationsVisibleTo: 'FRIENDS' });
    await db.insert(friendships).values({ requesterId: anna.id, addresseeId: ben.id, status: 'ACCEPTED', respondedAt: new Date() });
    await db.insert(blocks).values([
      { blockerId: anna.id, blockedId: carl.id, reason: 'zu aufdringlich' },
      { blockerId: dora.id, blockedId: anna.id, reason: 'Doras geheimer Grund' },
    ]);
    await db.insert(profileVisits).values([
      { visitorId: anna.id, visitedId: ben.id, day: '2026-03-01' },
      { visitorId: dora.id, visitedId: anna.id, day: '2026-03-02' },
    ]);
    await db.insert(guestbookEntries).values({ authorId: anna.id, title: 'Lovely evening', body: 'We will come again.', rating: 3, state: 'PUBLISHED', publishedAt: new Date() });
    const [report] = await db.insert(reports).values({ reporterId: anna.id, subject: 'USER', subjectUserId: ben.id, title: 'Rude messages', message: 'm'.repeat(60) }).returning();
    await db.insert(reportReplies).values({ reportId: report!.id, authorId: dora.id, body: 'We are looking into it.' });
    const { conversation } = await writeTo(t, anna, ben, 'Hello Ben, Anna here');
    await send(t, ben, conversation.id, 'Bens geheime Antwort');
    const picture = await sendPicture(t, anna, conversation.id, await jpegImage(900, 600));
    await signInAgain(t, anna, { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1' });
    return { anna, ben, carl, dora, photoIds: [first.body.data.id as string, second.body.data.id as string], conversationId: conversation.id, picture };
  }

  const everything = (files: Map<string, Buffer>) => [...files.values()].map((b) => b.toString('latin1')).join('\n') + [...files.values()].map((b) => b.toString('utf8')).join('\n');

  it('contains the member’s account, profile, settings, relations, entries, reports, sessions, visits, photos, messages and conversation pictures', async () => {
    const { anna, ben, carl, dora, photoIds, conversationId, picture } = await furnished();
    const res = await download(t, { token: anna.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="club-venue-${anna.slug}-\\d{4}-\\d{2}-\\d{2}\\.zip"$`));
    expect(res.headers['cache-control']).toBe('private, no-store');

    const files = await readZip(res.rawPayload);
    const data = JSON.parse(files.get('data.json')!.toString('utf8'));
    expect(data.account).toMatchObject({ id: anna.id, username: anna.username, email: anna.email, phone: anna.phone, language: 'en', profileType: 'F' });
    expect(data.settings).toMatchObject({ shownOnline: false, reservationsVisibleTo: 'FRIENDS', foundInSearch: true });
    expect(data.friendships).toEqual([expect.objectContaining({ member: ben.username, direction: 'SENT', status: 'ACCEPTED' })]);
    expect(data.blocks).toEqual([expect.objectContaining({ member: carl.username, reason: 'zu aufdringlich' })]);
    expect(data.guestbookEntries).toEqual([expect.objectContaining({ title: 'Lovely evening', rating: 3, state: 'PUBLISHED' })]);
    expect(data.reports).toEqual([
      expect.objectContaining({ member: ben.username, title: 'Rude messages', status: 'OPEN', replies: [expect.objectContaining({ from: 'VENUE', body: 'We are looking into it.' })] }),
    ]);
    expect(data.profileVisits).toEqual([expect.objectContaining({ member: ben.username, day: '2026-03-01' })]);
    expect(data.sessions.map((s: { browser: string | null; os: string | null }) => [s.browser, s.os])).toEqual([[null, null], ['Safari', 'iOS']]);

    expect(data.photos.map((p: { id: string }) => p.id)).toEqual(photoIds);
    expect(data.photos.map((p: { visibility: string }) => p.visibility)).toEqual(['PUBLIC', 'FRIENDS']);
    const photoFiles = [...files.keys()].filter((name) => name.startsWith('photos/'));
    expect(photoFiles).toEqual(data.photos.map((p: { file: string }) => p.file));
    const widths = [];
    for (const name of photoFiles) {
      const meta = await sharp(files.get(name)!).metadata();
      expect(meta.format).toBe('webp');
      widths.push(meta.width);
    }
    expect(widths).toEqual([1200, 500]);

    // Her messages (Ben's replies are his: only his username), and her pictures as files.
    expect(data.conversations).toEqual([
      expect.objectContaining({
        id: conversationId,
        with: [ben.username],
        messages: [expect.objectContaining({ seq: 1, body: 'Hello Ben, Anna here' }), expect.objectContaining({ id: picture.id, seq: 3, body: picture.body })],
      }),
    ]);
    expect(data.conversationPictures).toEqual([expect.objectContaining({ conversationId, messageId: picture.id, width: 900, height: 600, file: expect.stringMatching(/^conversation-pictures\/001-[0-9a-f-]{36}\.webp$/) })]);
    const pictureMeta = await sharp(files.get(data.conversationPictures[0].file)!).metadata();
    expect([pictureMeta.format, pictureMeta.width]).toEqual(['webp', 900]);

    // Nothing of others beyond usernames: no e-mail, phone or id of Ben, and nothing of Dora (who blocked Anna and visited her).
    const all = everything(files);
    for (const secret of [ben.email, ben.phone, ben.id, carl.email, dora.username, dora.email, dora.id, 'Doras geheimer Grund', 'Bens geheime Antwort']) expect(all).not.toContain(secret);
  });

  it('works with the session cookie of the browser', async () => {
    const erin = await member(t);
    const res = await download(t, { token: erin.token, cookie: true });
    expect(res.statusCode).toBe(200);
    const data = JSON.parse((await readZip(res.rawPayload)).get('data.json')!.toString('utf8'));
    expect(data.account.username).toBe(erin.username);
    expect(data.photos).toEqual([]);
    expect(data.profile).toBeNull();
  });

  it('refuses visitors and unknown sessions', async () => {
    for (const res of [await download(t), await download(t, { token: 'not-a-session' })]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: [{ status: '401', code: 'NOT_SIGNED_IN' }] });
    }
  });

  it('refuses a member under a login timeout', async () => {
    const fritz: Member = await member(t);
    await updateUser(t.deps.database.db, fritz.id, { loginTimeoutUntil: new Date(Date.now() + 3_600_000) });
    const res = await download(t, { token: fritz.token });
    expect(res.json().errors[0].code).toBe('LOGIN_TIMEOUT');
  });

  it('allows five downloads an hour, then answers 429 with a wait', async () => {
    const gina = await member(t);
    for (let i = 0; i < 5; i++) expect((await download(t, { token: gina.token })).statusCode).toBe(200);
    const res = await download(t, { token: gina.token });
    expect(res.statusCode).toBe(429);
    expect(res.json().errors[0].code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
