import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { enableReadCache } from './read-cache';

export type Schema = typeof schema;
/** The database or a transaction: repos take either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Set for PostgreSQL: used by LISTEN/NOTIFY and by tests that need a raw client. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any number fits in a 32-bit key; the same on every instance. */
const MIGRATION_LOCK_KEY = 4_201_337;

export interface OpenOptions {
  /** PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; when absent PGlite runs in memory (tests). */
  dataDir?: string | undefined;
}

/**
 * The extensions the migrations create (0007: btree_gist for the rental overlap constraint,
 * pg_trgm for name search). A PostgreSQL server ships them in contrib; PGlite loads them here.
 */
export const pgliteExtensions = { btree_gist, pg_trgm };

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  // Two processes on one PGlite folder corrupt it: take the lock before opening.
  const lock: DataDirLock | undefined = dataDir ? acquireDataDirLock(dataDir) : undefined;
  try {
    const options = { extensions: pgliteExtensions };
    const client = dataDir
      ? new PGlite(path.join(dataDir, 'pglite'), options)
      : new PGlite(options);
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    const disableCache = enableReadCache(db, 'pglite');
    return {
      db,
      kind: 'pglite',
      async close() {
        // PGlite does not fsync on its own schedule: checkpoint so a clean stop loses nothing.
        disableCache();
        await client.query('CHECKPOINT');
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  // Migrate on one connection under an advisory lock so instances starting together take turns.
  const migrator = new pg.Client({ connectionString: databaseUrl });
  await migrator.connect();
  try {
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(migrator), { migrationsFolder });
  } finally {
    await migrator.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await migrator.end();
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection dropped by the server (restart, failover, admin) must not crash the
  // process: the pool discards it and opens a new one on the next query.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL dropped an idle connection: ${error.message}`);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // Served from memory only while the event bus listens for invalidations (read-cache.ts).
  const disableCache = enableReadCache(db, 'postgres');
  return {
    db,
    kind: 'postgres',
    pool,
    async close() {
      disableCache();
      await pool.end();
    },
  };
}
