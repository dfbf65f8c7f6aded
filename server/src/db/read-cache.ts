import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * A small read-through cache of rows by key (the caller's user, read on every request).
 *
 * Why: a cheap API call is dominated by the one query it would otherwise make (PGlite runs it on
 * the event-loop thread at ~0.2–0.5 ms; PostgreSQL adds a round trip), so those rows are served
 * from memory.
 *
 * Why it stays exact:
 * - Embedded PGlite: this process is the only writer (the data folder is locked) and every write
 *   of a cached kind goes through its repo, which calls `invalidateCached`.
 * - PostgreSQL: other instances write too. `invalidateCached` also sends a NOTIFY on
 *   `fleet_cache` through the writer's own connection or transaction, so it is delivered when
 *   the write commits, to every instance (this one included); each drops the key then
 *   (`forgetCached`, called by the bus's listener). Caching is on only while that listener is
 *   connected (`setSharedInvalidation`): without it, nothing is cached, and when it drops,
 *   everything is forgotten, since notifications may have been missed.
 *
 * Reads inside a transaction are never cached (their `db` is not registered), so rolled-back data
 * cannot enter the cache; a generation counter keeps a read that raced an invalidation out too.
 */
const MAX_ENTRIES = 10_000;
export const CACHE_CHANNEL = 'fleet_cache';

interface Cache {
  entries: Map<string, unknown>;
  /** PostgreSQL: other instances write, so caching waits for the shared invalidation. */
  isShared: boolean;
}

const byDb = new WeakMap<Db, Cache>();
const live = new Set<Cache>();
let generation = 0;
/** Listeners for CACHE_CHANNEL connected in this process (PostgreSQL only). */
let sharedListeners = 0;
/** Whether writes must tell other instances (some PostgreSQL cache is enabled). */
let hasSharedCache = false;

export function enableReadCache(db: Db, kind: 'pglite' | 'postgres'): () => void {
  const cache: Cache = { entries: new Map(), isShared: kind === 'postgres' };
  if (cache.isShared) hasSharedCache = true;
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
  if (!cache || (cache.isShared && sharedListeners === 0)) return load();
  if (cache.entries.has(key)) return cache.entries.get(key) as T;
  const startedAt = generation;
  const value = await load();
  if (value !== undefined && startedAt === generation) {
    if (cache.entries.size >= MAX_ENTRIES) cache.entries.clear();
    cache.entries.set(key, value);
  }
  return value;
}

/**
 * Called by a repo after it writes rows of a cached kind, with the `db` or transaction it wrote
 * through: on PostgreSQL the notification then commits (or rolls back) with the write.
 */
export async function invalidateCached(db: Db, key: string): Promise<void> {
  forgetCached(key);
  if (hasSharedCache) await db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${key})`);
}

/** Drops one key everywhere in this process (a write here, or a notification from anywhere). */
export function forgetCached(key: string): void {
  generation++;
  for (const cache of live) cache.entries.delete(key);
}

/**
 * A listener of the shared invalidation connected (true) or dropped (false). Either way what is
 * cached is forgotten: while it was down, notifications may have been missed.
 */
export function setSharedInvalidation(isLive: boolean): void {
  sharedListeners = Math.max(0, sharedListeners + (isLive ? 1 : -1));
  generation++;
  for (const cache of live) if (cache.isShared) cache.entries.clear();
}
