import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A fresh temp directory for a thousand tiny files (the many-keys case): on tmpfs when the machine
 * has one, as that is seconds faster than a busy disk; the files are the same either way.
 */
export function fastTempDir(prefix: string): string {
  try {
    return fs.mkdtempSync(`/dev/shm/${prefix}`);
  } catch {
    return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  }
}
