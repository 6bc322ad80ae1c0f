import type { Db } from '../../db/client.js';
import type { Storage } from '../../infra/storage/storage.js';
import { type PageContent } from './content/index.js';
import { type SceneName } from './content/scenes.js';
/** A fixed storage key per generated scene, so re-seeding finds the pictures already stored. */
export declare function sceneStorageKey(scene: SceneName): string;
/**
 * Adds the venue pages that are missing, with their carousel pictures (decision 0005). Idempotent
 * and cheap when nothing is missing (one query); pages that exist are never touched, so an
 * admin's edits and removed images stay as they are. Runs at every start, in production too.
 */
export declare function ensureVenuePages(deps: {
    db: Db;
    storage: Storage;
    now?: () => Date;
}, opts?: {
    pages?: PageContent[];
    images?: boolean;
}): Promise<{
    added: string[];
    images: number;
}>;
