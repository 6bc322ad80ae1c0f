import { type ProfileViewer } from '../profiles/profiles.policy.js';
import type { ProfileImageRow, UserCardRow } from '../profiles/profiles.repository.js';
/** The sender's facts as stored in a room event (plain JSON: it may travel through Redis). */
export interface SenderFacts {
    id: string;
    slug: string;
    username: string;
    sex: string | null;
    isPremium: boolean;
    isVerified: boolean;
    lastActiveAt: string | null;
    lookingFor: string[];
    visitableOnlyByVerified: boolean;
    shownOnline: boolean;
    /** The avatar when it is a public photo (what the cards of others show). */
    avatar: ProfileImageRow | null;
}
/** The columns of SenderFacts over the query's `users` row. */
export declare function senderFactsColumns(): {
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
    lastActiveAt: import("drizzle-orm/pg-core").PgColumn<{
        name: "last_active_at";
        tableName: "users";
        dataType: "date";
        columnType: "PgTimestamp";
        data: Date;
        driverParam: string;
        notNull: false;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: undefined;
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}>;
    lookingFor: import("drizzle-orm").SQL.Aliased<string[]>;
    visitableOnlyByVerified: import("drizzle-orm").SQL.Aliased<boolean>;
    shownOnline: import("drizzle-orm").SQL.Aliased<boolean>;
    avatar: import("drizzle-orm").SQL.Aliased<string | ProfileImageRow | null>;
};
type RawSender = Omit<SenderFacts, 'lastActiveAt' | 'avatar' | 'lookingFor'> & {
    lastActiveAt: Date | string | null;
    avatar: ProfileImageRow | string | null;
    lookingFor: string[] | string | null;
};
/** One plain shape from a raw row (the drivers return timestamps, arrays and json differently). */
export declare function toSenderFacts(row: RawSender): SenderFacts;
/**
 * The sender's card as `viewer` sees it (spec §3 user with avatar), by the profiles policy: the lock
 * badge and no avatar where the viewer may not open the profile, no online time where the sender
 * hides it. Messages across a block are never shown, so no block stands between the two here.
 */
export declare function senderCardFor(viewer: ProfileViewer, sender: SenderFacts): UserCardRow;
export {};
