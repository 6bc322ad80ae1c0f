import type { AppDeps } from '../../deps.js';
import { generateVapidKeys, isVapidPrivateKey, isVapidPublicKey, vapidKeysMatch, type VapidKeys } from '../../infra/push/vapid-keys.js';
import { insertSettingOnce, readSetting } from '../system/app-settings.repository.js';

/** The app_settings row that holds the generated pair. */
export const VAPID_SETTING_KEY = 'web_push.vapid_keys';

export interface ResolvedVapidKeys {
  keys: VapidKeys;
  subject: string;
  /** config: from VAPID_* variables; stored: generated earlier; generated: just now, by this instance. */
  source: 'config' | 'stored' | 'generated';
}

function isKeyPair(value: unknown): value is VapidKeys {
  const v = value as Partial<VapidKeys> | null;
  return typeof v?.publicKey === 'string' && typeof v.privateKey === 'string' && isVapidPublicKey(v.publicKey) && isVapidPrivateKey(v.privateKey) && vapidKeysMatch(v as VapidKeys);
}

/**
 * The VAPID keys of this installation: the configured ones, else the pair generated once and
 * stored in the database, so every instance on the same database signs with the same keys and
 * a restart keeps them (architecture §5). Resolved once per process.
 */
export function createVapidKeySource(deps: Pick<AppDeps, 'config' | 'database'>) {
  let pending: Promise<ResolvedVapidKeys> | null = null;

  async function resolve(): Promise<ResolvedVapidKeys> {
    const subject = deps.config.vapid.subject;
    if (deps.config.vapid.keys) return { keys: deps.config.vapid.keys, subject, source: 'config' };
    const db = deps.database.db;
    let value = await readSetting(db, VAPID_SETTING_KEY);
    let source: ResolvedVapidKeys['source'] = 'stored';
    if (value === undefined) {
      const written = await insertSettingOnce(db, VAPID_SETTING_KEY, generateVapidKeys());
      value = written.value;
      if (written.inserted) source = 'generated';
    }
    if (!isKeyPair(value)) {
      throw new Error(`app_settings "${VAPID_SETTING_KEY}" holds no valid VAPID key pair; delete that row to generate a new one, or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY`);
    }
    return { keys: { publicKey: value.publicKey, privateKey: value.privateKey }, subject, source };
  }

  return {
    /** The same answer every time; a failed lookup (database down) is tried again on the next call. */
    get(): Promise<ResolvedVapidKeys> {
      pending ??= resolve().catch((error: unknown) => {
        pending = null;
        throw error;
      });
      return pending;
    },
  };
}
