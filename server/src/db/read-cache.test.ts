import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { cachedRead, enableReadCache, setSharedInvalidation } from './read-cache';

/** The gate for PostgreSQL's cache: nothing is served from memory unless invalidations arrive. */
describe('read cache shared between instances', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(async () => {
    await database.close();
  });

  it('caches nothing until a listener is connected, and forgets everything when it drops', async () => {
    // Registered as a PostgreSQL cache: other instances may write.
    const disable = enableReadCache(database.db, 'postgres');
    let loads = 0;
    const read = () => cachedRead(database.db, 'k', async () => ++loads);
    try {
      await read();
      await read();
      expect(loads).toBe(2);
      setSharedInvalidation(true);
      await read();
      await read();
      expect(loads).toBe(3);
      setSharedInvalidation(false);
      await read();
      expect(loads).toBe(4);
    } finally {
      disable();
    }
  });
});
