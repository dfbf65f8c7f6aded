import { sql } from 'drizzle-orm';
import { addDays, dateInZone, startOfDateInZone } from '@fleet/domain';
import { makeTrackedAsset } from '../../server/src/demo/asset-factories';
import { makeCompanyWithAdmin } from '../../server/src/demo/factories';
import { openDatabase, type Database, type Db } from '../../server/src/db/client';
import {
  USAGE_ROLLUP_MS,
  runUsageRollup,
} from '../../server/src/modules/dashboard/usage-rollup.service';
import { maintainPositionPartitions } from '../../server/src/devices/position-partitions';
import { createPostgresDatabase } from '../../server/test/harness';
import { timed, type Figure } from '../figure';
import { percentile } from '../ingest/ingest-figures';

const ASSETS = Number(process.env.BENCH_ROLLUP_ASSETS ?? 200);
const HOURS = Number(process.env.BENCH_ROLLUP_HOURS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Each asset reports every 15 s: four fixes a minute. */
const FIX_SECONDS = 15;
const ZONE = 'America/Chicago';

/**
 * Appends `count` fixes per asset from fix number `from` on (every FIX_SECONDS from the day's
 * 06:00): driving a circle with a stop every seventh fix and the engine off one fix in a hundred,
 * so engine, idle and miles all have work. Received now, as a live minute is.
 */
async function appendFixes(
  db: Db,
  companyId: number,
  dayStart: number,
  from: number,
  count: number,
): Promise<void> {
  const start = new Date(dayStart + 6 * 3_600_000).toISOString();
  await db.execute(sql`
    insert into positions (company_id, tracker_id, asset_id, fix_time, received_at, latitude,
      longitude, valid, speed_mph, ignition)
    select a.company_id, a.tracker_id, a.asset_id,
      ${start}::timestamptz + n * interval '${sql.raw(String(FIX_SECONDS))} seconds', now(),
      38.95 + sin(n / 40.0) * 0.01, -92.33 + cos(n / 40.0) * 0.01, true,
      case when n % 7 = 0 then 0 else 30 end, n % 100 <> 99
    from assets a
    cross join generate_series(${from}::int, ${from + count - 1}::int) as n
    where a.company_id = ${companyId} and a.tracker_id is not null`);
}

/**
 * The usage roll-up's minute run (docs/DASHBOARD.md "The roll-up") for a live fleet deep into
 * its day: ASSETS assets reporting every 15 s, HOURS hours rolled up, then a minute of new fixes
 * per round. A run that extends each day's kept state against the yardstick measured in the
 * same run, alternating: the run reading every touched day whole, as it did before. Both also
 * read again the previous minute (received within the minute: not yet settled), as in service.
 */
export async function rollupFigures(
  label: 'PGlite' | 'PostgreSQL',
  databaseUrl: string | undefined,
): Promise<Figure[]> {
  const log = (line: string) => process.stdout.write(`  roll-up bench (${label}): ${line}\n`);
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
  const created = databaseUrl ? await createPostgresDatabase() : undefined;
  let database: Database | undefined;
  try {
    // The database alone, no server: its own minute runs would race the measured ones.
    database = await openDatabase({ databaseUrl: created?.url });
    const { db } = database;
    // The month's partition, as the server makes at its start.
    await maintainPositionPartitions(db, { now: Date.now(), retentionMonths: undefined });
    const { company } = await makeCompanyWithAdmin(db, { company: { timezone: ZONE } });
    for (let i = 0; i < ASSETS; i += 1) await makeTrackedAsset(db, company.companyId);
    const dayStart = startOfDateInZone(addDays(dateInZone(Date.now(), ZONE), -1), ZONE);
    const perMinute = 60 / FIX_SECONDS;
    let next = HOURS * 60 * perMinute;
    log(`seeding ${ASSETS} assets × ${HOURS} h of fixes every ${FIX_SECONDS} s`);
    for (let from = 0; from < next; from += 240) {
      await appendFixes(db, company.companyId, dayStart, from, Math.min(240, next - from));
    }
    // The day so far, rolled up and settled (as if the server had run all day).
    const first = await timed(() => runUsageRollup(db, Date.now() + 2 * USAGE_ROLLUP_MS));
    log(`first run (every day read whole): ${(first / 1000).toFixed(1)} s`);
    const extended: number[] = [];
    const whole: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [times, isWhole] of [
        [extended, false],
        [whole, true],
      ] as const) {
        await appendFixes(db, company.companyId, dayStart, next, perMinute);
        next += perMinute;
        times.push(await timed(() => runUsageRollup(db, Date.now(), { whole: isWhole })));
      }
      log(
        `round ${round + 1}/${ROUNDS}: extended ${extended.at(-1)?.toFixed(0)} ms, ` +
          `whole ${((whole.at(-1) ?? 0) / 1000).toFixed(1)} s`,
      );
    }
    const extendedMs = percentile(extended, 50);
    const wholeMs = percentile(whole, 50);
    return [
      {
        name: `Usage roll-up, a minute's run ${HOURS} h into the day of ${ASSETS} assets reporting every ${FIX_SECONDS} s: days extended vs read whole (${label})`,
        ratio: extendedMs / wholeMs,
        target: undefined,
        verdict: `lower is better; the run takes ${(extendedMs / USAGE_ROLLUP_MS).toFixed(3)} of its ${USAGE_ROLLUP_MS / 1000} s period`,
        detail: `median of ${ROUNDS}: ${extendedMs.toFixed(0)} ms vs ${(wholeMs / 1000).toFixed(1)} s; extended ${extended.map((ms) => ms.toFixed(0)).join(', ')} ms`,
      },
    ];
  } finally {
    await database?.close();
    await created?.drop();
  }
}
