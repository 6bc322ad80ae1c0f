import crypto from 'node:crypto';
import { pino } from 'pino';
import { VERIFICATION, VERIFICATION_STATES, listPageSize, imageVariantWidths, type Language, type VerificationState } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { enqueueJob, type JobRunner } from '../../infra/jobs/jobs.js';
import { uniqueConstraintOf } from '../../db/errors.js';
import { AppError } from '../../shared/app-error.js';
import { decodeCursor, toPage, type Page } from '../../shared/cursor.js';
import { assertAllowed, idOrNotFound } from '../../shared/decision.js';
import { createEffects, type Effect, type EffectLog } from '../accounts/accounts.effects.js';
import { findUserById, lockUserById } from '../accounts/accounts.repository.js';
import type { UserRow } from '../accounts/accounts.table.js';
import type { MediaService } from '../media/media.service.js';
import { notify } from '../notifications/notify.js';
import { verificationDecidedMail } from './verification.mail.js';
import * as policy from './verification.policy.js';
import * as repo from './verification.repository.js';
import type { VerificationRequestRow } from './verification.table.js';

// Free verification (spec §4, §5, §6; docs/decisions/0033): a member starts a request and gets a
// one-time code, uploads a selfie holding it; staff approve or deny. The decision, the verified
// flag and the member's notification commit together; the e-mail and the selfie's deletion follow.

export type QueueItem = Awaited<ReturnType<typeof repo.listQueue>>[number];

export interface OwnVerification {
  requests: VerificationRequestRow[];
  startRefusal: string | null;
}

export interface RequestDetail {
  request: VerificationRequestRow;
  member: UserRow;
  decidedBy: string | null;
  selfieViews: { viewedAt: Date; adminUsername: string | null }[];
}

/** The durable deletion of a decided request's selfie (payload: its storage key), docs/decisions/0033. */
export const DELETE_SELFIE_JOB = 'verification.delete-selfie';
const SELFIE_KEY = /^verification-selfies\/[0-9a-f-]{36}$/;

const languageOf = (u: Pick<UserRow, 'language'>): Language => (u.language === 'en' ? 'en' : 'de');

function newCode(): string {
  const alphabet = VERIFICATION.codeAlphabet;
  let code = '';
  for (let i = 0; i < VERIFICATION.codeLength; i++) code += alphabet[crypto.randomInt(alphabet.length)];
  return code;
}

function parseState(value: unknown): VerificationState {
  if (value === undefined || value === null) return 'PENDING';
  if (typeof value === 'string' && (VERIFICATION_STATES as readonly string[]).includes(value)) return value as VerificationState;
  throw new AppError('BAD_INPUT', { fields: [{ field: 'state', code: 'BAD_INPUT' }] });
}

