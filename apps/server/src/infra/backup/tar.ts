/**
 * The few parts of POSIX tar (ustar plus pax `path` records) that backups need: regular files only.
 * Written by hand because the app has no tar dependency; a plain tar keeps a backup readable with
 * `tar -tzf` and its files extractable without this code (decision 0058).
 */
const BLOCK = 512;
const ZERO_BLOCK = Buffer.alloc(BLOCK);

export class ArchiveFormatError extends Error {}

function octal(value: number, width: number) {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, type: '0' | 'x', mtime: number) {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(0o600, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(mtime, 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write(type, 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  block.write(`${checksum(block).toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

/** The sum of the header's bytes with the checksum field counted as spaces. */
function checksum(block: Buffer) {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
  return sum;
}

function padding(size: number) {
  const rest = size % BLOCK;
  return rest === 0 ? Buffer.alloc(0) : Buffer.alloc(BLOCK - rest);
}

/** A pax record "<length> path=<name>\n", whose length counts its own digits. */
function paxPath(name: string) {
  const body = ` path=${name}\n`;
  const bodyLength = Buffer.byteLength(body);
  let length = bodyLength + 1;
  while (String(length).length + bodyLength !== length) length = String(length).length + bodyLength;
  return Buffer.from(`${length}${body}`);
}

/** The blocks of one file entry: a pax header first when the name does not fit ustar's 100 bytes. */
export function tarEntry(name: string, body: Buffer, mtime = Math.floor(Date.now() / 1000)): Buffer[] {
  const parts: Buffer[] = [];
  if (Buffer.byteLength(name) > 100 || !/^[\x20-\x7e]*$/.test(name)) {
    const pax = paxPath(name);
    parts.push(header('PaxHeader', pax.length, 'x', mtime), pax, padding(pax.length));
  }
  parts.push(header(name.slice(0, 100), body.length, '0', mtime), body, padding(body.length));
  return parts;
}

/** The end of an archive: two zero blocks. */
export function tarEnd(): Buffer {
  return Buffer.alloc(2 * BLOCK);
}

/** Exactly-n-bytes reads over a stream of chunks. */
class ByteReader {
  private chunks: Buffer[] = [];
  private length = 0;
  private done = false;

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  /** n bytes; null at a clean end (nothing left); throws when the stream ends inside them. */
  async read(n: number): Promise<Buffer | null> {
    while (this.length < n && !this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else {
        this.chunks.push(next.value);
        this.length += next.value.length;
      }
    }
    if (this.length === 0 && n > 0) return null;
    if (this.length < n) throw new ArchiveFormatError('the backup file is truncated');
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    const rest = all.subarray(n);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.length = rest.length;
    return all.subarray(0, n);
  }
}

function field(block: Buffer, start: number, length: number) {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

function parseOctal(block: Buffer, start: number, length: number) {
  const text = field(block, start, length).trim();
  if (!/^[0-7]+$/.test(text)) throw new ArchiveFormatError('the backup file is damaged (bad tar header)');
  return parseInt(text, 8);
}

function paxRecords(body: Buffer): Map<string, string> {
  const records = new Map<string, string>();
  let at = 0;
  while (at < body.length) {
    const space = body.indexOf(0x20, at);
    const length = Number(body.subarray(at, space).toString('ascii'));
    if (space === -1 || !Number.isInteger(length) || length <= 0 || at + length > body.length) throw new ArchiveFormatError('the backup file is damaged (bad pax header)');
    const record = body.subarray(space + 1, at + length - 1).toString('utf8');
    const eq = record.indexOf('=');
    records.set(record.slice(0, eq), record.slice(eq + 1));
    at += length;
  }
  return records;
}

export interface TarEntry {
  name: string;
  body: Buffer;
}

/**
 * The file entries of a tar stream, each read whole (a backup's entries are bounded: table chunks
 * and single files; `maxEntryBytes` refuses a damaged size field). Reads to the very end of the
 * source, so that a gzip source checks its trailer (CRC and length).
 */
export async function* readTar(source: AsyncIterable<Buffer>, maxEntryBytes: number): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  let paxName: string | undefined;
  for (;;) {
    const block = await reader.read(BLOCK);
    if (!block) throw new ArchiveFormatError('the backup file is truncated (no end of archive)');
    if (block.equals(ZERO_BLOCK)) {
      // The end: whatever follows must be zero padding up to the end of the stream.
      for (let rest = await reader.read(BLOCK); rest; rest = await reader.read(BLOCK)) {
        if (!rest.equals(ZERO_BLOCK)) throw new ArchiveFormatError('the backup file is damaged (data after the end of the archive)');
      }
      return;
    }
    if (parseOctal(block, 148, 8) !== checksum(block)) throw new ArchiveFormatError('the backup file is damaged (tar header checksum)');
    const size = parseOctal(block, 124, 12);
    if (size > maxEntryBytes) throw new ArchiveFormatError('the backup file is damaged (an entry larger than any backup writes)');
    const body = size > 0 ? await reader.read(size) : Buffer.alloc(0);
    if (!body) throw new ArchiveFormatError('the backup file is truncated');
    if (size % BLOCK !== 0) await reader.read(BLOCK - (size % BLOCK));
    const type = String.fromCharCode(block[156]!);
    if (type === 'x') {
      paxName = paxRecords(body).get('path');
      continue;
    }
    if (type !== '0' && type !== '\0') throw new ArchiveFormatError(`the backup file holds an entry of tar type ${JSON.stringify(type)}, which backups never write`);
    const prefix = field(block, 345, 155);
    const name = paxName ?? (prefix ? `${prefix}/${field(block, 0, 100)}` : field(block, 0, 100));
    paxName = undefined;
    yield { name, body };
  }
}
