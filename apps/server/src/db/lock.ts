import fs from 'node:fs';
import path from 'node:path';

// The embedded database belongs to one process. The owner writes a lock file with its pid and
// the loopback port where it serves the database; others connect there instead of opening it.
export interface LockInfo {
  pid: number;
  socketPort?: number;
}

export class DatabaseLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly info: LockInfo,
  ) {
    super(
      `The embedded database in ${path.dirname(lockFile)} is in use by process ${info.pid}` +
        (info.socketPort ? ` (served on 127.0.0.1:${info.socketPort}).` : '.') +
        ' Stop that process first, or connect through its socket.',
    );
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockFilePath(dataDir: string) {
  return path.join(dataDir, 'db.lock');
}

/** Reads the lock if a live process holds it. */
export function readLiveLock(dataDir: string): LockInfo | undefined {
  try {
    const info = JSON.parse(fs.readFileSync(lockFilePath(dataDir), 'utf8')) as LockInfo;
    return isAlive(info.pid) && info.pid !== process.pid ? info : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock or throws DatabaseLockedError; a stale lock of a dead process is replaced. */
export function acquireLock(dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockFilePath(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify({ pid: process.pid }), { flag: 'wx' });
      return {
        update(info: Omit<LockInfo, 'pid'>) {
          fs.writeFileSync(file, JSON.stringify({ pid: process.pid, ...info }));
        },
        release() {
          try {
            const held = JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
            if (held.pid === process.pid) fs.unlinkSync(file);
          } catch {
            /* already gone */
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const live = readLiveLock(dataDir);
      if (live) throw new DatabaseLockedError(file, live);
      fs.rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not take the database lock ${file}`);
}
