import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../src/db/pglite.js';

/**
 * A new DATA_DIR whose embedded database (DATA_DIR/db) already exists and is migrated: a copy of one
 * made once per test worker. For tests of what the app does with a data directory (locks, sockets,
 * restarts, keys) rather than of its first start: copying takes about a second where initdb and
 * every migration take five to ten.
 */
let template: Promise<string> | undefined;
export async function migratedDataDir(prefix = 'venue-'): Promise<string> {
  template ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-template-'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    const database = await openPglite(path.join(dir, 'db'));
    await database.close();
    return dir;
  })();
  const source = await template;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(path.join(source, 'db'), path.join(dir, 'db'), { recursive: true });
  return dir;
}
