import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { ASSET_TYPE, addDays, dateInZone, startOfDateInZone } from '@fleet/domain';
import { makeTrackedAsset } from '../src/demo/asset-factories';
import { makeCompanyWithAdmin } from '../src/demo/factories';
import { rollUpDays } from '../src/modules/dashboard/usage-rollup.repo';
import { USAGE_RULES, runUsageRollup } from '../src/modules/dashboard/usage-rollup.service';
import { assetDailyUsage } from '../src/db/schema/index';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

const ZONE = 'America/Chicago';
const MINUTE = 60_000;

/** A fix as the property draws it: minutes from the day's start (a little either side). */
const drawnFix = fc.record({
  minute: fc.integer({ min: -45, max: 24 * 60 + 45 }),
  ignition: fc.boolean(),
  speedMph: fc.constantFrom(0, 2, 30, 55),
  valid: fc.boolean(),
  north: fc.integer({ min: -20, max: 20 }),
  east: fc.integer({ min: -20, max: 20 }),
});

/** The fixes, dealt into deliveries in any order, and whether each run finds them settled. */
const drawnDay = fc.record({
  fixes: fc.array(fc.tuple(drawnFix, fc.nat({ max: 4 })), { minLength: 1, maxLength: 30 }),
  settledRuns: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
  isMachine: fc.boolean(),
});

/**
 * The incremental roll-up (docs/DASHBOARD.md "The roll-up") against the whole-day read it
 * replaces: whatever fixes arrive, late, repeated or in any batches, and whichever runs see
 * them, a day extended run after run holds what reading it whole gives.
 */
describe.skipIf(isPostgresUnavailable())('usage roll-up, extended run after run', () => {
  let t: TestApp;
  let companyId: number;
  const day = addDays(dateInZone(Date.now(), ZONE), -2);
  const dayStart = startOfDateInZone(day, ZONE);

  beforeAll(async () => {
    t = await createTestApp();
    companyId = (await makeCompanyWithAdmin(t.deps.db, { company: { timezone: ZONE } })).company
      .companyId;
  });
  afterAll(async () => t?.close());

  const daysOf = (assetId: number) =>
    t.deps.db
      .select()
      .from(assetDailyUsage)
      .where(eq(assetDailyUsage.assetId, assetId))
      .orderBy(assetDailyUsage.day);

  it('gives each day what reading it whole gives', async () => {
    await fc.assert(
      fc.asyncProperty(drawnDay, async ({ fixes, settledRuns, isMachine }) => {
        const { asset, tracker } = await makeTrackedAsset(
          t.deps.db,
          companyId,
          isMachine ? { assetTypeId: ASSET_TYPE.equipment, assetKind: 'equipment' } : {},
        );
        for (let delivery = 0; delivery < 5; delivery += 1) {
          const batch = fixes.filter(([, d]) => d === delivery).map(([fix]) => fix);
          if (batch.length === 0) continue;
          const outcomes = await t.deps.devices.ingest.submit(
            batch.map((fix) => ({
              deviceSerial: tracker.deviceSerial,
              fixTime: dayStart + fix.minute * MINUTE,
              ignition: fix.ignition,
              speedMph: fix.speedMph,
              valid: fix.valid,
              latitude: 38.95 + fix.north / 1000,
              longitude: -92.33 + fix.east / 1000,
              attributes: {},
            })),
          );
          for (const outcome of outcomes) expect(['stored', 'duplicate']).toContain(outcome.kind);
          // A settled run moves the watermark past these fixes; an unsettled one reads them
          // again next time, as a run does the last minute's.
          const now = Date.now() + (settledRuns[delivery] ? 2 * MINUTE : 0);
          await runUsageRollup(t.deps.db, now);
        }
        const extended = await daysOf(asset.assetId);
        expect(extended.length).toBeGreaterThan(0);
        await rollUpDays(
          t.deps.db,
          extended.map((row) => ({ asset_id: asset.assetId, company_id: companyId, day: row.day })),
          USAGE_RULES,
          { whole: true },
        );
        const whole = await daysOf(asset.assetId);
        // Where the last extension started is bookkeeping of the way there: not compared.
        const comparable = (rows: typeof whole) =>
          rows.map(
            ({ updatedAt: _, milesSoFar: __, recentFrom: ___, recentFixes: ____, ...rest }) => rest,
          );
        expect(comparable(extended)).toEqual(comparable(whole));
        // Miles are summed in floating point, in another order when extended.
        whole.forEach((row, i) =>
          expect(extended[i]?.milesSoFar).toBeCloseTo(row.milesSoFar ?? 0, 9),
        );
      }),
      {
        numRuns: 60,
        examples: [
          // A fix late inside the last extension's stretch, every run settled: only the
          // stretch is counted, and the count must send the day to a whole read.
          [
            {
              fixes: [10, 20, 30, 40, 35].map((minute, i) => [
                { minute, ignition: true, speedMph: 30, valid: true, north: i, east: 0 },
                [0, 0, 1, 1, 2][i] ?? 0,
              ]),
              settledRuns: [true, true, true, true, true],
              isMachine: false,
            },
          ],
        ],
      },
    );
  });
});
