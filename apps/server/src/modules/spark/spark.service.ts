import { SPARK, type SparkPrerequisite } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import { decodeCursor, toPage, type Page } from '../../shared/cursor.js';
import { assertAllowed, idOrNotFound } from '../../shared/decision.js';
import type { UserRow } from '../accounts/accounts.table.js';
import { lockMembers } from '../accounts/members.repository.js';
import { achievementsProgressed } from '../achievements/achievements.progress.js';
import { blocksBetween } from '../blocks/blocks.repository.js';
import { notify } from '../notifications/notify.js';
import { assertMembersArea } from '../profiles/members-area.policy.js';
import { zurichDate, zurichInstant } from '../reservations/reservations.time.js';
import { getSettings } from '../settings/settings.repository.js';
import * as policy from './spark.policy.js';
import * as repo from './spark.repository.js';

// Spark (spec §2, §5, §6, §9; docs/decisions/0044, 0045): one transaction per decision. A decision
// locks both members' rows (in id order, members.repository lockMembers), so two sparks of one
// member cannot both pass the daily limit, and two members sparking each other at the same moment
// see each other's spark and record their match once.

export interface SparkStatus {
  missing: SparkPrerequisite[];
  /** null: unlimited (verified and premium). */
  sparksLeftToday: number | null;
  /** The member's last decision was a skip (the undo button). */
  canUndoSkip: boolean;
}

export interface SparkResult {
  match: repo.SparkMatchView | null;
  sparksLeftToday: number | null;
}

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

function pageSize(first: number | null | undefined): number {
  if (first === null || first === undefined) return SPARK.pageSize;
  return Math.min(Math.max(Math.trunc(first), 1), SPARK.pageSizeMax);
}

/** Midnight in Zurich that began the Swiss day of `now` (the daily limit resets then). */
export function startOfSwissDay(now: Date): Date {
  return zurichInstant(zurichDate(now), '00:00');
}

