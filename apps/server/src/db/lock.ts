import fs from 'node:fs';
import path from 'node:path';
import { secureDataDir } from '../infra/data-dir.js';

// The embedded database belongs to one process. The owner writes a lock file with its pid and
// where it serves the database; others connect there instead of opening it.
export interface LockInfo {
  pid: number;
  /** The owner's start time (Linux: clock ticks after boot, /proc/<pid>/stat) to tell a reused pid apart. */
  startTime?: string;
  /** Directory of the Unix socket `.s.PGSQL.5432` (DATA_DIR/run, 0700: only DATA_DIR's owner connects). */
  socketDir?: string;
  /** Loopback TCP port, only where PGLITE_SOCKET_PORT asked for one (never in production). */
  socketPort?: number;
}

export class DatabaseLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly info: LockInfo,
  ) {
    super(
      `The embedded database in ${path.dirname(lockFile)} is in use by process ${info.pid}` +
        (info.socketDir ? ` (served on the socket in ${info.socketDir}).` : '.') +
        ' Stop that process first, or connect through its socket.',
    );
  }
}

/** Data dirs whose lock this process holds: a second open in the same process is refused too. */
const heldHere = new Set<string>();

/** Field 22 of /proc/<pid>/stat, or undefined where /proc is not there (macOS, Windows). */
function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may contain spaces: count after the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive(info: LockInfo, dataDir: string) {
  if (info.pid === process.pid) return heldHere.has(dataDir);
  try {
    process.kill(info.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A live pid may be a new process that reuses the number (containers restart with the same pids).
  const start = info.startTime ? processStartTime(info.pid) : undefined;
  return start === undefined || start === info.startTime;
}

export function lockFilePath(dataDir: string) {
  return path.join(dataDir, 'db.lock');
}

function readLock(file: string): LockInfo | undefined {
  try {
    const info = JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
    return Number.isInteger(info.pid) && info.pid > 0 ? info : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the lock if a live process other than this one's own open holds it. */
export function readLiveLock(dataDir: string): LockInfo | undefined {
  const info = readLock(lockFilePath(dataDir));
  return info && isAlive(info, path.resolve(dataDir)) ? info : undefined;
}

/** Writes a complete file under `file` only if none is there (link is atomic; content is never partial). */
function createExclusive(file: string, content: string) {
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(tmp, content, { mode: 0o600 });
  try {
    fs.linkSync(tmp, file);
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/** Replaces the content atomically so that readers never see a half-written lock. */
function replaceAtomic(file: string, content: string) {
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(tmp, content, { mode: 0o600 });
  fs.renameSync(tmp, file);
}

/** Removes a stale lock unless another process took it over meanwhile (short mkdir-guarded section). */
function removeStale(file: string, stale: LockInfo | undefined) {
  const guard = `${file}.takeover`;
  try {
    fs.mkdirSync(guard);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    // Another process is taking over right now; a guard older than 10 s was left by a crash.
    const guardStat = fs.statSync(guard, { throwIfNoEntry: false });
    if (guardStat && Date.now() - guardStat.mtimeMs > 10_000) fs.rmSync(guard, { recursive: true, force: true });
    return;
  }
  try {
    if (JSON.stringify(readLock(file)) === JSON.stringify(stale)) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(guard, { recursive: true, force: true });
  }
}

export interface HeldLock {
  update(info: Omit<LockInfo, 'pid' | 'startTime'>): void;
  release(): void;
}

/** Takes the lock or throws DatabaseLockedError; a stale lock of a dead process is replaced. */
export function acquireLock(dataDir: string): HeldLock {
  const dir = path.resolve(dataDir);
  secureDataDir(dir);
  const file = lockFilePath(dir);
  const own: LockInfo = { pid: process.pid, startTime: processStartTime(process.pid) };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      createExclusive(file, JSON.stringify(own));
      heldHere.add(dir);
      let released = false;
      return {
        update(info) {
          if (!released) replaceAtomic(file, JSON.stringify({ ...own, ...info }));
        },
        release() {
          if (released) return;
          released = true;
          heldHere.delete(dir);
          const held = readLock(file);
          if (held?.pid === process.pid) fs.rmSync(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const held = readLock(file);
      if (held && isAlive(held, dir)) throw new DatabaseLockedError(file, held);
      removeStale(file, held); // its process is gone (or the file is unreadable)
    }
  }
  const held = readLock(file);
  if (held) throw new DatabaseLockedError(file, held);
  throw new Error(`Could not take the database lock ${file}`);
}
