import { ALLOWED, deny, type Decision } from '../../shared/decision.js';

// Payments rules (docs/decisions/0034). Pure functions; the services assert them.

/** Who may pay or save a method: members (staff are not members, decision 0031). */
export function canPay(viewer: { admin: boolean; isDeactivated: boolean; deletedAt: Date | null }): Decision {
  if (viewer.admin) return deny('STAFF_NOT_MEMBER');
  if (viewer.isDeactivated || viewer.deletedAt) return deny('NOT_ALLOWED');
  return ALLOWED;
}

/** A payment (or method) is seen by its member only; anyone else is told it does not exist. */
export function canSeePayment(viewerId: string, payment: { userId: string | null } | null | undefined): Decision {
  return payment && payment.userId === viewerId ? ALLOWED : deny('NOT_FOUND');
}

/**
 * Removing a method: not the one a renewing subscription will charge when no other reusable method
 * is left (the member cancels first, or adds another card).
 */
export function canRemoveMethod(
  method: { isDefault: boolean; reusable: boolean } | null | undefined,
  ctx: { renewingSubscription: boolean; otherReusableMethods: number },
): Decision {
  if (!method) return deny('NOT_FOUND');
  if (ctx.renewingSubscription && method.reusable && ctx.otherReusableMethods === 0) return deny('PAYMENT_METHOD_IN_USE');
  return ALLOWED;
}

/** The default method is what renewals charge: only one that can be charged without the member. */
export function canMakeDefault(method: { reusable: boolean } | null | undefined): Decision {
  if (!method) return deny('NOT_FOUND');
  return method.reusable ? ALLOWED : deny('NOT_ALLOWED');
}

/** Which status change a provider event may make: only a pending payment moves (idempotency). */
export function settles(payment: { status: string }): boolean {
  return payment.status === 'PENDING';
}
