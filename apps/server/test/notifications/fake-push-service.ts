import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A push service speaking Web Push over HTTP (RFC 8030), for tests and the bench. Each device the
// test makes holds its own subscription keys (a P-256 key pair and a 16-byte auth secret, as a
// browser does), so the service decrypts every aes128gcm body (RFC 8291) and checks the VAPID
// `Authorization: vapid t=<JWT>, k=<key>` header (RFC 8292: ES256 over the server's public key,
// aud = the endpoint's origin, exp within 24 h). It answers 201, or what the test asks for.

export interface FakeDevice {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface ReceivedPush {
  deviceId: string;
  /** The decrypted body as text (JSON for the app's payloads). */
  body: string;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The VAPID public key the server signed with (k=). */
  vapidKey: string;
  /** The status the service answered. */
  status: number;
}

export interface Answer {
  status: number;
  retryAfter?: string;
}

interface DeviceKeys {
  ecdh: crypto.ECDH;
  auth: Buffer;
  /** Answers for the next requests, in order; then 201. */
  answers: Answer[];
  /** Answers every request with this (e.g. 410 for a gone browser). */
  always?: Answer;
}

/** RFC 8291 (aes128gcm) decryption with the device's keys: ~40 lines of node:crypto. */
export function decryptAes128gcm(body: Buffer, ecdh: crypto.ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const senderPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  if (ciphertext.length > rs) throw new Error('more than one record');
  const receiverPublic = ecdh.getPublicKey();
  const shared = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** Checks the VAPID header; answers the server's public key (k=) or throws. */
export function verifyVapid(authorization: string | undefined, audience: string, now = Date.now()): string {
  const match = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+), k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error('no vapid authorization');
  const [header, claims, signature] = match[1]!.split('.') as [string, string, string];
  const key = Buffer.from(match[2]!, 'base64url');
  if (key.length !== 65 || key[0] !== 4) throw new Error('bad vapid key');
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  const publicKey = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: key.subarray(1, 33).toString('base64url'), y: key.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const ok = crypto.verify('sha256', Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('bad vapid signature');
  const c = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (c.aud !== audience) throw new Error('wrong aud');
  if (typeof c.exp !== 'number' || c.exp * 1000 < now || c.exp * 1000 > now + 24 * 3600_000 + 60_000) throw new Error('bad exp');
  if (!c.sub || !/^(mailto:|https:)/.test(c.sub)) throw new Error('bad sub');
  return match[2]!;
}

export interface FakePushService {
  url: string;
  /** A new browser subscription whose keys the service holds. */
  device(): FakeDevice;
  /** Queues answers for a device's next requests (then 201 again). */
  answerNext(device: FakeDevice, ...answers: Answer[]): void;
  /** Answers every request for the device with this (null: back to 201). */
  answerAlways(device: FakeDevice, answer: Answer | null): void;
  /** Every request received (accepted or not), in order. */
  received: ReceivedPush[];
  /** Requests refused for bad encryption or VAPID (should stay empty). */
  refused: { deviceId: string; reason: string }[];
  /** Decrypted JSON bodies of the accepted pushes for one device. */
  payloads<T = unknown>(device: FakeDevice): T[];
  close(): Promise<void>;
}

export async function startFakePushService(opts: { keepBodies?: boolean } = {}): Promise<FakePushService> {
  const devices = new Map<string, DeviceKeys>();
  const received: ReceivedPush[] = [];
  const refused: { deviceId: string; reason: string }[] = [];
  const keep = opts.keepBodies ?? true;
  let origin = '';

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = /^\/push\/([A-Za-z0-9_-]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const device = devices.get(id);
      if (req.method !== 'POST' || !device) {
        res.writeHead(404).end();
        return;
      }
      let body: string;
      let vapidKey: string;
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        vapidKey = verifyVapid(req.headers.authorization, origin);
        body = decryptAes128gcm(Buffer.concat(chunks), device.ecdh, device.auth).toString('utf8');
      } catch (err) {
        refused.push({ deviceId: id, reason: err instanceof Error ? err.message : String(err) });
        res.writeHead(400).end();
        return;
      }
      const answer = device.answers.shift() ?? device.always ?? { status: 201 };
      received.push({ deviceId: id, body: keep ? body : '', ttl: req.headers.ttl as string | undefined, urgency: req.headers.urgency as string | undefined, vapidKey, status: answer.status });
      res.writeHead(answer.status, answer.retryAfter ? { 'retry-after': answer.retryAfter } : {}).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    device() {
      const id = crypto.randomBytes(12).toString('base64url');
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      devices.set(id, { ecdh, auth, answers: [] });
      return { id, endpoint: `${origin}/push/${id}`, p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') };
    },
    answerNext(device, ...answers) {
      devices.get(device.id)!.answers.push(...answers);
    },
    answerAlways(device, answer) {
      devices.get(device.id)!.always = answer ?? undefined;
    },
    received,
    refused,
    payloads<T>(device: FakeDevice) {
      return received.filter((r) => r.deviceId === device.id && r.status >= 200 && r.status < 300).map((r) => JSON.parse(r.body) as T);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
