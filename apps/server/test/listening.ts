/**
 * An event target that counts its listeners per event type. The in-process pub/sub adds one
 * listener per live subscription (Yoga's `${topic}:${id}`), so a test can wait until the server
 * really listens instead of sleeping and hoping (a fixed wait fails on a loaded machine).
 */
export class ListenerCountingTarget extends EventTarget {
  private readonly counts = new Map<string, number>();
  private readonly waiters = new Set<() => void>();

  override addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: AddEventListenerOptions | boolean): void {
    super.addEventListener(type, listener, options);
    if (listener) this.change(type, +1);
  }

  override removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: EventListenerOptions | boolean): void {
    super.removeEventListener(type, listener, options);
    if (listener) this.change(type, -1);
  }

  /** Live listeners of `type` (e.g. `room:event:<roomId>`). */
  count(type: string): number {
    return this.counts.get(type) ?? 0;
  }

  /** Resolves once `type` has at least `n` listeners; fails after `ms` naming what it waited for. */
  until(type: string, n: number, ms = 10_000): Promise<void> {
    if (this.count(type) >= n) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`timed out waiting for ${n} listener(s) of ${type} (have ${this.count(type)})`));
      }, ms);
      const check = () => {
        if (this.count(type) < n) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve();
      };
      this.waiters.add(check);
    });
  }

  private change(type: string, by: number) {
    this.counts.set(type, Math.max(0, this.count(type) + by));
    for (const waiter of [...this.waiters]) waiter();
  }
}
