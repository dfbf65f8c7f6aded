import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { maintainPositionPartitions, partitionName } from '../../src/devices/position-partitions';
import { insertPositions } from '../../src/devices/positions.repo';
import { createTestApp, isPostgresUnavailable, type TestApp } from '../harness';

const monthOf = (ms: number) => {
  const d = new Date(ms);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
};

describe.skipIf(isPostgresUnavailable())('positions partitioned by month', () => {
  let t: TestApp;
  const now = Date.now();
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const partitions = async () =>
    rowsOf<{ name: string }>(
      await t.deps.db.execute(sql`
        select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        join pg_class p on p.oid = i.inhparent where p.relname = 'positions' order by 1`),
    ).map((row) => row.name);
  const count = async (table: string) =>
    rowsOf<{ n: number }>(
      await t.deps.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`),
    )[0]?.n;
  const store = (fixTime: number, trackerId = 1) =>
    insertPositions(t.deps.db, [
      {
        companyId: 1,
        trackerId,
        assetId: 1,
        receivedAt: now,
        locationSource: 1,
        position: {
          deviceSerial: 'P',
          fixTime,
          latitude: 38.95,
          longitude: -92.33,
          valid: true,
          attributes: {},
        },
      },
    ]);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('has a partition from last month to two months ahead as soon as the server starts', async () => {
    const current = monthOf(now);
    expect(await partitions()).toEqual(
      expect.arrayContaining([current - 1, current, current + 1, current + 2].map(partitionName)),
    );
    await store(now - 60_000);
    expect(await count(partitionName(current))).toBe(1);
    expect(await count('positions_default')).toBe(0);
  });

  it('gives a late month its own partition, moving its fixes out of the default one', async () => {
    const longAgo = now - 400 * 86_400_000;
    await store(longAgo);
    await store(longAgo + 1000);
    expect(await count('positions_default')).toBe(2);
    const first = await maintainPositionPartitions(t.deps.db, { now, retentionMonths: undefined });
    expect(first.created).toEqual([partitionName(monthOf(longAgo))]);
    expect(await count('positions_default')).toBe(0);
    expect(await count(partitionName(monthOf(longAgo)))).toBe(2);
    // Still one table to every query, and a resent fix is still refused.
    expect(await count('positions')).toBe(3);
    expect(await store(longAgo)).toEqual([]);
    const again = await maintainPositionPartitions(t.deps.db, { now, retentionMonths: undefined });
    expect(again).toEqual({ created: [], dropped: [] });
  });

  it('drops whole months past the retention, and keeps the rest', async () => {
    const runs = await Promise.all([
      maintainPositionPartitions(t.deps.db, { now, retentionMonths: 6 }),
      maintainPositionPartitions(t.deps.db, { now, retentionMonths: 6 }),
    ]);
    expect(runs.flatMap((run) => run.dropped)).toContain(
      partitionName(monthOf(now - 400 * 86_400_000)),
    );
    expect(await count('positions')).toBe(1);
    expect(await partitions()).toContain(partitionName(monthOf(now)));
  });
});
