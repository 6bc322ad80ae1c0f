import { crc32, deflateRawSync } from 'node:zlib';

// A ZIP archive (PKWARE APPNOTE 6.3, no ZIP64) written as a stream, one entry at a time, so an
// export with many photos never sits in memory whole. Names are UTF-8 (flag bit 11). Photos are
// stored as they are (WebP is compressed already); text is deflated.

export interface ZipEntry {
  /** Path inside the archive, slash-separated. */
  name: string;
  data: Buffer;
  /** Deflate (for text); false stores the bytes as they are. */
  compress: boolean;
  modifiedAt: Date;
}

const UTF8_NAMES = 1 << 11;
const VERSION = 20;
const MAX_32 = 0xffffffff;

/** MS-DOS date and time (local fields, 2-second steps) as ZIP headers carry them. */
function dosDateTime(at: Date): { time: number; date: number } {
  const year = Math.min(Math.max(at.getUTCFullYear(), 1980), 2107);
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

function header(fields: [bytes: 2 | 4, value: number][]): Buffer {
  const buffer = Buffer.alloc(fields.reduce((n, [bytes]) => n + bytes, 0));
  let at = 0;
  for (const [bytes, value] of fields) {
    if (bytes === 2) buffer.writeUInt16LE(value, at);
    else buffer.writeUInt32LE(value, at);
    at += bytes;
  }
  return buffer;
}

export async function* zipStream(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>): AsyncGenerator<Buffer> {
  const central: Buffer[] = [];
  let offset = 0;
  let count = 0;
  for await (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const body = entry.compress ? deflateRawSync(entry.data) : entry.data;
    const checksum = crc32(entry.data);
    const method = entry.compress ? 8 : 0;
    const { time, date } = dosDateTime(entry.modifiedAt);
    if (offset + body.length > MAX_32 || count >= 0xffff) throw new Error('export too large for a ZIP without ZIP64');
    const common: [2 | 4, number][] = [[2, UTF8_NAMES], [2, method], [2, time], [2, date], [4, checksum], [4, body.length], [4, entry.data.length], [2, name.length], [2, 0]];
    const local = header([[4, 0x04034b50], [2, VERSION], ...common]);
    central.push(header([[4, 0x02014b50], [2, VERSION], [2, VERSION], ...common, [2, 0], [2, 0], [2, 0], [4, 0], [4, offset]]), name);
    yield Buffer.concat([local, name]);
    yield body;
    offset += local.length + name.length + body.length;
    count += 1;
  }
  const directory = Buffer.concat(central);
  yield directory;
  yield header([[4, 0x06054b50], [2, 0], [2, 0], [2, count], [2, count], [4, directory.length], [4, offset], [2, 0]]);
}
