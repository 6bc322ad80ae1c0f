import { listPageSize, PROFILE_SEARCH, profileSearchFilterSchema, RATE_LIMITS } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../shared/app-error.js';
import type { Page } from '../../shared/cursor.js';
import { parseWithFieldCodes } from '../../shared/content-input.js';
import type { UserRow } from '../accounts/accounts.table.js';
import { assertMembersArea } from '../profiles/members-area.policy.js';
import type { UserCardRow } from '../profiles/profiles.repository.js';
import { decodeSearchCursor, encodeSearchCursor } from './search.cursor.js';
import * as repo from './search.repository.js';

export interface SearchArgs {
  filter?: unknown;
  first?: number | null;
  after?: string | null;
}

export function createSearchService(deps: AppDeps) {
  return {
    /**
     * /profile-search: the members the viewer may find, filtered. Bad input (filter, cursor) is
     * refused before anything counts; then every page counts towards the member's search limit
     * (spec §8: PROFILE_SEARCH_LIMIT, with retryAfterSeconds).
     */
    async search(viewer: UserRow | null, args: SearchArgs): Promise<Page<UserCardRow>> {
      const member = assertMembersArea(viewer);
      const filter = parseWithFieldCodes(profileSearchFilterSchema, args.filter);
      const after = args.after ? decodeSearchCursor(args.after) : null;
      const size = listPageSize(args.first, PROFILE_SEARCH);
      const { limit, windowSeconds } = RATE_LIMITS.profileSearchPerAccount;
      const rate = await deps.rateLimiter.hit(`profile-search:${member.id}`, limit, windowSeconds);
      if (!rate.allowed) throw new AppError('PROFILE_SEARCH_LIMIT', { retryAfterSeconds: rate.retryAfterSeconds });
      const rows = await repo.searchMembers(deps.database, member, filter, deps.now(), after, size + 1);
      const nodes = rows.slice(0, size);
      const last = nodes.at(-1);
      return { nodes, hasNextPage: rows.length > size, endCursor: last ? encodeSearchCursor({ at: last.lastActiveAt, id: last.id }) : null };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
