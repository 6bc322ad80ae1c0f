import { sql, type SQL } from 'drizzle-orm';
import { LIMITS, SPARK, type SparkPrerequisite } from '@venue/shared';
import { users, type UserRow } from '../accounts/accounts.table.js';
import { usersIdSql } from '../accounts/members.repository.js';
import { notBlockedWithSetSql } from '../blocks/blocks.repository.js';
import { isListedMember, listedMemberSql } from '../presence/presence.policy.js';
import { actingMemberDecision } from '../profiles/members-area.policy.js';
import { profileTypeMatches } from '../profiles/profile-match.js';
import { profilePersons, profiles } from '../profiles/profiles.table.js';
import { isVerifiedMember } from '../profiles/profiles.policy.js';
import { userUploads } from '../photos/photos.table.js';
import { userSettings } from '../settings/settings.table.js';
import { ALLOWED, deny, type Decision } from '../../shared/decision.js';
import { sparkDecisions } from './spark.table.js';

// Who takes part in Spark, who appears to whom, and what a member may decide (spec §2, §3, §5, §6,
// §9; docs/decisions/0044, 0045). Pure rules; the deck's filter is their SQL twin (candidateSql), and
// a consistency test runs both over the same members.

export type { Decision };

/** What a member's readiness for Spark depends on (their own profile). */
export interface SparkReadinessFacts {
  sex: string | null;
  /** Persons of the profile whose age is given (a couple needs both). */
  personsWithAge: number;
  /** Profile types the member looks for (empty: not set). */
  lookingFor: readonly string[];
  /** An avatar others may see (a PUBLIC photo of their own). */
  hasAvatar: boolean;
  /** A wall picture others may see. */
  hasWallPicture: boolean;
}

/** Persons behind a profile type: M, F one; MF, MM, FF two. */
const personsOf = (sex: string) => sex.length;

/**
 * Spec §5: Spark needs a filled profile (a profile type and every person's age), an avatar, a wall
 * picture and a set "looking for". The missing ones, in checklist order; empty: ready.
 */
export function missingSparkPrerequisites(f: SparkReadinessFacts): SparkPrerequisite[] {
  const missing: SparkPrerequisite[] = [];
  if (!f.sex || f.personsWithAge < personsOf(f.sex)) missing.push('PROFILE');
  if (!f.hasAvatar) missing.push('AVATAR');
  if (!f.hasWallPicture) missing.push('WALL_PICTURE');
  if (f.lookingFor.length === 0) missing.push('LOOKING_FOR');
  return missing;
}

/** The Spark member as the rules see them. */
export type SparkMember = Pick<UserRow, 'id' | 'admin' | 'sex' | 'isVerified' | 'isPremium' | 'isDeactivated' | 'deletedAt' | 'emailVerifiedAt' | 'phoneVerifiedAt'>;

/** Everything about a possible card the deck looks at. */
export interface CandidateFacts {
  target: SparkMember;
  targetReadiness: SparkReadinessFacts;
  /** The target's setting "found in Spark" (spec §3). */
  foundInSpark: boolean;
  /** The target's setting "profile visitable only by verified profiles". */
  visitableOnlyByVerified: boolean;
  blockedEitherWay: boolean;
}

/**
 * May `target` appear in the viewer's deck (decisions aside)? Someone else; a listed member (not
 * staff, deleted, deactivated or pending); "found in Spark" on and ready themselves; no block either
 * way; a profile the viewer may open (verified-only profiles not for unverified viewers); and the
 * profile types match both ways: the viewer looks for the target's type and the target for the viewer's.
 */
export function isSparkCandidate(viewer: SparkMember, viewerLookingFor: readonly string[], f: CandidateFacts): boolean {
  if (f.target.id === viewer.id || !isListedMember(f.target) || f.target.admin) return false;
  if (!f.foundInSpark || missingSparkPrerequisites(f.targetReadiness).length > 0 || f.blockedEitherWay) return false;
  if (f.visitableOnlyByVerified && !isVerifiedMember(viewer)) return false;
  return !!f.target.sex && viewerLookingFor.includes(f.target.sex) && profileTypeMatches(viewer.sex, f.targetReadiness.lookingFor);
}

/** The start of the window in which a skip keeps a member out of the deck. */
export function skipWindowStart(now: Date): Date {
  return new Date(now.getTime() - SPARK.skipPeriodDays * 24 * 3600_000);
}

/** The viewer's decision about a member keeps them out of the deck: a spark always, a skip for 30 days. */
export function decisionHides(decision: { kind: string; decidedAt: Date } | null | undefined, now: Date): boolean {
  if (!decision) return false;
  return decision.kind === 'SPARK' || decision.decidedAt > skipWindowStart(now);
}

