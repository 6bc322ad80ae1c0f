import type { Payment, PaymentLineItem, PaymentStatus } from './operations.js';

type T = (key: string, values?: Record<string, string | number | null | undefined>) => string;

export const STATUS_COLOR: Record<PaymentStatus, string> = { PENDING: 'gold', SUCCEEDED: 'green', FAILED: 'red', CANCELLED: 'gray' };

/** A line item in words: "Premium, 3 Monate" or "Premium-Probezeit (Karte gespeichert)". */
export function lineItemText(t: T, item: PaymentLineItem): string {
  if (item.kind === 'PREMIUM') return item.packageMonths ? t('payments.item.premium', { count: item.packageMonths }) : t('payments.item.trial');
  // Each catalogue names the gift in its own language (the names kept on the line when bought).
  if (item.giftNameDe || item.giftNameEn) return t('payments.item.giftLine', { count: item.quantity, nameDe: item.giftNameDe ?? item.giftNameEn, nameEn: item.giftNameEn ?? item.giftNameDe });
  return t('payments.item.gift');
}

/** What a payment was for, in one line (its items, or "Zahlungsart gespeichert"). */
export function paymentTitle(t: T, payment: Pick<Payment, 'purpose' | 'lineItems'>): string {
  if (payment.lineItems.length === 0) return t(`payments.purpose.${payment.purpose}`);
  const items = payment.lineItems.map((i) => lineItemText(t, i)).join(', ');
  return payment.purpose === 'RENEWAL' ? t('payments.renewalOf', { items }) : items;
}
