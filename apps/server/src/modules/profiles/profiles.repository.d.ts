import type { ProfilePersonValues, Sex } from '@venue/shared';
import type { DbOrTx } from '../../db/client.js';
import { type UserRow } from '../accounts/accounts.table.js';
import { type ProfilePersonRow, type ProfileRow } from './profiles.table.js';
import { type ProfileViewer } from './profiles.policy.js';
export declare function updateProfileType(db: DbOrTx, userId: string, sex: Sex): Promise<UserRow | undefined>;
/** The profiles row, or the empty profile of a member who never saved one. */
export declare function findProfile(db: DbOrTx, userId: string): Promise<ProfileRow>;
export declare function findPersons(db: DbOrTx, userId: string): Promise<ProfilePersonRow[]>;
export interface ProfileImageRow {
    id: string;
    width: number;
    height: number;
}
/**
 * The member's own uploads among these ids (avatar and wall image point at the owner's photos):
 * only PUBLIC ones unless the owner asks (the photos rules keep profile images public anyway).
 */
export declare function findOwnUploads(db: DbOrTx, userId: string, ids: (string | null)[], viewerId: string): Promise<Map<string, ProfileImageRow>>;
/** Writes type, texts and persons of a member's profile (inside the caller's transaction). */
export declare function saveProfile(tx: DbOrTx, userId: string, values: {
    sex: Sex;
    about: string;
    lookingFor: string[];
    persons: ProfilePersonValues[];
}): Promise<UserRow>;
/** Drops the persons a smaller profile type no longer has (a couple that becomes a single). */
export declare function removePersonsAfter(tx: DbOrTx, userId: string, count: number): Promise<void>;
/** A member as lists show them (spec §3 "user with avatar"), as seen by one viewer. */
export interface UserCardRow {
    id: string;
    slug: string;
    username: string;
    sex: string | null;
    isPremium: boolean;
    isVerified: boolean;
    isAllowedToVisit: boolean;
    lastActiveAt: Date | null;
    avatar: ProfileImageRow | null;
}
/**
 * The columns of a UserCardRow for a select over `users` (join it to the list's table). The avatar
 * is left out where the viewer may not open the profile (by toUserCard, so the rule is evaluated
 * once per row); lastActiveAt where the member hides it.
 */
export declare function userCardColumns(viewer: ProfileViewer): {
    id: import("drizzle-orm/pg-core").PgColumn<{
        name: "id";
        tableName: "users";
        dataType: "string";
        columnType: "PgUUID";
        data: string;
        driverParam: string;
        notNull: true;
        hasDefault: true;
        isPrimaryKey: true;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: undefined;
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}>;
    slug: import("drizzle-orm/pg-core").PgColumn<{
        name: "slug";
        tableName: "users";
        dataType: "string";
        columnType: "PgText";
        data: string;
        driverParam: string;
        notNull: true;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: [string, ...string[]];
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}>;
    username: import("drizzle-orm/pg-core").PgColumn<{
        name: "username";
        tableName: "users";
        dataType: "custom";
        columnType: "PgCustomColumn";
        data: string;
        driverParam: unknown;
        notNull: true;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: undefined;
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {
        pgColumnBuilderBrand: "PgCustomColumnBuilderBrand";
    }>;
    sex: import("drizzle-orm/pg-core").PgColumn<{
        name: "sex";
        tableName: "users";
        dataType: "string";
        columnType: "PgText";
        data: string;
        driverParam: string;
        notNull: false;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: [string, ...string[]];
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}>;
    isPremium: import("drizzle-orm/pg-core").PgColumn<{
        name: "is_premium";
        tableName: "users";
        dataType: "boolean";
        columnType: "PgBoolean";
        data: boolean;
        driverParam: boolean;
        notNull: true;
        hasDefault: true;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: undefined;
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}>;
    isVerified: import("drizzle-orm/pg-core").PgColumn<{
        name: "is_verified";
        tableName: "users";
        dataType: "boolean";
        columnType: "PgBoolean";
        data: boolean;
        driverParam: boolean;
        notNull: true;
        hasDefault: true;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: undefined;
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}>;
    isAllowedToVisit: import("drizzle-orm").SQL.Aliased<boolean>;
    lastActiveAt: import("drizzle-orm").SQL.Aliased<string | Date | null>;
    avatar: import("drizzle-orm").SQL.Aliased<string | ProfileImageRow | null>;
};
type RawCard = Omit<UserCardRow, 'lastActiveAt' | 'avatar'> & {
    lastActiveAt: Date | string | null;
    avatar: ProfileImageRow | string | null;
};
/**
 * One shape from raw rows (PGlite and pg return timestamps and json from sql`` as text or values),
 * without the avatar where the viewer may not open the profile.
 */
export declare function toUserCard(row: RawCard): UserCardRow;
export {};