const textArray = (values: readonly string[]) => (values.length === 0 ? sql`'{}'::text[]` : sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`);

/** A PUBLIC upload of the profile's owner in this column of `profiles p` (the avatar or the wall picture). */
const publicUploadSql = (column: 'avatar_upload_id' | 'wall_upload_id') =>
  sql`exists (select 1 from ${userUploads} u where u.id = p.${sql.raw(column)} and u.user_id = p.user_id and u.visibility = 'PUBLIC')`;

/** Every person of the profile type has an age (missingSparkPrerequisites' PROFILE). */
const agesCompleteSql = () => sql`(select count(*) from ${profilePersons} pp where pp.user_id = ${usersIdSql} and pp.age is not null) >= length(${users.sex})`;

/** SQL twin of "ready" (missingSparkPrerequisites empty) for the `users` row of the query. */
export function sparkReadySql(): SQL<boolean> {
  return sql<boolean>`(${users.sex} is not null
    and coalesce((select cardinality(p.looking_for) > 0 and ${publicUploadSql('avatar_upload_id')} and ${publicUploadSql('wall_upload_id')} from ${profiles} p where p.user_id = ${usersIdSql}), false)
    and ${agesCompleteSql()})`;
}

/**
 * SQL twin of isSparkCandidate and decisionHides over the `users` row of the query: the viewer's
 * deck. Scalar subqueries, as the search's filters (search.policy.ts), so the walk along the
 * activity index looks each member up once and stops at the first card; the member's profile is
 * read once for "looks for the viewer" and the pictures.
 */
export function candidateSql(viewer: SparkMember, viewerLookingFor: readonly string[], now: Date): SQL<boolean> {
  // Ready profiles look for someone (never for everyone), so "looks for the viewer" is membership.
  const profileFits = viewer.sex
    ? sql`coalesce((select ${viewer.sex} = any(p.looking_for) and ${publicUploadSql('avatar_upload_id')} and ${publicUploadSql('wall_upload_id')} from ${profiles} p where p.user_id = ${usersIdSql}), false)`
    : sql`false`;
  // "Found in Spark" (default on) and, for unverified viewers, not "visitable only by verified" (default off): one settings lookup.
  const settingsFit = sql`coalesce((select s.found_in_spark${isVerifiedMember(viewer) ? sql`` : sql` and not s.visitable_only_by_verified`} from ${userSettings} s where s.user_id = ${usersIdSql}), true)`;
  // The viewer's decisions that hide, as one set hashed once per query (as the blocks, notBlockedWithSetSql).
  const decided = sql`${usersIdSql} in (select d.target_id from ${sparkDecisions} d where d.actor_id = ${viewer.id} and (d.kind = 'SPARK' or d.decided_at > ${skipWindowStart(now).toISOString()}::timestamptz))`;
  return sql<boolean>`(${users.id} <> ${viewer.id} and ${listedMemberSql()} and ${users.sex} = any(${textArray(viewerLookingFor)})
    and not ${decided} and ${settingsFit} and ${profileFits}
    and ${agesCompleteSql()} and ${notBlockedWithSetSql(viewer.id, users.id)})`;
}

/** Sparks left today: null for verified and premium members (unlimited, spec §6). */
export function sparksLeftToday(viewer: Pick<SparkMember, 'isVerified' | 'isPremium'>, sparksToday: number): number | null {
  if (isVerifiedMember(viewer)) return null;
  return Math.max(0, LIMITS.unverifiedSparksPerDay - sparksToday);
}

/** The facts of one spark or skip, read under the lock of the acting member's row. */
export interface DecideFacts {
  viewer: SparkMember;
  viewerMissing: readonly SparkPrerequisite[];
  /** Whether the target is in the viewer's deck apart from earlier decisions (isSparkCandidate). */
  targetIsCandidate: boolean;
  /** The viewer's earlier decision about the target. */
  existing: 'SPARK' | 'SKIP' | null;
  sparksToday: number;
}

/** Who may use Spark at all: members in the members' area, not staff, with the prerequisites. */
export function canUseSpark(viewer: SparkMember, missing: readonly SparkPrerequisite[]): Decision {
  const area = actingMemberDecision(viewer);
  if (!area.allowed) return area;
  if (viewer.admin) return deny('STAFF_NOT_MEMBER');
  if (missing.length > 0) return deny('SPARK_PREREQUISITES_MISSING');
  return ALLOWED;
}

/**
 * May the viewer spark (or skip) the target? Spark usable; the target one the deck could show
 * (anyone else: USER_NOT_FOUND, nothing tells whether they exist); not sparked already (final); for a
 * spark, a spark left today (unverified: 5 per Swiss day, SPARK_DAILY_LIMIT).
 */
export function canDecide(kind: 'SPARK' | 'SKIP', f: DecideFacts): Decision {
  const use = canUseSpark(f.viewer, f.viewerMissing);
  if (!use.allowed) return use;
  if (!f.targetIsCandidate) return deny('USER_NOT_FOUND');
  if (f.existing === 'SPARK') return deny('SPARK_ALREADY_SENT');
  if (kind === 'SPARK' && sparksLeftToday(f.viewer, f.sparksToday) === 0) return deny('SPARK_DAILY_LIMIT');
  return ALLOWED;
}

/** Only the last decision can be undone, and only when it was a skip (decision 0045). */
export function canUndoSkip(viewer: SparkMember, missing: readonly SparkPrerequisite[], last: { kind: string } | null | undefined): Decision {
  const use = canUseSpark(viewer, missing);
  if (!use.allowed) return use;
  return last?.kind === 'SKIP' ? ALLOWED : deny('SPARK_NOTHING_TO_UNDO');
}

/** "Who sparked me" is for verified and premium members (spec §6; issue 16). */
export function canSeeAdmirers(viewer: SparkMember): Decision {
  const area = actingMemberDecision(viewer);
  if (!area.allowed) return area;
  if (viewer.admin) return deny('STAFF_NOT_MEMBER');
  return isVerifiedMember(viewer) ? ALLOWED : deny('NEED_VERIFIED');
}
