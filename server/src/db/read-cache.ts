import type { Db } from './client';

/**
 * A small read-through cache of rows by key, only for the embedded PGlite database.
 *
 * Why: every PGlite query runs on the event-loop thread and costs ~0.2–0.5 ms, more than the
 * whole of a cheap API call; the rows read on every request (the caller's user) are served from
 * memory instead. It is safe because with PGlite this process is the only writer (the data
 * folder is locked) and every write of a cached table goes through its repo, which invalidates.
 * With PostgreSQL other instances write too, so nothing is cached there.
 *
 * Reads inside a transaction are never cached (their `db` is not registered), so rolled-back
 * data cannot enter the cache; a generation counter keeps a read that raced a write out too.
 */
const MAX_ENTRIES = 10_000;

interface Cache {
  entries: Map<string, unknown>;
}

const byDb = new WeakMap<Db, Cache>();
const live = new Set<Cache>();
let generation = 0;

export function enableReadCache(db: Db): () => void {
  const cache: Cache = { entries: new Map() };
  byDb.set(db, cache);
  live.add(cache);
  return () => {
    live.delete(cache);
    byDb.delete(db);
  };
}

export async function cachedRead<T>(
  db: Db,
  key: string,
  load: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const cache = byDb.get(db);
  if (!cache) return load();
  if (cache.entries.has(key)) return cache.entries.get(key) as T;
  const startedAt = generation;
  const value = await load();
  if (value !== undefined && startedAt === generation) {
    if (cache.entries.size >= MAX_ENTRIES) cache.entries.clear();
    cache.entries.set(key, value);
  }
  return value;
}

/** Called by a repo after it writes rows of a cached kind (from the root db or a transaction). */
export function invalidateCached(key: string): void {
  generation++;
  for (const cache of live) cache.entries.delete(key);
}
