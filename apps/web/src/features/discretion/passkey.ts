import type { PasskeySecret } from './storage.js';
import { fromBase64, toBase64 } from './pin.js';

// The app lock with the device's passkey (decision 0043): a WebAuthn credential of the platform
// authenticator (fingerprint, face, the device's own PIN), user verification required. No server
// takes part: the credential's public key is kept in this browser when it is made, and each unlock
// checks the assertion here, with WebCrypto: the challenge this page chose, the origin, the
// relying party, "user present" and "user verified", and the signature over
// authenticatorData ‖ SHA-256(clientDataJSON).

const ES256 = -7;
const RS256 = -257;

export function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/');
  return fromBase64(padded + '='.repeat((4 - (padded.length % 4)) % 4));
}

/** An address without a domain name (an IP address): WebAuthn refuses it as a relying party. */
export function isIpAddress(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[') || hostname.includes(':');
}

/**
 * Whether this device has a platform authenticator that verifies its user, on a page a passkey
 * can belong to (a secure context with a domain name); else no passkey option is shown.
 */
export async function passkeyAvailable(): Promise<boolean> {
  if (typeof window === 'undefined' || !window.isSecureContext || !window.PublicKeyCredential || isIpAddress(location.hostname)) return false;
  try {
    return await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable();
  } catch {
    return false;
  }
}

/** Makes the passkey (the device asks its user) and returns what the lock keeps of it. */
export async function createPasskey(label: string, rpId: string = location.hostname): Promise<PasskeySecret> {
  const credential = (await navigator.credentials.create({
    publicKey: {
      rp: { id: rpId, name: rpId },
      user: { id: crypto.getRandomValues(new Uint8Array(16)), name: label, displayName: label },
      challenge: crypto.getRandomValues(new Uint8Array(32)),
      pubKeyCredParams: [
        { type: 'public-key', alg: ES256 },
        { type: 'public-key', alg: RS256 },
      ],
      authenticatorSelection: { authenticatorAttachment: 'platform', userVerification: 'required', residentKey: 'discouraged' },
      attestation: 'none',
      timeout: 120_000,
    },
  })) as PublicKeyCredential | null;
  const response = credential?.response as AuthenticatorAttestationResponse | undefined;
  const publicKey = response?.getPublicKey?.();
  const algorithm = response?.getPublicKeyAlgorithm?.();
  if (!credential || !publicKey || (algorithm !== ES256 && algorithm !== RS256)) throw new Error('passkey not usable');
  return { kind: 'passkey', credentialId: toBase64Url(new Uint8Array(credential.rawId)), publicKey: toBase64(new Uint8Array(publicKey)), algorithm, signCount: 0 };
}

export interface Assertion {
  authenticatorData: Uint8Array<ArrayBuffer>;
  clientDataJSON: Uint8Array<ArrayBuffer>;
  signature: Uint8Array<ArrayBuffer>;
}

/** Asks the device for an assertion with the kept credential; null when the member cancelled. */
export async function askPasskey(secret: PasskeySecret, challenge: Uint8Array<ArrayBuffer>, rpId: string = location.hostname): Promise<Assertion | null> {
  try {
    const credential = (await navigator.credentials.get({
      publicKey: {
        challenge,
        rpId,
        allowCredentials: [{ type: 'public-key', id: fromBase64Url(secret.credentialId) }],
        userVerification: 'required',
        timeout: 120_000,
      },
    })) as PublicKeyCredential | null;
    if (!credential) return null;
    const response = credential.response as AuthenticatorAssertionResponse;
    return {
      authenticatorData: new Uint8Array(response.authenticatorData),
      clientDataJSON: new Uint8Array(response.clientDataJSON),
      signature: new Uint8Array(response.signature),
    };
  } catch {
    return null;
  }
}

/** An ECDSA signature as WebAuthn gives it (DER SEQUENCE of two INTEGERs) as WebCrypto wants it (r ‖ s, 32 bytes each). */
export function derToRawSignature(der: Uint8Array, size = 32): Uint8Array<ArrayBuffer> | null {
  let at = 0;
  const read = () => (at < der.length ? der[at++]! : -1);
  if (read() !== 0x30) return null;
  let length = read();
  if (length & 0x80) {
    const octets = length & 0x7f;
    length = 0;
    for (let i = 0; i < octets; i++) length = (length << 8) | read();
  }
  if (length !== der.length - at) return null;
  const out = new Uint8Array(size * 2);
  for (let part = 0; part < 2; part++) {
    if (read() !== 0x02) return null;
    const len = read();
    if (len <= 0 || at + len > der.length) return null;
    let value = der.subarray(at, at + len);
    at += len;
    while (value.length > size && value[0] === 0) value = value.subarray(1);
    if (value.length > size) return null;
    out.set(value, part * size + (size - value.length));
  }
  return at === der.length ? out : null;
}

async function sha256(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', data));
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;

/**
 * Checks an assertion against the kept public key, for the challenge this page chose. Returns the
 * authenticator's new signature counter, or null when anything does not hold.
 */
export async function verifyAssertion(
  assertion: Assertion,
  secret: PasskeySecret,
  expected: { challenge: Uint8Array; origin: string; rpId: string },
): Promise<{ signCount: number } | null> {
  let clientData: { type?: unknown; challenge?: unknown; origin?: unknown };
  try {
    clientData = JSON.parse(new TextDecoder().decode(assertion.clientDataJSON)) as typeof clientData;
  } catch {
    return null;
  }
  if (clientData.type !== 'webauthn.get' || clientData.challenge !== toBase64Url(expected.challenge) || clientData.origin !== expected.origin) return null;
  const data = assertion.authenticatorData;
  if (data.length < 37) return null;
  if (!sameBytes(data.subarray(0, 32), await sha256(new TextEncoder().encode(expected.rpId)))) return null;
  const flags = data[32]!;
  if (!(flags & FLAG_USER_PRESENT) || !(flags & FLAG_USER_VERIFIED)) return null;
  const signCount = ((data[33]! << 24) | (data[34]! << 16) | (data[35]! << 8) | data[36]!) >>> 0;
  // A counter that does not move forward (where the authenticator keeps one) means a copied key.
  if ((signCount !== 0 || secret.signCount !== 0) && signCount <= secret.signCount) return null;

  const signed = new Uint8Array(data.length + 32);
  signed.set(data);
  signed.set(await sha256(assertion.clientDataJSON), data.length);
  try {
    const spki = fromBase64(secret.publicKey);
    if (secret.algorithm === ES256) {
      const key = await crypto.subtle.importKey('spki', spki, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
      const raw = derToRawSignature(assertion.signature);
      if (!raw) return null;
      return (await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, raw, signed)) ? { signCount } : null;
    }
    if (secret.algorithm === RS256) {
      const key = await crypto.subtle.importKey('spki', spki, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['verify']);
      return (await crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, assertion.signature, signed)) ? { signCount } : null;
    }
  } catch {
    return null;
  }
  return null;
}
