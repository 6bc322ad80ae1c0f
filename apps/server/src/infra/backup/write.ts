import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { tarEnd, tarEntry } from './tar.js';

/**
 * Writes a backup to a temp file beside `target` (0600: it holds members' data) and renames it to
 * `target` only when complete and on disk: the final name never holds half a backup.
 */
export class BackupWriter {
  private bytesIn = 0;

  private constructor(
    readonly target: string,
    private readonly temp: string,
    private readonly gzip: zlib.Gzip,
    private readonly done: Promise<void>,
  ) {}

  static create(target: string): BackupWriter {
    const temp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}-${crypto.randomBytes(4).toString('hex')}.partial`);
    // Opened here, at once: the temp file exists (and abort finds it) before any write is queued.
    const file = fs.createWriteStream(temp, { fd: fs.openSync(temp, 'wx', 0o600) });
    const gzip = zlib.createGzip();
    const done = pipeline(gzip, file);
    done.catch(() => undefined); // observed in add/commit; a failure before then is not unhandled
    return new BackupWriter(target, temp, gzip, done);
  }

  /** Bytes before compression so far. */
  get written() {
    return this.bytesIn;
  }

  async add(name: string, body: Buffer) {
    for (const part of tarEntry(name, body)) await this.write(part);
  }

  /**
   * Up to this many bytes may wait for the compressor before a write waits: raised while the
   * database snapshot is taken, so that compressing does not lengthen the app's wait.
   */
  bufferLimit = 0;

  private async write(part: Buffer) {
    this.bytesIn += part.length;
    if (part.length === 0 || this.gzip.write(part) || this.gzip.writableLength < this.bufferLimit) return;
    // Waits for the compressor to catch up; a failed write (disk full) ends the wait with its error.
    await Promise.race([once(this.gzip, 'drain'), this.done]);
  }

  /** Ends the archive, flushes it to disk and gives it its final name; returns its size. */
  async commit(): Promise<number> {
    await this.write(tarEnd());
    this.gzip.end();
    await this.done;
    const handle = await fs.promises.open(this.temp, 'r+');
    try {
      await handle.chmod(0o600);
      await handle.sync();
    } finally {
      await handle.close();
    }
    const { size } = await fs.promises.stat(this.temp);
    await fs.promises.rename(this.temp, this.target);
    await syncDirectory(path.dirname(this.target));
    return size;
  }

  /** Removes the temp file (after a failure). */
  async abort() {
    this.gzip.destroy();
    await this.done.catch(() => undefined);
    await fs.promises.rm(this.temp, { force: true });
  }
}

/** Makes a rename durable; not every platform lets a directory be opened for that. */
async function syncDirectory(dir: string) {
  try {
    const handle = await fs.promises.open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    /* best effort */
  }
}
