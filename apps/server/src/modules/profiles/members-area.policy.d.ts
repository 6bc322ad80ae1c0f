import type { UserRow } from '../accounts/accounts.table.js';
export type MembersAreaDecision = {
    allowed: true;
} | {
    allowed: false;
    code: 'NOT_SIGNED_IN' | 'NEED_ACTIVE' | 'NEED_PHONE_AND_EMAIL';
};
type Member = Pick<UserRow, 'isDeactivated' | 'emailVerifiedAt' | 'phoneVerifiedAt'>;
/** Signed in, e-mail and phone confirmed, not deactivated. */
export declare function membersAreaDecision(viewer: Member | null): MembersAreaDecision;
/** The viewer, when the members' area is open to them; the coded refusal otherwise. */
export declare function assertMembersArea<T extends Member>(viewer: T | null): T;
export {};
