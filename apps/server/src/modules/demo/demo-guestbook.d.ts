import type { DbOrTx } from '../../db/client.js';
/** Inserts the missing demo entries; returns how many were added. */
export declare function seedDemoGuestbook(tx: DbOrTx, now: Date): Promise<number>;
