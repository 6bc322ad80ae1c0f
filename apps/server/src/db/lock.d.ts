export interface LockInfo {
    pid: number;
    /** The owner's start time (Linux: clock ticks after boot, /proc/<pid>/stat) to tell a reused pid apart. */
    startTime?: string;
    socketPort?: number;
}
export declare class DatabaseLockedError extends Error {
    readonly lockFile: string;
    readonly info: LockInfo;
    constructor(lockFile: string, info: LockInfo);
}
export declare function lockFilePath(dataDir: string): string;
/** Reads the lock if a live process other than this one's own open holds it. */
export declare function readLiveLock(dataDir: string): LockInfo | undefined;
export interface HeldLock {
    update(info: Omit<LockInfo, 'pid' | 'startTime'>): void;
    release(): void;
}
/** Takes the lock or throws DatabaseLockedError; a stale lock of a dead process is replaced. */
export declare function acquireLock(dataDir: string): HeldLock;
