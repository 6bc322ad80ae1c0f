/** Who visited whose profile: one row per visitor, profile and (Swiss) day, with the latest time. */
export declare const profileVisits: import("drizzle-orm/pg-core").PgTableWithColumns<{
    name: "profile_visits";
    schema: undefined;
    columns: {
        visitorId: import("drizzle-orm/pg-core").PgColumn<{
            name: "visitor_id";
            tableName: "profile_visits";
            dataType: "string";
            columnType: "PgUUID";
            data: string;
            driverParam: string;
            notNull: true;
            hasDefault: false;
            isPrimaryKey: false;
            isAutoincrement: false;
            hasRuntimeDefault: false;
            enumValues: undefined;
            baseColumn: never;
            identity: undefined;
            generated: undefined;
        }, {}, {}>;
        visitedId: import("drizzle-orm/pg-core").PgColumn<{
            name: "visited_id";
            tableName: "profile_visits";
            dataType: "string";
            columnType: "PgUUID";
            data: string;
            driverParam: string;
            notNull: true;
            hasDefault: false;
            isPrimaryKey: false;
            isAutoincrement: false;
            hasRuntimeDefault: false;
            enumValues: undefined;
            baseColumn: never;
            identity: undefined;
            generated: undefined;
        }, {}, {}>;
        day: import("drizzle-orm/pg-core").PgColumn<{
            name: "day";
            tableName: "profile_visits";
            dataType: "string";
            columnType: "PgDateString";
            data: string;
            driverParam: string;
            notNull: true;
            hasDefault: false;
            isPrimaryKey: false;
            isAutoincrement: false;
            hasRuntimeDefault: false;
            enumValues: undefined;
            baseColumn: never;
            identity: undefined;
            generated: undefined;
        }, {}, {}>;
        lastVisitedAt: import("drizzle-orm/pg-core").PgColumn<{
            name: "last_visited_at";
            tableName: "profile_visits";
            dataType: "date";
            columnType: "PgTimestamp";
            data: Date;
            driverParam: string;
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
    };
    dialect: "pg";
}>;
