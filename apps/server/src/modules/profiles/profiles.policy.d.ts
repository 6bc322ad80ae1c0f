import { type SQL } from 'drizzle-orm';
export interface ProfileViewer {
    id: string;
    sex: string | null;
    isVerified: boolean;
    isPremium: boolean;
    admin: boolean;
}
export interface ProfileTarget {
    id: string;
    deletedAt: Date | null;
    isDeactivated: boolean;
    /** Profile types the target looks for (empty: everyone). */
    lookingFor: readonly string[];
    /** The target's setting "profile visitable only by verified profiles". */
    visitableOnlyByVerified: boolean;
}
/** Codes of a refused visit; each is an error code with the spec's §8 text in the catalogues. */
export declare const VISIT_REFUSALS: readonly ["NOT_FOUND", "PROFILE_BLOCKED", "PROFILE_VERIFIED_ONLY", "PROFILE_TYPE_MISMATCH"];
export type VisitRefusal = (typeof VISIT_REFUSALS)[number];
export type VisitDecision = {
    allowed: true;
} | {
    allowed: false;
    code: VisitRefusal;
};
/** Verified badge and verified-only features: premium or verified by the venue (spec §6). */
export declare function isVerifiedMember(u: {
    isVerified: boolean;
    isPremium: boolean;
}): boolean;
/**
 * May the viewer open the target's profile (the spec's isAllowedToVisit)? Checked in this order:
 * own profile always; deleted or deactivated: not found; a block either way; verified-only profiles
 * for unverified viewers; the viewer's profile type must be one the target looks for. Admins (the
 * venue's staff, who handle reports) pass the last two checks, never a block.
 */
export declare function canVisit(viewer: ProfileViewer, target: ProfileTarget, relation: {
    blockedEitherWay: boolean;
}): VisitDecision;
/**
 * SQL twin of canVisit over the `users` row of the query (lists: visitors, notifications, …):
 * true when the viewer may open that member's profile. A consistency test keeps the two equal.
 */
export declare function mayVisitSql(viewer: ProfileViewer): SQL<boolean>;
export interface ContactTarget extends ProfileTarget {
    /** "Only verified users may contact me (private messages and friend requests)". */
    onlyVerifiedMayContact: boolean;
    /** "Private messages from friends only". */
    messagesFromFriendsOnly: boolean;
}
export interface ProfileRelation {
    blockedEitherWay: boolean;
    /** An open (pending or accepted) friendship between the two. */
    openFriendship: boolean;
    areFriends: boolean;
}
/**
 * May the viewer contact the target at all (friend request, message)? Not oneself, not across a
 * block, not a verified-only-contact member when unverified, only with a matching profile type (§5).
 */
export declare function mayContact(viewer: ProfileViewer, target: ContactTarget, relation: Pick<ProfileRelation, 'blockedEitherWay'>): boolean;
export interface ProfileAbilities {
    edit: boolean;
    befriend: boolean;
    write: boolean;
    block: boolean;
    report: boolean;
    /** The own profile's visitors list (verified or premium members only, spec §6). */
    seeVisitors: boolean;
}
/** What the profile screen offers the viewer; the friend, message, block and report use cases check again. */
export declare function profileAbilities(viewer: ProfileViewer, target: ContactTarget, relation: ProfileRelation): ProfileAbilities;
/** Spec §3: active means last active within the last 5 minutes. */
export declare function isActiveAt(lastActiveAt: Date | null, now: Date): boolean;
/** lastActiveAt as others see it: hidden when the member chose not to be shown among online users. */
export declare function shownLastActiveAt(viewerId: string, target: {
    id: string;
    lastActiveAt: Date | null;
}, shownOnline: boolean): Date | null;
