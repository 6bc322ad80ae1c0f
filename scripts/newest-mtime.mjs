// The newest modification time (ms) in a file or a directory tree; 0 when it does not exist. The
// build checks compare it with their output's, so a changed source is never started stale.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}
