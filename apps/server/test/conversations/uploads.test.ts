import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../harness.js';
import { users } from '../../src/modules/accounts/accounts.table.js';
import { jpegImage, multipartBody, pngImage } from '../media/support.js';
import { CONVERSATION, DELETE, FORGED_ID, UPLOADS, errorOf, member, snapshot, writeTo, type TestMember } from './support.js';

// Pictures in conversations (spec §2 /conversations/{id}/uploads, §3 conversation upload; decision
// 0018): re-encoded without metadata by the photos' pipeline (sharp), sent as a message whose body
// is the picture's address, and delivered only to the participants, also against guessed URLs.

describe('pictures in conversations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function upload(m: TestMember | null, conversationId: string, data: Buffer, fields: Record<string, string> = {}, file: { filename?: string; contentType?: string } = {}) {
    const body = multipartBody({ data, filename: file.filename ?? 'bild.jpg', contentType: file.contentType ?? 'image/jpeg' }, fields);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/uploads`,
      headers: { 'content-type': body.contentType, ...(m ? { authorization: `Bearer ${m.token}` } : {}) },
      payload: body.payload,
    });
    return { status: res.statusCode, body: res.json() as any };
  }

  async function fetchFile(url: string, m?: TestMember) {
    const res = await t.app.inject({ method: 'GET', url, headers: m ? { authorization: `Bearer ${m.token}` } : {} });
    return { status: res.statusCode, headers: res.headers, data: res.rawPayload };
  }

  const storedFiles = () => {
    const dir = path.join(t.dataDir, 'storage', 'conversation-uploads');
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => /\.(webp|avif)$/.test(f)) : [];
  };

  it('a picture becomes a message both see, its files without EXIF or GPS, listed under the conversation’s uploads', async () => {
    const anna = await member(t);
    const ben = await member(t);
    const { conversation } = await writeTo(t, anna, ben, 'Schau mal');
    const sent = await upload(anna, conversation.id, await jpegImage(1400, 900, { withGps: true }), { body: 'Die Terrasse' });
    expect(sent.status).toBe(201);
    expect(sent.body.data.attributes).toMatchObject({ conversationId: conversation.id, seq: 2 });
    const body = sent.body.data.attributes.body as string;
    expect(body).toMatch(/^Die Terrasse\n\/api\/conversation-uploads\/[0-9a-f-]{36}\/1024\.webp$/);

    const page = (await t.gql(CONVERSATION, { id: conversation.id }, { token: ben.token })).data!.conversation;
    const message = page.messages.nodes.at(-1);
    expect(message.body).toBe(body);
    expect(message.uploads).toEqual([{ id: expect.any(String), path: body.split('\n')[1] }]);
    const list = (await t.gql(UPLOADS, { id: conversation.id }, { token: ben.token })).data!.conversationUploads;
    expect(list.nodes).toEqual([
      expect.objectContaining({ conversationId: conversation.id, messageId: message.id, userId: anna.id, width: 1400, height: 900, path: body.split('\n')[1] }),
    ]);

    for (const url of [list.nodes[0].path, list.nodes[0].cloudfrontPath, list.nodes[0].thumbnail.webp]) {
      for (const who of [anna, ben]) {
        const file = await fetchFile(url, who);
        expect(file.status, url).toBe(200);
        expect(file.headers['content-type']).toBe('image/webp');
        expect(file.headers['cache-control']).toBe('private, no-cache');
        const meta = await sharp(file.data).metadata();
        expect(meta.exif, url).toBeUndefined();
        // Checked on every view; unchanged for a participant: 304 (issue 11 item 9).
        const again = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${who.token}`, 'if-none-match': String(file.headers.etag) } });
        expect(again.statusCode, url).toBe(304);
      }
    }
  });

  it('nobody else gets the files: other members, visitors, guessed addresses, the public /media route', async () => {
    const anna = await member(t);
    const ben = await member(t);
    const eve = await member(t, { verified: true });
    const { conversation } = await writeTo(t, anna, ben, 'Hallo');
    const sent = await upload(anna, conversation.id, await pngImage(600, 400), {}, { filename: 'bild.png', contentType: 'image/png' });
    const url = (sent.body.data.attributes.body as string).trim();
    expect((await fetchFile(url, ben)).status).toBe(200);
    expect((await fetchFile(url, eve)).status).toBe(404);
    expect((await fetchFile(url)).status).toBe(404);
    expect((await fetchFile(`/api/conversation-uploads/${FORGED_ID}/640.webp`, ben)).status).toBe(404);
    expect((await fetchFile(url.replace('.webp', '.gif'), ben)).status).toBe(404);
    expect((await fetchFile(url.replace('/api/conversation-uploads/', '/api/photos/'), ben)).status).toBe(404);
    const storageKey = storedFiles()[0]!.split('/')[0];
    expect((await fetchFile(`/media/conversation-uploads/${storageKey}/320.webp`, ben)).status).toBe(404);
    expect(errorOf(await t.gql(UPLOADS, { id: conversation.id }, { token: eve.token }))?.code).toBe('NOT_FOUND');

    // Once Ben deleted the conversation, it is no longer his either.
    await t.gql(DELETE, { id: conversation.id }, { token: ben.token });
    expect((await fetchFile(url, ben)).status).toBe(404);
    expect((await fetchFile(url, anna)).status).toBe(200);
  });

  it('refusals come before anything is stored', async () => {
    const anna = await member(t);
    const ben = await member(t);
    const eve = await member(t);
    const { conversation } = await writeTo(t, anna, ben, 'Hallo');
    const image = await jpegImage(800, 600);
    const before = { rows: await snapshot(t), files: storedFiles().length };

    expect(await upload(null, conversation.id, image)).toMatchObject({ status: 401, body: { errors: [{ code: 'NOT_SIGNED_IN' }] } });
    expect(await upload(eve, conversation.id, image)).toMatchObject({ status: 404, body: { errors: [{ code: 'NOT_FOUND' }] } });
    expect(await upload(anna, 'kein-gespraech', image)).toMatchObject({ status: 404 });
    expect(await upload(anna, conversation.id, Buffer.from('kein Bild, nur Text'))).toMatchObject({ status: 422, body: { errors: [{ code: 'IMAGE_INVALID' }] } });
    expect(await upload(anna, conversation.id, Buffer.alloc(0))).toMatchObject({ status: 422, body: { errors: [{ code: 'IMAGE_INVALID' }] } });
    expect((await upload(anna, conversation.id, Buffer.alloc(4 * 1024 * 1024 + 1, 1))).status).toBe(413);
    expect(await upload(anna, conversation.id, image, { body: 'x'.repeat(2000) })).toMatchObject({ status: 400, body: { errors: [{ code: 'BAD_INPUT', meta: { fields: [{ code: 'MESSAGE_TOO_LONG' }] } }] } });
    expect(await upload(anna, conversation.id, image, { visibility: 'PUBLIC' })).toMatchObject({ status: 400 });
    // The other side left: writing, pictures included, is disabled.
    await t.deps.database.db.update(users).set({ isDeactivated: true }).where(eq(users.id, ben.id));
    expect(await upload(anna, conversation.id, image)).toMatchObject({ status: 422, body: { errors: [{ code: 'CONVERSATION_CLOSED' }] } });

    expect(await snapshot(t)).toEqual(before.rows);
    expect(storedFiles().length).toBe(before.files);
  });

  it('when nobody sees the conversation any more, its pictures are removed', async () => {
    const anna = await member(t);
    const ben = await member(t);
    const { conversation } = await writeTo(t, anna, ben, 'Hallo');
    const filesBefore = storedFiles().length;
    const sent = await upload(ben, conversation.id, await jpegImage(500, 500));
    expect(sent.status).toBe(201);
    expect(storedFiles().length).toBeGreaterThan(filesBefore);
    await t.gql(DELETE, { id: conversation.id }, { token: anna.token });
    expect(storedFiles().length).toBeGreaterThan(filesBefore);
    await t.gql(DELETE, { id: conversation.id }, { token: ben.token });
    expect(storedFiles().length).toBe(filesBefore);
  });
});
