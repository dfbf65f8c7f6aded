/**
 * Per key (a company), at most one `flush` every `intervalMs`, carrying every item added since:
 * the first add after a quiet spell flushes at once (no added latency), later ones wait for the
 * interval's end and go together. Made for notices a storm would otherwise send by the thousand
 * (every batch of fixes that fires alerts), when one message saying "these changed" does.
 */
export function keyedThrottle<T>(
  intervalMs: number,
  flush: (key: number, items: T[]) => void,
  now: () => number = Date.now,
) {
  const lastFlushAt = new Map<number, number>();
  const pending = new Map<number, { items: Set<T>; timer: NodeJS.Timeout }>();

  const flushPending = (key: number) => {
    const waiting = pending.get(key);
    pending.delete(key);
    lastFlushAt.set(key, now());
    if (waiting) flush(key, [...waiting.items]);
  };

  return {
    add(key: number, items: readonly T[]): void {
      const waiting = pending.get(key);
      if (waiting) {
        for (const item of items) waiting.items.add(item);
        return;
      }
      const sinceLast = now() - (lastFlushAt.get(key) ?? Number.NEGATIVE_INFINITY);
      if (sinceLast >= intervalMs) {
        lastFlushAt.set(key, now());
        flush(key, [...new Set(items)]);
        return;
      }
      const timer = setTimeout(() => flushPending(key), intervalMs - sinceLast);
      timer.unref();
      pending.set(key, { items: new Set(items), timer });
    },
    /** Drops what waits (a server closing: nobody is left to tell). */
    close(): void {
      for (const { timer } of pending.values()) clearTimeout(timer);
      pending.clear();
      lastFlushAt.clear();
    },
  };
}
