import { CLASSIFIED_FILTERS, CLASSIFIEDS, classifiedInput, listPageSize, type ClassifiedFilter, type ErrorCode } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../shared/app-error.js';
import { parseWithFieldCodes } from '../../shared/content-input.js';
import { decodeCursor, toPage, type Page } from '../../shared/cursor.js';
import { assertAllowed, idOrNotFound } from '../../shared/decision.js';
import type { UserRow } from '../accounts/accounts.table.js';
import { lockMembers } from '../accounts/members.repository.js';
import { getLookingFor } from '../profiles/profile-match.js';
import * as policy from './classifieds.policy.js';
import * as repo from './classifieds.repository.js';

// Classifieds (issue 16; docs/decisions/0046): one transaction per change. Posting and renewing lock
// the author's row first, so two requests at once cannot pass the cap of listed classifieds.

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

/** A classified with what the viewer may do with it (computed once per request). */
export interface ClassifiedNode extends repo.ClassifiedView {
  viewerCan: policy.ClassifiedAbilities;
  /** Listed at the time of the request (expired ones are shown to their author only). */
  listed: boolean;
}

export interface OwnClassifieds extends Page<ClassifiedNode> {
  listedCount: number;
  /** Why a new classified is refused now (NEED_VERIFIED, CLASSIFIED_LIMIT_REACHED, …), or null. */
  postRefusal: ErrorCode | null;
}

