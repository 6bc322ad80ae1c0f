import { type SQL } from 'drizzle-orm';
/** The numbered e-mail address that identifies synthetic member n (the .invalid domain never delivers). */
export declare function syntheticEmailSql(): SQL;
/** The members `from`..`to` that exist, with their number: the rows later statements fill in. */
export declare function batchSql(from: number, to: number): SQL;
/**
 * Inserts the members `from`..`to` that are missing (on any unique clash, e.g. a real member with the
 * same name, that number is skipped). 3 % wait for activation, 2 % are deactivated, 25 % verified,
 * 8 % premium; activity is spread from "online now" to half a year ago (5 % never). Returns how many
 * rows were inserted.
 */
export declare function insertUsersSql(from: number, to: number, passwordHash: string, now: Date): SQL;
/**
 * Seconds since the member's last activity, or null (never): 2 % within the 5 online minutes, 8 %
 * within the hour, 20 % within the day, 40 % within 30 days, 25 % within half a year, 5 % never.
 */
export declare function activitySecondsSql(): SQL;
/** Re-spreads the activity of the existing synthetic members relative to `now` (the same shares as when seeded). */
export declare function refreshActivitySql(count: number, now: Date): SQL;
/**
 * Profiles of the batch's members: what they look for (15 % everyone; otherwise each type with 70 %
 * when it suits the member's own type, 10 % when not), and one or two persons with ages 22 to 64
 * (a partner within five years).
 */
export declare function insertProfilesSql(from: number, to: number): SQL[];
/**
 * Settings that differ from the defaults (only those members get a row): 10 % hidden from the
 * online list, 5 % not found in search, 8 % visitable only by verified members, 5 % contact from
 * verified members only.
 */
export declare function insertSettingsSql(from: number, to: number): SQL;
/** 60 % of the batch's members get an avatar: a PUBLIC photo row on one of the shared pictures. */
export declare function insertAvatarsSql(from: number, to: number, pictures: {
    storageKey: string;
    width: number;
    height: number;
}[]): SQL;
/** Some blocks: 1 % of the first `count` members block one to three others among them. */
export declare function insertBlocksSql(count: number): SQL;
