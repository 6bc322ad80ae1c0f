import { PUSH_LIMITS, pushEndpointSchema, pushSubscriptionInput } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import { AppError, parseInput } from '../../shared/app-error.js';
import type { UserRow } from '../accounts/accounts.table.js';
import * as policy from './push-subscriptions.policy.js';
import * as channelsPolicy from './notification-channels.policy.js';
import * as repo from './push-subscriptions.repository.js';
import { createVapidKeySource } from './vapid-key-source.js';
import { assertAllowed } from '../../shared/decision.js';

// Web Push subscriptions: stored now, used by the notifications issue to send (decision 0008).

/** Enough of a User-Agent to tell a member's browsers apart later; never needed in full. */
const USER_AGENT_MAX = 300;

type Viewer = UserRow | null;

/** A member's device as the settings screen knows it: its endpoint and its choice of texts. */
export interface PushDevice {
  endpoint: string;
  detailed: boolean;
}

export function createPushSubscriptionsService(deps: AppDeps) {
  const db = () => deps.database.db;
  const vapid = createVapidKeySource(deps);

  return {
    /** The keys this server signs with; generated and stored on first use when not configured. */
    vapidKeys: () => vapid.get(),

    /** What the browser passes to pushManager.subscribe() as applicationServerKey. */
    async publicKey(): Promise<string> {
      return (await vapid.get()).keys.publicKey;
    },

    /** Stores (or takes over) this browser's subscription for the signed-in member. */
    async save(viewer: Viewer, raw: unknown, userAgent: string | null): Promise<boolean> {
      assertAllowed(policy.canSaveSubscription(viewer));
      const values = parseInput(pushSubscriptionInput, raw);
      const userId = viewer!.id;
      await db().transaction(async (tx) => {
        await repo.upsertSubscription(tx, { ...values, userId, userAgent: userAgent?.slice(0, USER_AGENT_MAX) ?? null, createdAt: deps.now() });
        await repo.pruneSubscriptions(tx, userId, PUSH_LIMITS.subscriptionsPerMember);
      });
      return true;
    },

    /** The viewer's device with this endpoint, or null (not subscribed there, or someone else's). */
    async device(viewer: Viewer, endpoint: unknown): Promise<PushDevice | null> {
      if (!viewer || !pushEndpointSchema.safeParse(endpoint).success) return null;
      const row = await repo.findByEndpoint(db(), endpoint as string);
      return row && row.userId === viewer.id ? { endpoint: row.endpoint, detailed: row.detailed } : null;
    },

    /** This device's choice of texts: detailed (names, a message preview) or discreet. NOT_FOUND for anyone else's. */
    async setDetailed(viewer: Viewer, endpoint: unknown, detailed: boolean): Promise<PushDevice> {
      if (!viewer) throw new AppError('NOT_SIGNED_IN');
      if (!pushEndpointSchema.safeParse(endpoint).success) throw new AppError('NOT_FOUND');
      if (typeof detailed !== 'boolean') throw new AppError('BAD_INPUT', { fields: [{ field: 'detailed', code: 'BAD_INPUT' }] });
      return db().transaction(async (tx) => {
        const subscription = await repo.lockByEndpoint(tx, endpoint as string);
        assertAllowed(channelsPolicy.canSetPushDetailed(viewer, subscription));
        const saved = await repo.setDetailed(tx, subscription!.id, detailed);
        return { endpoint: saved.endpoint, detailed: saved.detailed };
      });
    },

    /**
     * Forgets one of the member's own subscriptions (the web app calls this before signing out).
     * Allowed during a login timeout too: it only takes something away.
     */
    async remove(viewer: Viewer, endpoint: unknown): Promise<boolean> {
      if (!viewer) throw new AppError('NOT_SIGNED_IN');
      // A malformed endpoint can never have been stored.
      if (!pushEndpointSchema.safeParse(endpoint).success) throw new AppError('NOT_FOUND');
      await db().transaction(async (tx) => {
        const subscription = await repo.lockByEndpoint(tx, endpoint as string);
        assertAllowed(policy.canRemoveSubscription(viewer, subscription));
        await repo.deleteSubscription(tx, subscription!.id);
      });
      return true;
    },
  };
}

export type PushSubscriptionsService = ReturnType<typeof createPushSubscriptionsService>;
