import fs from 'node:fs';

const octal = (mode: number) => `0${mode.toString(8).padStart(3, '0')}`;

/**
 * DATA_DIR holds the database files and its socket, the outboxes (codes, e-mails) and the members'
 * pictures: only its owner may enter it (issue 11, decision 0028). Created 0700; an existing one
 * that group or others may enter is tightened to its owner's bits. Returns what it changed, or why
 * it could not, for the log.
 */
export function secureDataDir(dir: string): string | undefined {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (process.platform === 'win32') return undefined; // no POSIX modes there
  const mode = fs.statSync(dir).mode & 0o7777;
  if ((mode & 0o077) === 0) return undefined;
  // A sticky directory (/tmp) is shared by design: never change it, say so.
  if (mode & 0o1000) return `DATA_DIR ${dir} is a shared directory (${octal(mode)}): other local users may read the database; use a directory of its own`;
  try {
    fs.chmodSync(dir, mode & 0o700);
    return `tightened DATA_DIR ${dir} from ${octal(mode)} to ${octal(mode & 0o700)}: only its owner may read the database`;
  } catch (err) {
    return `cannot tighten DATA_DIR ${dir} (${octal(mode)}, ${(err as NodeJS.ErrnoException).code}): other local users may read the database`;
  }
}
