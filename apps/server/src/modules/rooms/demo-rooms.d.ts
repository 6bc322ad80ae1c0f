import type { DbOrTx } from '../../db/client.js';
export declare function seedDemoRooms(tx: DbOrTx, at: Date): Promise<number>;