export function createVerificationService(deps: AppDeps, media: MediaService, opts: { jobs?: Pick<JobRunner, 'register'>; log?: EffectLog } = {}) {
  const db = () => deps.database.db;
  const log = opts.log ?? pino({ name: 'verification', level: deps.config.logLevel });
  const effects = createEffects(log);

  // Removing files twice is harmless: the job runs even when the deletion right after commit worked.
  opts.jobs?.register(DELETE_SELFIE_JOB, async (_tx, payload) => {
    const key = payload.storageKey;
    if (typeof key !== 'string' || !SELFIE_KEY.test(key)) return;
    await media.removeImageFiles(key);
  });

  /** Removes a selfie's files; a failure is logged (without the key) and left to the durable job. */
  async function deleteSelfieFiles(storageKey: string): Promise<void> {
    await media.removeImageFiles(storageKey).catch((err: Error) => log.error({ err: { name: err.name } }, 'could not delete a verification selfie now'));
  }

  function staff(viewer: UserRow | null): UserRow {
    assertAllowed(policy.mayReviewVerifications(viewer));
    return viewer!;
  }

  /**
   * Decides a request: the state, who and when, the member's verified flag (approve), the
   * member's home notification, and the selfie's key cleared, in one transaction; then the e-mail
   * and the file's deletion.
   */
  async function decide(viewer: UserRow | null, rawId: unknown, outcome: { approved: true } | { approved: false; reason: unknown }): Promise<VerificationRequestRow> {
    const admin = staff(viewer);
    const id = idOrNotFound(rawId);
    let reason: string | null = null;
    if (!outcome.approved) {
      const checked = policy.checkDenyReason(outcome.reason);
      if (!checked.ok) throw new AppError(checked.code, { fields: [{ field: 'reason', code: checked.code }] });
      reason = checked.reason;
    }
    const now = deps.now();
    const { row, storageKey, mail } = await db().transaction(async (tx) => {
      const found = await repo.findRequest(tx, id);
      // The member first, then the request: the same order as starting and uploading.
      const member = found ? await lockUserById(tx, found.userId) : undefined;
      const request = await repo.lockRequest(tx, id);
      assertAllowed(policy.mayDecide(admin, request ? { ...request, state: request.state as VerificationState } : null));
      const decided = await repo.updateRequest(tx, id, {
        state: outcome.approved ? 'VERIFIED' : 'DENIED',
        denyReason: reason,
        decidedBy: admin.id,
        decidedAt: now,
        selfieStorageKey: null,
      });
      if (outcome.approved) await repo.setUserVerified(tx, request!.userId, now);
      const told = await notify(tx, { userId: request!.userId, kind: 'VERIFICATION_DECIDED', home: outcome.approved ? 'VERIFICATION_APPROVED' : 'VERIFICATION_DENIED', subjectId: id, at: now });
      await scheduleSelfieDeletion(tx, request!.selfieStorageKey!, id, now);
      return { row: decided, storageKey: request!.selfieStorageKey!, mail: member && told.email ? decisionMail(member, outcome.approved, reason) : null };
    });
    await deleteSelfieFiles(storageKey);
    if (mail) effects.run([mail]);
    // Open sockets hold the member as they were: they read the member again now (realtime/session-watch.ts).
    if (outcome.approved) deps.pubsub.publish('user:signedOut', { userId: row.userId, reason: 'verified' });
    return row;
  }

  /** The durable part of the selfie's deletion, stored with the decision (so a crash right after commit leaves no file). */
  async function scheduleSelfieDeletion(tx: DbOrTx, storageKey: string, requestId: string, now: Date): Promise<void> {
    await enqueueJob(tx, { kind: DELETE_SELFIE_JOB, payload: { storageKey }, runAt: now, key: requestId });
  }

  function decisionMail(member: UserRow, approved: boolean, reason: string | null): Effect {
    const mail = verificationDecidedMail(languageOf(member), { username: member.username, approved, reason, link: `${deps.config.publicUrl}/premium` });
    return { kind: approved ? 'verification-approved-mail' : 'verification-denied-mail', userId: member.id, run: () => deps.mailer.send({ to: member.email, ...mail }) };
  }

  return {
    /** Waits for the e-mails under way (tests; shutdown). */
    drain: () => effects.drain(),

    /** The member's requests (newest first) and whether they may start one now (viewerCan). */
    async own(viewer: UserRow): Promise<OwnVerification> {
      const requests = await repo.listOwn(db(), viewer.id, VERIFICATION.ownRequestsMax);
      const decision = policy.mayStartVerification(viewer, requests.some((r) => r.state === 'PENDING'));
      return { requests, startRefusal: decision.allowed ? null : decision.code };
    },

    /** Starts a request and issues its one-time code (spec §4: one PENDING at a time). */
    async start(viewer: UserRow): Promise<VerificationRequestRow> {
      return db()
        .transaction(async (tx) => {
          // Locking the member serialises two starts at once.
          const member = await lockUserById(tx, viewer.id);
          assertAllowed(policy.mayStartVerification(member ?? null, !!(await repo.findPendingOf(tx, viewer.id))));
          return repo.insertRequest(tx, { userId: viewer.id, code: newCode(), at: deps.now() });
        })
        .catch((error: unknown) => {
          if (uniqueConstraintOf(error) === 'verification_requests_one_pending_key') throw new AppError('VERIFICATION_PENDING_EXISTS');
          throw error;
        });
    },

    /** Refusals of a selfie upload, before its body is read. Answers the request id. */
    async assertMayUpload(viewer: UserRow | null, rawId: unknown): Promise<string> {
      if (!viewer) throw new AppError('NOT_SIGNED_IN');
      const id = idOrNotFound(rawId);
      const request = await repo.findRequest(db(), id);
      assertAllowed(policy.mayUploadSelfie(viewer, request ? { ...request, state: request.state as VerificationState } : null, viewer.id));
      return id;
    },

    /**
     * The selfie: checked and re-encoded without metadata (as photos), stored, then recorded on the
     * locked request; the files go again when the request cannot take them any more.
     */
    async uploadSelfie(viewer: UserRow, id: string, data: Buffer): Promise<VerificationRequestRow> {
      const image = await media.storeVerificationSelfie(data);
      try {
        return await db().transaction(async (tx) => {
          const member = await lockUserById(tx, viewer.id);
          const request = await repo.lockRequest(tx, id);
          assertAllowed(policy.mayUploadSelfie(member ?? null, request ? { ...request, state: request.state as VerificationState } : null, viewer.id));
          return repo.updateRequest(tx, id, { selfieStorageKey: image.storageKey, submittedAt: deps.now() });
        });
      } catch (error) {
        await deleteSelfieFiles(image.storageKey);
        throw error;
      }
    },

    /**
     * The selfie's file for staff: null (the route answers 404) for anyone else, the member too, and
     * once decided. Every view is logged with the admin and the time.
     */
    async readSelfie(viewer: UserRow | null, rawId: unknown) {
      if (!viewer || !policy.mayReviewVerifications(viewer).allowed) return null;
      if (typeof rawId !== 'string') return null;
      let id: string;
      try {
        id = idOrNotFound(rawId);
      } catch {
        return null;
      }
      const request = await repo.findRequest(db(), id);
      if (!request?.selfieStorageKey) return null;
      const meta = await media.imageMeta(request.selfieStorageKey);
      if (!meta) return null;
      const file = await deps.storage.get(`${request.selfieStorageKey}/${imageVariantWidths(meta.width).at(-1)}.webp`);
      if (file) await repo.logSelfieView(db(), id, viewer.id, deps.now());
      return file;
    },

    /** Staff's queue: submitted requests in `state` (PENDING by default), oldest submission first. */
    async queue(viewer: UserRow | null, args: { state?: unknown; first?: number | null; after?: string | null }): Promise<Page<QueueItem>> {
      staff(viewer);
      const state = parseState(args.state);
      const size = listPageSize(args.first, VERIFICATION);
      const rows = await repo.listQueue(db(), state, args.after ? decodeCursor(args.after) : null, size + 1);
      return toPage(rows, size, (r) => ({ at: r.request.submittedAt!, id: r.request.id }));
    },

    /** How many requests wait for staff (the navigation's and the dashboard's count). */
    async awaitingReviewCount(viewer: UserRow | null): Promise<number> {
      staff(viewer);
      return repo.countAwaitingReview(db());
    },

    /** One request for staff, with its member and who has viewed the selfie; null for unknown ids. */
    async detail(viewer: UserRow | null, rawId: unknown): Promise<RequestDetail | null> {
      staff(viewer);
      if (typeof rawId !== 'string') return null;
      let id: string;
      try {
        id = idOrNotFound(rawId);
      } catch {
        return null;
      }
      const request = await repo.findRequest(db(), id);
      const member = request ? await findUserById(db(), request.userId) : undefined;
      if (!request || !member) return null;
      const decidedBy = request.decidedBy ? ((await findUserById(db(), request.decidedBy))?.username ?? null) : null;
      return { request, member, decidedBy, selfieViews: await repo.listSelfieViews(db(), id) };
    },

    approve: (viewer: UserRow | null, id: unknown) => decide(viewer, id, { approved: true }),
    deny: (viewer: UserRow | null, id: unknown, reason: unknown) => decide(viewer, id, { approved: false, reason }),
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
