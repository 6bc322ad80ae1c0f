import fs from 'node:fs';

// The 10,000 most common passwords (source and licence: common-passwords.md beside this file),
// read once at the first check and kept in a Set of lower-cased entries.
let commonPasswords: Set<string> | undefined;

function load(): Set<string> {
  const text = fs.readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** True for a password in the list, whatever its case. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= load();
  return commonPasswords.has(password.toLowerCase());
}

/** How many distinct entries the list holds (for tests and diagnostics). */
export function commonPasswordCount(): number {
  commonPasswords ??= load();
  return commonPasswords.size;
}
