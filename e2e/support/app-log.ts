import fs from 'node:fs';

/**
 * What the app did for one visitor, read from its log (e2e/artifacts/app-<port>.log, written at
 * E2E_LOG_LEVEL=info, as CI runs the journeys): printed when a journey fails, so a screen that did
 * not change can be told apart from a request that never came, failed or was still running.
 */
export function requestsOf(logPath: string, address: string, last = 12): string {
  let text: string;
  try {
    text = fs.readFileSync(logPath, 'utf8');
  } catch {
    return '(no app log)';
  }
  const started = new Map<string, { time: number; line: string }>();
  const done: { time: number; line: string }[] = [];
  for (const raw of text.split('\n')) {
    if (!raw.startsWith('{')) continue;
    let entry: { time?: number; reqId?: string; msg?: string; req?: { method?: string; url?: string; remoteAddress?: string }; res?: { statusCode?: number }; responseTime?: number };
    try {
      entry = JSON.parse(raw);
    } catch {
      continue;
    }
    if (!entry.reqId || !entry.time) continue;
    if (entry.msg === 'incoming request' && entry.req?.remoteAddress === address) {
      started.set(entry.reqId, { time: entry.time, line: `${entry.req.method} ${entry.req.url}` });
    } else if (entry.msg === 'request completed' && started.has(entry.reqId)) {
      const begun = started.get(entry.reqId)!;
      started.delete(entry.reqId);
      done.push({ time: begun.time, line: `${begun.line} → ${entry.res?.statusCode} in ${Math.round(entry.responseTime ?? 0)} ms` });
    }
  }
  if (done.length === 0 && started.size === 0) return '(no requests of this visitor in the app log; E2E_LOG_LEVEL=info logs them)';
  const open = [...started.values()].map((r) => ({ time: r.time, line: r.line.startsWith('GET /socket') ? `${r.line} (websocket)` : `${r.line} → no answer yet` }));
  return [...done, ...open]
    .sort((a, b) => a.time - b.time)
    .slice(-last)
    .map((r) => `${new Date(r.time).toISOString().slice(11, 23)} ${r.line}`)
    .join('\n');
}
