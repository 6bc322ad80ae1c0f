import { z } from 'zod';

// Premium packages and what staff may set (spec §9; docs/decisions/0034). Amounts in Rappen.

export const PREMIUM_PACKAGES = [1, 3, 12] as const;
export type PremiumPackage = (typeof PREMIUM_PACKAGES)[number];

export const PREMIUM_DEFAULTS = {
  pricesRappen: { 1: 1000, 3: 2700, 12: 9600 } as Record<PremiumPackage, number>,
  trialDays: 7,
};

export const PREMIUM_LIMITS = {
  /** CHF 1.– … CHF 1000.–: a typo with extra zeros is caught. */
  priceMinRappen: 100,
  priceMaxRappen: 100_000,
  trialDaysMax: 60,
  /** Failed renewal charges retried this many times, one day apart, before access ends. */
  renewalRetries: 3,
  renewalRetryHours: 24,
};

export const premiumPackageSchema = z.union([z.literal(1), z.literal(3), z.literal(12)], { message: 'PACKAGE_INVALID' });

const price = z.number({ message: 'PRICE_INVALID_PREMIUM' }).int('PRICE_INVALID_PREMIUM').min(PREMIUM_LIMITS.priceMinRappen, 'PRICE_INVALID_PREMIUM').max(PREMIUM_LIMITS.priceMaxRappen, 'PRICE_INVALID_PREMIUM');

export const premiumSettingsSchema = z.object({
  price1Rappen: price,
  price3Rappen: price,
  price12Rappen: price,
  trialDays: z.number({ message: 'TRIAL_DAYS_INVALID' }).int('TRIAL_DAYS_INVALID').min(0, 'TRIAL_DAYS_INVALID').max(PREMIUM_LIMITS.trialDaysMax, 'TRIAL_DAYS_INVALID'),
});
export type PremiumSettingsInput = z.infer<typeof premiumSettingsSchema>;
