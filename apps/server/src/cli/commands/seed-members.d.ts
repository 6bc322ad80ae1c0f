/**
 * `seed:members --count N [--refresh-activity]`: synthetic members for trying search and for the
 * search bench (docs/decisions/0015). DEMO ONLY: they share one public password.
 */
export declare const seedMembersCommand: import("../command.js").Command<{
    count: number;
    refreshActivity: boolean;
}>;
