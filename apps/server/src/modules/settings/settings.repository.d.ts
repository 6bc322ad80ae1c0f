import { type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type UserSettingsRow } from './settings.table.js';
/** The settings a member has before changing any (the table's defaults, spelled out once). */
export declare function defaultSettings(userId: string): UserSettingsRow;
/** A member's settings; members without a row have the defaults (rows are written on first change). */
export declare function getSettings(db: DbOrTx, userId: string): Promise<UserSettingsRow>;
/** Writes the given settings (creating the row when missing). */
export declare function saveSettings(db: DbOrTx, userId: string, changes: Partial<Omit<UserSettingsRow, 'userId' | 'updatedAt'>>): Promise<{
    updatedAt: Date;
    userId: string;
    emailOnFriendRequest: boolean;
    emailOnGiftReceived: boolean;
    emailOnFriendDailyReservation: boolean;
    emailOnFriendEventReservation: boolean;
    emailOnMessage: boolean;
    foundInSpark: boolean;
    reservationsVisibleTo: string;
    shownOnline: boolean;
    visitableOnlyByVerified: boolean;
    onlyVerifiedMayContact: boolean;
    messagesFromFriendsOnly: boolean;
    foundInSearch: boolean;
}>;
/**
 * SQL value of one boolean setting of the member in `userIdColumn`, with the default when the
 * member has no settings row: the list twin of getSettings for filters (search, online lists).
 */
export declare function settingSql(column: keyof typeof SETTING_COLUMNS, userIdColumn: AnyColumn): import("drizzle-orm").SQL<boolean>;
declare const SETTING_COLUMNS: {
    readonly foundInSpark: {
        readonly name: "found_in_spark";
        readonly fallback: true;
    };
    readonly shownOnline: {
        readonly name: "shown_online";
        readonly fallback: true;
    };
    readonly visitableOnlyByVerified: {
        readonly name: "visitable_only_by_verified";
        readonly fallback: false;
    };
    readonly onlyVerifiedMayContact: {
        readonly name: "only_verified_may_contact";
        readonly fallback: false;
    };
    readonly messagesFromFriendsOnly: {
        readonly name: "messages_from_friends_only";
        readonly fallback: false;
    };
    readonly foundInSearch: {
        readonly name: "found_in_search";
        readonly fallback: true;
    };
};
export {};