export function createSparkService(deps: AppDeps) {
  const db = () => deps.database.db;

  async function missingOf(tx: DbOrTx, member: UserRow): Promise<SparkPrerequisite[]> {
    return policy.missingSparkPrerequisites(await repo.readinessOf(tx, member));
  }

  /** The member in the members' area who may use Spark (prerequisites included), with what they look for. */
  async function sparkUser(tx: DbOrTx, viewer: UserRow | null): Promise<{ member: UserRow; lookingFor: string[]; missing: SparkPrerequisite[] }> {
    const member = assertMembersArea(viewer);
    const readiness = await repo.readinessOf(tx, member);
    const missing = policy.missingSparkPrerequisites(readiness);
    assertAllowed(policy.canUseSpark(member, missing));
    return { member, lookingFor: readiness.lookingFor, missing };
  }

  /** Is `target` in the viewer's deck, earlier decisions aside (isSparkCandidate with the facts read in `tx`)? */
  async function isCandidate(tx: DbOrTx, viewer: UserRow, lookingFor: string[], target: UserRow | undefined): Promise<boolean> {
    if (!target) return false;
    const settings = await getSettings(tx, target.id);
    const blocks = await blocksBetween(tx, viewer.id, target.id);
    return policy.isSparkCandidate(viewer, lookingFor, {
      target,
      targetReadiness: await repo.readinessOf(tx, target),
      foundInSpark: settings.foundInSpark,
      visitableOnlyByVerified: settings.visitableOnlyByVerified,
      blockedEitherWay: blocks.aBlockedB || blocks.bBlockedA,
    });
  }

  async function statusOf(tx: DbOrTx, member: UserRow, missing: SparkPrerequisite[], now: Date): Promise<SparkStatus> {
    const last = await repo.lastDecision(tx, member.id);
    return {
      missing,
      sparksLeftToday: policy.sparksLeftToday(member, await repo.countSparksSince(tx, member.id, startOfSwissDay(now))),
      canUndoSkip: missing.length === 0 && last?.kind === 'SKIP',
    };
  }

  /** One spark or skip of `rawId` by the viewer, under both members' locks. */
  async function decide(viewer: UserRow | null, rawId: unknown, kind: 'SPARK' | 'SKIP'): Promise<{ member: UserRow; match: repo.SparkMatchView | null; status: SparkStatus }> {
    const member = assertMembersArea(viewer);
    const targetId = idOrNotFound(rawId);
    const now = deps.now();
    return db().transaction(async (tx) => {
      const locked = await lockMembers(tx, [member.id, targetId]);
      const me = locked.get(member.id) ?? member;
      const readiness = await repo.readinessOf(tx, me);
      const missing = policy.missingSparkPrerequisites(readiness);
      const target = targetId === me.id ? undefined : locked.get(targetId);
      const existing = target ? await repo.findDecision(tx, me.id, target.id) : undefined;
      assertAllowed(
        policy.canDecide(kind, {
          viewer: me,
          viewerMissing: missing,
          targetIsCandidate: missing.length === 0 && (await isCandidate(tx, me, readiness.lookingFor, target)),
          existing: (existing?.kind as 'SPARK' | 'SKIP' | undefined) ?? null,
          sparksToday: await repo.countSparksSince(tx, me.id, startOfSwissDay(now)),
        }),
      );
      await repo.saveDecision(tx, me.id, target!.id, kind, now);
      let match: repo.SparkMatchView | null = null;
      if (kind === 'SPARK') {
        // Sparks received are the "likes" of the achievements (issue 16 contract).
        await achievementsProgressed(tx, target!.id, 'LIKES', now);
        const theirs = await repo.findDecision(tx, target!.id, me.id);
        if (theirs?.kind === 'SPARK') {
          const row = await repo.insertMatch(tx, me.id, target!.id, now);
          if (row) {
            await notify(tx, { userId: target!.id, kind: 'SPARK_MATCH', actorId: me.id, subjectId: row.id, at: now });
            await notify(tx, { userId: me.id, kind: 'SPARK_MATCH', actorId: target!.id, subjectId: row.id, at: now });
            const [view] = (await repo.listMatches(tx, me, null, SPARK.pageSizeMax)).filter((m) => m.id === row.id);
            match = view ?? null;
          }
        }
      }
      return { member: me, match, status: await statusOf(tx, me, missing, now) };
    });
  }

  return {
    /** The checklist, the sparks left today and whether a skip can be undone; for the /spark screen. */
    async status(viewer: UserRow | null): Promise<SparkStatus> {
      const member = assertMembersArea(viewer);
      if (member.admin) throw new AppError('STAFF_NOT_MEMBER');
      return statusOf(db(), member, await missingOf(db(), member), deps.now());
    },

    /** The next card of the viewer's deck (null: nobody left for now). */
    async nextCard(viewer: UserRow | null): Promise<repo.SparkCardRow | null> {
      const { member, lookingFor } = await sparkUser(db(), viewer);
      return repo.nextCard(deps.database, member, lookingFor, deps.now());
    },

    async spark(viewer: UserRow | null, memberId: unknown): Promise<SparkResult> {
      const { match, status } = await decide(viewer, memberId, 'SPARK');
      return { match, sparksLeftToday: status.sparksLeftToday };
    },

    async skip(viewer: UserRow | null, memberId: unknown): Promise<SparkStatus> {
      return (await decide(viewer, memberId, 'SKIP')).status;
    },

    /** Takes back the member's last decision when it was a skip; answers that member's card again (null when no longer in the deck). */
    async undoSkip(viewer: UserRow | null): Promise<repo.SparkCardRow | null> {
      const member = assertMembersArea(viewer);
      return db().transaction(async (tx) => {
        const me = (await lockMembers(tx, [member.id])).get(member.id) ?? member;
        const readiness = await repo.readinessOf(tx, me);
        const missing = policy.missingSparkPrerequisites(readiness);
        const last = await repo.lastDecision(tx, me.id);
        assertAllowed(policy.canUndoSkip(me, missing, last));
        await repo.deleteDecision(tx, me.id, last!.targetId);
        const target = await repo.findUser(tx, last!.targetId);
        return (await isCandidate(tx, me, readiness.lookingFor, target)) ? repo.cardOf(tx, me, last!.targetId) : null;
      });
    },

    async matches(viewer: UserRow | null, args: PageArgs): Promise<Page<repo.SparkMatchView>> {
      const member = assertMembersArea(viewer);
      if (member.admin) throw new AppError('STAFF_NOT_MEMBER');
      const size = pageSize(args.first);
      const rows = await repo.listMatches(db(), member, args.after ? decodeCursor(args.after) : null, size + 1);
      return toPage(rows, size, (r) => ({ at: r.createdAt, id: r.id }));
    },

    /** Who sparked the viewer (not matched yet): verified and premium members only. */
    async admirers(viewer: UserRow | null, args: PageArgs): Promise<Page<repo.SparkAdmirerView>> {
      const member = assertMembersArea(viewer);
      assertAllowed(policy.canSeeAdmirers(member));
      const size = pageSize(args.first);
      const rows = await repo.listAdmirers(db(), member, args.after ? decodeCursor(args.after) : null, size + 1);
      return toPage(rows, size, (r) => ({ at: r.sparkedAt, id: r.member.id }));
    },
  };
}

export type SparkService = ReturnType<typeof createSparkService>;
