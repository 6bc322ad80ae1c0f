// The discretion choices of this device (decision 0043): kept only in this browser's localStorage,
// never sent to the server. One key holds them all, so that erasing them is one call.

import { CHANGED_EVENT, STORAGE_KEY } from './storage-key.js';

export { STORAGE_KEY };

/** Where the quick exit goes: one of the neutral pages, or an https address of the member's choice. */
export type ExitTarget = 'meteo' | 'google' | 'wikipedia' | 'twentyMinutes' | 'custom';

export interface PinSecret {
  kind: 'pin';
  /** base64 of 16 random bytes. */
  salt: string;
  /** base64 of PBKDF2-SHA-256(pin, salt, iterations), 32 bytes. */
  hash: string;
  iterations: number;
}

export interface PasskeySecret {
  kind: 'passkey';
  /** base64url of the credential id. */
  credentialId: string;
  /** base64 of the public key (SubjectPublicKeyInfo DER). */
  publicKey: string;
  /** COSE algorithm: -7 (ES256) or -257 (RS256). */
  algorithm: number;
  signCount: number;
}

export type LockMinutes = 1 | 5 | 15 | 60;
export const LOCK_MINUTES: readonly LockMinutes[] = [1, 5, 15, 60];

export interface AppLock {
  /** The member who set it: the lock applies only while they are signed in on this device. */
  memberId: string;
  secret: PinSecret | PasskeySecret;
  /** Locked again when the app comes back after this long in the background. */
  afterMinutes: LockMinutes;
  /** Wrong PINs in a row, and until when the next try must wait (ISO), kept over reloads. */
  failures: number;
  waitUntil: string | null;
}

export interface DiscretionChoices {
  exit: { target: ExitTarget; customUrl: string | null };
  neutralTab: boolean;
  lock: AppLock | null;
}

export const DEFAULT_CHOICES: DiscretionChoices = {
  exit: { target: 'meteo', customUrl: null },
  neutralTab: false,
  lock: null,
};

const listeners = new Set<() => void>();
/** The last stored text and what it says (the same object while the text is the same, for useSyncExternalStore). */
let cached: { raw: string | null; value: DiscretionChoices } | null = null;

function parse(raw: string | null): DiscretionChoices {
  if (!raw) return DEFAULT_CHOICES;
  try {
    const value = JSON.parse(raw) as Partial<DiscretionChoices> | null;
    if (!value || typeof value !== 'object') return DEFAULT_CHOICES;
    return {
      exit: value.exit && typeof value.exit.target === 'string' ? value.exit : DEFAULT_CHOICES.exit,
      neutralTab: value.neutralTab === true,
      lock: value.lock && typeof value.lock.memberId === 'string' && value.lock.secret ? value.lock : null,
    };
  } catch {
    return DEFAULT_CHOICES;
  }
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The choices as stored now (the defaults where nothing is stored or storage is blocked). */
export function readChoices(): DiscretionChoices {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(STORAGE_KEY) ?? null;
  } catch {
    // Blocked storage: the defaults.
  }
  if (!cached || cached.raw !== raw) cached = { raw, value: parse(raw) };
  return cached.value;
}

function notify() {
  for (const listener of [...listeners]) listener();
  // The neutral-tab check reads the entry itself (neutral-tab.ts) and listens for this.
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGED_EVENT));
}

/** Changes the choices; false when the browser refused to store them (full or blocked storage). */
export function updateChoices(change: (current: DiscretionChoices) => DiscretionChoices): boolean {
  const next = change(readChoices());
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    return false;
  }
  notify();
  return true;
}

/** Erases every discretion choice of this device (leaving or deleting the account here). */
export function forgetChoices(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Blocked storage held nothing.
  }
  notify();
}

/** For useSyncExternalStore. Another tab's change arrives through the `storage` event. */
export function subscribeChoices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    notify();
  });
}

/** Tests: the storage was changed behind the module's back; tell the screens. */
export function reloadChoicesForTests(): void {
  notify();
}