export function createClassifiedsService(deps: AppDeps) {
  const db = () => deps.database.db;

  async function node(viewer: UserRow, view: repo.ClassifiedView, listedCount: number, now: Date): Promise<ClassifiedNode> {
    return { ...view, listed: policy.isListedAt(view, now), viewerCan: policy.abilitiesOf(viewer, view, listedCount, now) };
  }

  /** The classified as the viewer sees it after a change committed. */
  async function view(viewer: UserRow, id: string): Promise<ClassifiedNode> {
    const now = deps.now();
    const found = await repo.findVisible(db(), viewer, id, now);
    if (!found) throw new AppError('NOT_FOUND');
    return node(viewer, found, await repo.countListed(db(), viewer.id, now), now);
  }

  function page(rows: ClassifiedNode[], size: number): Page<ClassifiedNode> {
    return toPage(rows, size, (r) => ({ at: r.renewedAt, id: r.id }));
  }

  return {
    /**
     * /classifieds: other members' listed classifieds, newest first; MATCHING (the default) only those
     * that look for the viewer's profile type by authors the viewer looks for.
     */
    async list(viewer: UserRow | null, args: PageArgs & { filter?: ClassifiedFilter | null }): Promise<Page<ClassifiedNode>> {
      assertAllowed(policy.mayReadClassifieds(viewer));
      const member = viewer!;
      const filter = args.filter ?? 'MATCHING';
      if (!CLASSIFIED_FILTERS.includes(filter)) throw new AppError('BAD_INPUT', { fields: [{ field: 'filter', code: 'BAD_INPUT' }] });
      const after = args.after ? decodeCursor(args.after) : null;
      const size = listPageSize(args.first, CLASSIFIEDS);
      const now = deps.now();
      const match = filter === 'MATCHING' ? { sex: member.sex, lookingFor: await getLookingFor(db(), member.id) } : null;
      const rows = await repo.listVisible(db(), member, match, now, after, size + 1);
      const listedCount = await repo.countListed(db(), member.id, now);
      return page(await Promise.all(rows.map((r) => node(member, r, listedCount, now))), size);
    },

    /** "Meine Inserate": the viewer's own, expired ones too, and whether a new one may be posted. */
    async own(viewer: UserRow | null, args: PageArgs): Promise<OwnClassifieds> {
      assertAllowed(policy.mayReadClassifieds(viewer));
      const member = viewer!;
      const after = args.after ? decodeCursor(args.after) : null;
      const size = listPageSize(args.first, CLASSIFIEDS);
      const now = deps.now();
      const rows = await repo.listOwn(db(), member, after, size + 1);
      const listedCount = await repo.countListed(db(), member.id, now);
      const post = policy.canPost(member, listedCount);
      return {
        ...page(await Promise.all(rows.map((r) => node(member, r, listedCount, now))), size),
        listedCount,
        postRefusal: post.allowed ? null : post.code,
      };
    },

    /** Posts a classified (verified or premium members, at most CLASSIFIEDS.activeMax listed). */
    async post(viewer: UserRow | null, raw: unknown): Promise<ClassifiedNode> {
      assertAllowed(policy.mayReadClassifieds(viewer));
      const member = viewer!;
      const input = parseWithFieldCodes(classifiedInput, raw);
      const now = deps.now();
      const id = await db().transaction(async (tx) => {
        const locked = (await lockMembers(tx, [member.id])).get(member.id) ?? member;
        assertAllowed(policy.canPost(locked, await repo.countListed(tx, member.id, now)));
        const limit = await deps.rateLimiter.hit(`classified-post:${member.id}`, CLASSIFIEDS.createPerDay, 86_400);
        if (!limit.allowed) throw new AppError('RATE_LIMITED', { retryAfterSeconds: limit.retryAfterSeconds });
        return (await repo.insertClassified(tx, member.id, input, now)).id;
      });
      return view(member, id);
    },

    /** Changes the text and the types of an own classified (its 30 days run on). */
    async update(viewer: UserRow | null, rawId: unknown, raw: unknown): Promise<ClassifiedNode> {
      assertAllowed(policy.mayReadClassifieds(viewer));
      const member = viewer!;
      const id = idOrNotFound(rawId);
      const input = parseWithFieldCodes(classifiedInput, raw);
      await db().transaction(async (tx) => {
        assertAllowed(policy.canEdit(member, await repo.lockClassified(tx, id)));
        await repo.updateClassified(tx, id, input, deps.now());
      });
      return view(member, id);
    },

    /** Renews an own classified: listed again for 30 days from now, on top of the list. */
    async renew(viewer: UserRow | null, rawId: unknown): Promise<ClassifiedNode> {
      assertAllowed(policy.mayReadClassifieds(viewer));
      const member = viewer!;
      const id = idOrNotFound(rawId);
      const now = deps.now();
      await db().transaction(async (tx) => {
        const locked = (await lockMembers(tx, [member.id])).get(member.id) ?? member;
        assertAllowed(policy.canRenew(locked, await repo.lockClassified(tx, id), await repo.countListed(tx, member.id, now), now));
        await repo.renewClassified(tx, id, now);
      });
      return view(member, id);
    },

    /** Deletes an own classified (reports on it keep their copy of the text, decision 0047). */
    async remove(viewer: UserRow | null, rawId: unknown): Promise<string> {
      assertAllowed(policy.mayReadClassifieds(viewer));
      const member = viewer!;
      const id = idOrNotFound(rawId);
      await db().transaction(async (tx) => {
        assertAllowed(policy.canManage(member, await repo.lockClassified(tx, id)));
        await repo.deleteClassified(tx, id);
      });
      return id;
    },

    /**
     * What a report on a classified names (reports.service): the classified the reporter may see now
     * and its author, or the refusal (NOT_FOUND for hidden, expired and unknown ones; REPORT_SELF).
     */
    async reportFacts(viewer: UserRow, id: string): Promise<{ authorId: string; body: string }> {
      const found = await repo.findVisible(db(), viewer, id, deps.now());
      const listed = found && (found.authorId === viewer.id || policy.isListedAt(found, deps.now())) ? found : null;
      assertAllowed(policy.canReport(viewer, listed));
      return { authorId: listed!.authorId, body: listed!.body };
    },
  };
}

export type ClassifiedsService = ReturnType<typeof createClassifiedsService>;
