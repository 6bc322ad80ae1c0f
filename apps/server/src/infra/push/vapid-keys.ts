import crypto from 'node:crypto';
import webpush from 'web-push';

// VAPID keys (RFC 8292) identify this server to the browsers' push services. Both halves are
// URL-safe base64: the public key an uncompressed P-256 point (65 bytes), the private key 32 bytes.

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function decode(value: string): Buffer | null {
  return BASE64URL.test(value) ? Buffer.from(value, 'base64url') : null;
}

export function isVapidPublicKey(value: string): boolean {
  const bytes = decode(value);
  return bytes !== null && bytes.length === 65 && bytes[0] === 0x04;
}

export function isVapidPrivateKey(value: string): boolean {
  return decode(value)?.length === 32;
}

/** True when the public key is the one that belongs to the private key. */
export function vapidKeysMatch(keys: VapidKeys): boolean {
  try {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
    return ecdh.getPublicKey().equals(Buffer.from(keys.publicKey, 'base64url'));
  } catch {
    // Not a valid scalar on the curve (e.g. all zeros).
    return false;
  }
}

/** A fresh key pair (web-push pads short keys to their full length). */
export function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { publicKey, privateKey };
}

/** A VAPID subject must be a mailto: address or an https: URL (web-push refuses anything else). */
export function isVapidSubject(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'mailto:' && url.pathname.includes('@')) || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** `mailto:` with the address in MAIL_FROM ("Club Venue <no-reply@…>" or a bare address). */
export function defaultVapidSubject(mailFrom: string): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? /^[^\s<>@]+@[^\s<>@]+$/.exec(mailFrom.trim())?.[0];
  return `mailto:${address ?? 'info@club-venue.local'}`;
}
