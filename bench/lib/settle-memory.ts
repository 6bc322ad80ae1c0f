import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
type Gc = (options?: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;
/** V8's `gc()` for a bench server (the flag set at run time, the function from a fresh context). */
export const gc = vm.runInNewContext('gc') as Gc;

/**
 * Where V8's memory reducer takes a quiet process over the next minutes: memory-reducing collections
 * (each compacts a limited part of the heap and gives back the pages it kept for reuse) until the
 * resident size stops falling. Plain full collections leave those pages resident: right after a burst
 * of arrivals they are a third or more of the process. V8 gives pages back on a background thread:
 * each round waits until the resident size stops changing.
 */
export async function settleMemory(): Promise<NodeJS.MemoryUsage> {
  let before = process.memoryUsage.rss();
  for (let round = 0; round < 10; round++) {
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    let rss = process.memoryUsage.rss();
    for (let i = 0; i < 20; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const now = process.memoryUsage.rss();
      if (now === rss) break;
      rss = now;
    }
    if (rss > before * 0.99) break;
    before = rss;
  }
  return process.memoryUsage();
}
