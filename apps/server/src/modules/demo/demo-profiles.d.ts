import type { DbOrTx } from '../../db/client.js';
/** Names of the demo members that get a filled profile. */
export declare const DEMO_PROFILE_USERNAMES: string[];
/** Fills the demo profiles that are still empty; returns how many profiles it filled. */
export declare function seedDemoProfiles(tx: DbOrTx): Promise<number>;
