import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { createSmtpMailer } from '../../src/infra/mail/mailer.js';
import { createHttpSms } from '../../src/infra/sms/sms.js';
import { ACTIVATE_EMAIL, SIGN_UP, newMember, signUp } from './support.js';
import { startSmtp } from './smtp-server.js';

// Real delivery paths: a real SMTP server (smtp-server) and an SMS gateway speaking HTTP.

function startSmsGateway(answer = 202) {
  const received: { authorization?: string; contentType?: string; body: { to: string; body: string } }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to: string; body: string },
      });
      res.writeHead(answer, { 'content-type': 'application/json' }).end('{"status":"queued"}');
    });
  });
  return new Promise<{ url: string; received: typeof received; close(): Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/messages`, received, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

describe('delivery over SMTP and an HTTP SMS gateway', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    gateway = await startSmsGateway();
    t = await createTestApp({
      mailer: createSmtpMailer(`smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, 'Club Venue <no-reply@club-venue.local>'),
      sms: createHttpSms(gateway.url, 'gateway-secret'),
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await gateway.close();
  });

  it('sends the activation mail through SMTP, localised, with text and HTML parts', async () => {
    const input = newMember({ language: 'en' });
    const res = await t.gql(SIGN_UP, { input }, { ip: '10.9.0.1' });
    expect(res.errors).toBeUndefined();
    await t.services.accounts.drain();

    const arrived = smtp.received.find((r) => r.envelopeTo.includes(input.email));
    expect(arrived, 'a mail arrived at the SMTP server').toBeDefined();
    expect(arrived!.mail.subject).toMatch(/confirm/i);
    expect(arrived!.mail.contentType).toMatch(/multipart\/alternative/);
    expect(arrived!.mail.text).toContain(`Hello ${input.username}`);
    expect(arrived!.mail.text).toMatch(/\/activation\?token=[\w-]{20,}/);
    expect(arrived!.mail.html).toMatch(/<a [^>]*href="[^"]*\/activation\?token=[\w-]{20,}"/);
  });

  it('sends the phone code (after the e-mail link) to the gateway as JSON with the bearer token', async () => {
    const input = newMember();
    const res = await t.gql(SIGN_UP, { input }, { ip: '10.9.0.2' });
    expect(res.errors).toBeUndefined();
    await t.services.accounts.drain();
    const mail = smtp.received.find((r) => r.envelopeTo.includes(input.email))!;
    const link = /\/activation\?token=([\w-]{20,})/.exec(mail.mail.text)![1]!;
    expect((await t.gql(ACTIVATE_EMAIL, { token: link }, { cookieClient: true })).errors).toBeUndefined();
    await t.services.accounts.drain();

    const sms = gateway.received.find((r) => r.body.to === input.phone);
    expect(sms, 'the gateway received the SMS').toBeDefined();
    expect(sms!.authorization).toBe('Bearer gateway-secret');
    expect(sms!.contentType).toMatch(/application\/json/);
    expect(sms!.body.body).toMatch(/\b\d{6}\b/);
  });

  it('keeps the activation when the gateway refuses the SMS: the member is signed in and may ask for a new code', async () => {
    const failing = await startSmsGateway(503);
    const other = await createTestApp({ sms: createHttpSms(failing.url, undefined) });
    try {
      const { input, token } = await signUp(other, {}, { ip: '10.9.0.3' });
      expect(failing.received.map((r) => r.body.to)).toContain(input.phone);
      const me = await other.gql('{ currentUser { username phoneVerifiedAt } }', {}, { token });
      expect(me.data?.currentUser).toEqual({ username: input.username, phoneVerifiedAt: null });
    } finally {
      await other.close();
      await failing.close();
    }
  });
});
