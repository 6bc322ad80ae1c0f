import { describe, expect, it } from 'vitest';
import { derToRawSignature, isIpAddress, toBase64Url, verifyAssertion, type Assertion } from './passkey.js';
import { toBase64 } from './pin.js';
import type { PasskeySecret } from './storage.js';

// An authenticator in the test: a real key pair and real signatures (WebCrypto), building what a
// platform authenticator returns for navigator.credentials.get.

const ORIGIN = 'https://club.example.ch';
const RP_ID = 'club.example.ch';

async function sha256(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', data));
}

/** A raw r ‖ s signature as the DER an authenticator sends (INTEGERs without sign trouble). */
function rawToDer(raw: Uint8Array): Uint8Array<ArrayBuffer> {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start++;
    let value = bytes.subarray(start);
    if (value[0]! & 0x80) value = Uint8Array.of(0, ...value);
    return [0x02, value.length, ...value];
  };
  const body = [...integer(raw.subarray(0, 32)), ...integer(raw.subarray(32))];
  return Uint8Array.of(0x30, body.length, ...body);
}

async function authenticator(algorithm: 'ES256' | 'RS256' = 'ES256') {
  const params =
    algorithm === 'ES256'
      ? { name: 'ECDSA', namedCurve: 'P-256' }
      : { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' };
  const keys = (await crypto.subtle.generateKey(params, true, ['sign', 'verify'])) as CryptoKeyPair;
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', keys.publicKey));
  const secret: PasskeySecret = { kind: 'passkey', credentialId: 'Y3JlZA', publicKey: toBase64(spki), algorithm: algorithm === 'ES256' ? -7 : -257, signCount: 0 };
  const sign = async (
    challenge: Uint8Array,
    opts: { flags?: number; counter?: number; origin?: string; rpId?: string; type?: string } = {},
  ): Promise<Assertion> => {
    const clientDataJSON = new TextEncoder().encode(JSON.stringify({ type: opts.type ?? 'webauthn.get', challenge: toBase64Url(challenge), origin: opts.origin ?? ORIGIN, crossOrigin: false }));
    const authenticatorData = new Uint8Array(37);
    authenticatorData.set(await sha256(new TextEncoder().encode(opts.rpId ?? RP_ID)));
    authenticatorData[32] = opts.flags ?? 0x05; // user present + user verified
    new DataView(authenticatorData.buffer).setUint32(33, opts.counter ?? 0);
    const signed = new Uint8Array([...authenticatorData, ...(await sha256(clientDataJSON))]);
    const signature =
      algorithm === 'ES256'
        ? rawToDer(new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, keys.privateKey, signed)))
        : new Uint8Array(await crypto.subtle.sign('RSASSA-PKCS1-v1_5', keys.privateKey, signed));
    return { authenticatorData, clientDataJSON, signature };
  };
  return { secret, sign };
}

const challenge = () => crypto.getRandomValues(new Uint8Array(32));

describe('unlocking with the passkey: the assertion checked in the browser', () => {
  it('accepts a signature of the kept key over this challenge, with the user verified (ES256 and RS256)', async () => {
    for (const algorithm of ['ES256', 'RS256'] as const) {
      const { secret, sign } = await authenticator(algorithm);
      const c = challenge();
      expect(await verifyAssertion(await sign(c), secret, { challenge: c, origin: ORIGIN, rpId: RP_ID }), algorithm).toEqual({ signCount: 0 });
    }
  });

  it('refuses another challenge, origin, relying party or type, and a missing user verification', async () => {
    const { secret, sign } = await authenticator();
    const c = challenge();
    const expected = { challenge: c, origin: ORIGIN, rpId: RP_ID };
    expect(await verifyAssertion(await sign(challenge()), secret, expected)).toBeNull();
    expect(await verifyAssertion(await sign(c, { origin: 'https://evil.example' }), secret, expected)).toBeNull();
    expect(await verifyAssertion(await sign(c, { rpId: 'evil.example' }), secret, expected)).toBeNull();
    expect(await verifyAssertion(await sign(c, { type: 'webauthn.create' }), secret, expected)).toBeNull();
    expect(await verifyAssertion(await sign(c, { flags: 0x01 }), secret, expected)).toBeNull();
    expect(await verifyAssertion(await sign(c, { flags: 0x04 }), secret, expected)).toBeNull();
  });

  it('refuses a signature by another key, or over other data', async () => {
    const mine = await authenticator();
    const other = await authenticator();
    const c = challenge();
    const expected = { challenge: c, origin: ORIGIN, rpId: RP_ID };
    expect(await verifyAssertion(await other.sign(c), mine.secret, expected)).toBeNull();
    const assertion = await mine.sign(c);
    const tampered = new Uint8Array(assertion.authenticatorData);
    tampered[36] = 9; // the counter changed after signing
    expect(await verifyAssertion({ ...assertion, authenticatorData: tampered }, mine.secret, expected)).toBeNull();
    expect(await verifyAssertion({ ...assertion, signature: new Uint8Array([0x30, 0x00]) }, mine.secret, expected)).toBeNull();
  });

  it('refuses a counter that does not move forward (a copied key), where the authenticator keeps one', async () => {
    const { secret, sign } = await authenticator();
    const c = challenge();
    const expected = { challenge: c, origin: ORIGIN, rpId: RP_ID };
    expect(await verifyAssertion(await sign(c, { counter: 7 }), secret, expected)).toEqual({ signCount: 7 });
    expect(await verifyAssertion(await sign(c, { counter: 7 }), { ...secret, signCount: 7 }, expected)).toBeNull();
    expect(await verifyAssertion(await sign(c, { counter: 8 }), { ...secret, signCount: 7 }, expected)).toEqual({ signCount: 8 });
  });
});

describe('ECDSA signatures from DER', () => {
  it('become r ‖ s with each part padded to 32 bytes', () => {
    const r = new Uint8Array(32).fill(1);
    const s = new Uint8Array(32);
    s[31] = 5;
    const raw = new Uint8Array([...r, ...s]);
    expect(derToRawSignature(rawToDer(raw))).toEqual(raw);
    const high = new Uint8Array(64).fill(0xff);
    expect(derToRawSignature(rawToDer(high))).toEqual(high);
    expect(derToRawSignature(new Uint8Array([0x31, 0x00]))).toBeNull();
  });
});

describe('where a passkey can be offered', () => {
  it('not on an IP address (WebAuthn wants a domain name)', () => {
    expect(['127.0.0.1', '[::1]', '::1'].map(isIpAddress)).toEqual([true, true, true]);
    expect(['localhost', 'club.example.ch'].map(isIpAddress)).toEqual([false, false]);
  });
});
