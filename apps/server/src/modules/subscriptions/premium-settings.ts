import { PREMIUM_DEFAULTS, type PremiumPackage, type PremiumSettingsInput } from '@venue/shared';
import type { DbOrTx } from '../../db/client.js';
import { readSetting, writeSetting } from '../system/app-settings.repository.js';

// Package prices and trial length (staff set them; defaults of spec §9 until they do).

export const PREMIUM_SETTINGS_KEY = 'premium.settings';

export interface PremiumSettings {
  pricesRappen: Record<PremiumPackage, number>;
  trialDays: number;
}

export async function readPremiumSettings(db: DbOrTx): Promise<PremiumSettings> {
  const stored = (await readSetting(db, PREMIUM_SETTINGS_KEY)) as Partial<PremiumSettingsInput> | undefined;
  const int = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : fallback);
  return {
    pricesRappen: {
      1: int(stored?.price1Rappen, PREMIUM_DEFAULTS.pricesRappen[1]),
      3: int(stored?.price3Rappen, PREMIUM_DEFAULTS.pricesRappen[3]),
      12: int(stored?.price12Rappen, PREMIUM_DEFAULTS.pricesRappen[12]),
    },
    trialDays: int(stored?.trialDays, PREMIUM_DEFAULTS.trialDays),
  };
}

export async function writePremiumSettings(db: DbOrTx, input: PremiumSettingsInput): Promise<void> {
  await writeSetting(db, PREMIUM_SETTINGS_KEY, input);
}
