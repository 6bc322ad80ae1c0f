import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socketDatabaseUrl } from '../../src/db/open.js';
import { openPostgres } from '../../src/db/postgres.js';
import { readBackup } from '../../src/infra/backup/read.js';
import { createLocalStorage } from '../../src/infra/storage/storage.js';
import { findUserByEmail } from '../../src/modules/accounts/accounts.repository.js';
import { users } from '../../src/modules/accounts/accounts.table.js';
import { insertSession } from '../../src/modules/accounts/sessions.repository.js';
import { hashToken, newToken } from '../../src/modules/accounts/tokens.js';
import { conversationMessages, conversations } from '../../src/modules/conversations/conversations.table.js';
import { userUploads } from '../../src/modules/photos/photos.table.js';
import { startAppProcess, type AppProcess } from '../app-process.js';
import { migratedDataDir } from '../data-dir-template.js';
import { jpegImage, multipartBody } from '../media/support.js';
import { cli, listing, tempDir } from './support.js';

// A backup taken WHILE the real app runs on DATA_DIR (through its socket) and members keep writing,
// restored into a fresh DATA_DIR: every member, message and photo of the snapshot is there.
describe('backup of a running app, restored into a fresh data directory', () => {
  let dataDir: string;
  let app: AppProcess;
  const out = tempDir('venue-backup-live-out-');
  const restored = path.join(out, 'restored');
  const member = (name: string) => ({ email: `${name}@example.ch`, username: name, token: newToken(), id: '' });
  const anna = member('anna_backup');
  const beat = member('beat_backup');
  let conversationId = '';
  let photo: { id: string; urls: string[] };
  /** Messages acknowledged before, during and after the backup. */
  let sent: { before: { id: string }[]; during: { id: string; seq: number }[]; after: { id: string } };

  async function gql<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: T; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!;
  }
  const SEND = `mutation ($id: ID!, $body: String!) { sendMessage(conversationId: $id, body: $body) { message { id seq } } }`;
  const send = (body: string) => gql<{ sendMessage: { message: { id: string; seq: number } } }>(SEND, { id: conversationId, body }, anna.token).then((d) => d.sendMessage.message);

  beforeAll(async () => {
    dataDir = await migratedDataDir('venue-backup-live-');
    app = await startAppProcess(dataDir);
    // Members through the CLI (it reaches the app's database through its socket), sessions beside them.
    for (const m of [anna, beat]) {
      const created = await cli(dataDir, ['user:create', '--email', m.email, '--username', m.username, '--password', 'Sauna-Abend-2026', '--sex', 'F']);
      expect(created.err).toBe('');
    }
    const viaSocket = await openPostgres(socketDatabaseUrl(path.join(dataDir, 'run')), { migrate: false, max: 1 });
    try {
      for (const m of [anna, beat]) {
        m.id = (await findUserByEmail(viaSocket.db, m.email))!.id;
        await insertSession(viaSocket.db, { userId: m.id, tokenHash: hashToken(m.token), expiresAt: new Date(Date.now() + 3_600_000) });
      }
    } finally {
      await viaSocket.close();
    }
    const first = await gql<{ writeTo: { conversation: { id: string } } }>(
      `mutation ($slug: String!, $body: String!) { writeTo(slug: $slug, body: $body) { conversation { id } } }`,
      { slug: beat.username, body: 'Hallo Beat, kommst du am Freitag?' },
      anna.token,
    );
    conversationId = first.writeTo.conversation.id;
    const upload = multipartBody({ data: await jpegImage(480, 360), filename: 'bild.jpg', contentType: 'image/jpeg' });
    const res = await fetch(`${app.url}/api/photos`, { method: 'POST', headers: { 'content-type': upload.contentType, authorization: `Bearer ${anna.token}` }, body: upload.payload });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: string; attributes: { thumbnail: { webp: string; avif: string }; variants: { webp: string; avif: string }[] } } };
    const urls = [data.attributes.thumbnail.webp, data.attributes.thumbnail.avif, ...data.attributes.variants.flatMap((v) => [v.webp, v.avif])];
    photo = { id: data.id, urls };
  }, 240_000); // a migrated template and an app start: seconds alone, minutes on a machine busy with other work

  afterAll(async () => {
    await app?.stop();
    for (const dir of [dataDir, out]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes one snapshot while messages keep coming, and restores it into a fresh directory only', async () => {
    const before = [await send('Zweite Nachricht'), await send('Dritte Nachricht')];
    // Anna keeps writing while the backup runs: each message is in the backup or not, never half.
    let writing = true;
    const during: { id: string; seq: number }[] = [];
    const writer = (async () => {
      while (writing) during.push(await send(`Während der Sicherung ${during.length + 1}`));
    })();
    const file = path.join(out, 'venue.tar.gz');
    const backup = await cli(dataDir, ['backup', '--to', file]);
    writing = false;
    await writer;
    expect(during.length).toBeGreaterThan(0);
    const after = await send('Nach der Sicherung');
    expect(backup.err).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.out).toMatch(/^backup written to .*venue\.tar\.gz \([\d.]+ [kM]B, readable by its owner only\)\n/);
    expect(backup.out).toMatch(/the snapshot held the database for \d+ ms \(the running app waited that long\)/);
    expect(backup.out).toMatch(/files: \d+ stored files/);
    expect(backup.out).not.toMatch(/Hallo|Nachricht|anna_backup|example\.ch/); // counts only, never members' data
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(out)).toEqual(['venue.tar.gz']); // no temp file left beside it

    // Restore refuses the running app's own directory.
    const onLive = await cli(dataDir, ['restore', '--from', file]);
    expect(onLive.code).toBe(1);
    expect(onLive.err).toContain(`an app (process ${app.child.pid}) runs on ${dataDir}`);

    const restore = await cli(restored, ['restore', '--from', file]);
    expect(restore.err).toBe('');
    expect(restore.out).toMatch(/^restored the backup of \S+ into .*restored: \d+ tables, \d+ rows, \d+ stored files/);
    expect(listing(restored).filter((f) => !f.includes('/'))).toEqual(['db', 'storage']); // no temp dirs, no lock
    sent = { before, during, after };
  }, 180_000);

  it('the app starts on the restored directory with every member, message and photo of the snapshot', async () => {
    const originals = await Promise.all(photo.urls.map(async (url) => Buffer.from(await (await fetch(`${app.url}${url}`, { headers: { authorization: `Bearer ${anna.token}` } })).arrayBuffer())));
    const restoredApp = await startAppProcess(restored);
    const viaSocket = await openPostgres(socketDatabaseUrl(path.join(restored, 'run')), { migrate: false, max: 1 });
    try {
      const db = viaSocket.db;
      const members = await db.select().from(users).where(inArray(users.id, [anna.id, beat.id]));
      expect(members.map((m) => m.username).sort()).toEqual([anna.username, beat.username]);
      const [conversation] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
      const messages = await db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, conversationId));
      // One moment: the messages are 1…last_seq without a gap, as the conversation counted them then.
      const lastSeq = conversation!.lastSeq;
      expect(messages.map((m) => m.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: lastSeq }, (_, i) => i + 1));
      const ids = new Set(messages.map((m) => m.id));
      for (const m of sent.before) expect(ids.has(m.id)).toBe(true);
      for (const m of sent.during) expect(ids.has(m.id)).toBe(m.seq <= lastSeq);
      expect(ids.has(sent.after.id)).toBe(false);
      expect(messages.find((m) => m.seq === 1)!.body).toBe('Hallo Beat, kommst du am Freitag?');
      const [row] = await db.select().from(userUploads).where(eq(userUploads.id, photo.id));
      expect(row!.userId).toBe(anna.id);

      // Every stored file of the photo, byte for byte and with its content type.
      const original = createLocalStorage(path.join(dataDir, 'storage'));
      const copy = createLocalStorage(path.join(restored, 'storage'));
      const variants = fs.readdirSync(path.join(dataDir, 'storage', row!.storageKey));
      expect(variants.length).toBeGreaterThan(4);
      for (const name of variants) {
        const key = `${row!.storageKey}/${name}`;
        const [a, b] = [await original.get(key), await copy.get(key)];
        expect(b!.contentType, key).toBe(a!.contentType);
        expect(b!.data.equals(a!.data), key).toBe(true);
      }

      // The restored app: her session is valid and it serves her photo as the original app did.
      const res = await fetch(`${restoredApp.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${anna.token}` },
        body: JSON.stringify({ query: '{ currentUser { username } }' }),
      });
      expect(await res.json()).toEqual({ data: { currentUser: { username: anna.username } } });
      for (const [i, url] of photo.urls.entries()) {
        const served = await fetch(`${restoredApp.url}${url}`, { headers: { authorization: `Bearer ${anna.token}` } });
        expect(served.status, url).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).equals(originals[i]!), url).toBe(true);
      }
    } finally {
      await viaSocket.close();
      await restoredApp.stop();
    }
  }, 180_000);

  it('without a running app it opens the database itself; with files in a bucket it backs up the database only', async () => {
    expect(await app.stop()).toBe(0);
    const offline = await cli(dataDir, ['backup', '--to', path.join(out, 'offline.tar.gz')]);
    expect(offline.err).toBe('');
    expect(offline.out).toContain('(no app was running)');
    const s3 = { STORAGE_URL: 's3://venue-files/prod', S3_REGION: 'eu-central-2', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 's3cr3t-key' };
    const bucket = await cli(dataDir, ['backup', '--to', path.join(out, 'bucket.tar.gz')], s3);
    expect(bucket.err).toBe('');
    expect(bucket.out).toContain("files: in the bucket s3://venue-files/prod/, not in this backup; back the bucket up with the provider's tools");
    expect(bucket.out).not.toMatch(/s3cr3t|AKIDEXAMPLE/);
    const kinds: string[] = [];
    for await (const item of readBackup(path.join(out, 'bucket.tar.gz'))) {
      kinds.push(item.kind);
      if (item.kind === 'header') expect(item.header.files).toBe('bucket');
    }
    expect(kinds).not.toContain('file');
    expect(kinds[kinds.length - 1]).toBe('manifest');
  });
});
