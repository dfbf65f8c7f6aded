import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * Month partitions of `positions` (DESIGN §5; migration 0005 made the table partitioned). Each
 * month of fix time has a table of its own, made before the month begins; fixes outside every
 * partition (a clock years off, history imported late) wait in `positions_default` until the
 * next run gives their month a partition. With a retention, whole months past it are dropped:
 * cheap, and no long DELETE holds the table.
 */
export interface PartitionPlan {
  now: number;
  /** Keep this many whole months before the current one; undefined keeps everything. */
  retentionMonths: number | undefined;
}

/** Months ahead of the current one that always have their partition. */
const MONTHS_AHEAD = 2;
/** Fixes further back than this are not worth a partition (a tracker's clock at 1970). */
const OLDEST_YEARS = 30;
/** Only one instance rearranges partitions at a time (pg_advisory_xact_lock key). */
const LOCK_KEY = 730_105;
const NAME = /^positions_(\d{4})_(\d{2})$/;

/** First instant of a UTC month, counted in months since year 0 (so adding months is easy). */
const monthIndex = (ms: number): number => {
  const date = new Date(ms);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
};
const monthStart = (index: number): Date => new Date(Date.UTC(Math.floor(index / 12), index % 12));
export const partitionName = (index: number): string =>
  `positions_${Math.floor(index / 12)}_${String((index % 12) + 1).padStart(2, '0')}`;

async function existingMonths(db: Db): Promise<Set<number>> {
  const result = await db.execute(sql`
    select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid
    join pg_class p on p.oid = i.inhparent
    where p.relname = 'positions'`);
  const months = new Set<number>();
  for (const { name } of rowsOf<{ name: string }>(result)) {
    const match = NAME.exec(name);
    if (match) months.add(Number(match[1]) * 12 + Number(match[2]) - 1);
  }
  return months;
}

/** Months that have fixes waiting in the default partition. */
async function monthsInDefault(db: Db, from: number, to: number): Promise<number[]> {
  const result = await db.execute(sql`
    select distinct (extract(year from fix_time at time zone 'UTC') * 12
      + extract(month from fix_time at time zone 'UTC') - 1)::int as month
    from positions_default
    where fix_time >= ${monthStart(from).toISOString()}::timestamptz
      and fix_time < ${monthStart(to).toISOString()}::timestamptz`);
  return rowsOf<{ month: number }>(result).map((row) => row.month);
}

/** Makes the month's partition, moving its fixes out of the default partition first. */
async function createMonth(db: Db, month: number): Promise<boolean> {
  const name = sql.identifier(partitionName(month));
  const from = monthStart(month).toISOString();
  const to = monthStart(month + 1).toISOString();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    if ((await existingMonths(tx)).has(month)) return false; // another instance was first
    // No fix may land in the default partition between the move and the attach.
    await tx.execute(sql`lock table positions_default in access exclusive mode`);
    await tx.execute(sql`create table ${name} (like positions including defaults)`);
    const inRange = sql`fix_time >= ${from}::timestamptz and fix_time < ${to}::timestamptz`;
    await tx.execute(sql`insert into ${name} select * from positions_default where ${inRange}`);
    await tx.execute(sql`delete from positions_default where ${inRange}`);
    await tx.execute(
      sql`alter table positions attach partition ${name} for values from (${sql.raw(`'${from}'`)}) to (${sql.raw(`'${to}'`)})`,
    );
    return true;
  });
}

/**
 * Brings the partitions in line with the plan: every month from the oldest kept fix to two months
 * ahead has its partition, and months past the retention are gone. Returns what it changed.
 */
export async function maintainPositionPartitions(
  db: Db,
  plan: PartitionPlan,
): Promise<{ created: string[]; dropped: string[] }> {
  const current = monthIndex(plan.now);
  const oldest =
    plan.retentionMonths === undefined
      ? current - OLDEST_YEARS * 12
      : current - plan.retentionMonths;
  const existing = await existingMonths(db);
  const wanted = new Set<number>();
  for (let month = current - 1; month <= current + MONTHS_AHEAD; month += 1) wanted.add(month);
  for (const month of await monthsInDefault(db, oldest, current + MONTHS_AHEAD + 1)) {
    wanted.add(month);
  }
  const created: string[] = [];
  for (const month of [...wanted].sort((a, b) => a - b)) {
    if (month < oldest || existing.has(month)) continue;
    if (await createMonth(db, month)) created.push(partitionName(month));
  }
  const dropped: string[] = [];
  if (plan.retentionMonths !== undefined) {
    for (const month of existing) {
      if (month >= oldest) continue;
      await db.execute(sql`drop table if exists ${sql.identifier(partitionName(month))}`);
      dropped.push(partitionName(month));
    }
    await db.execute(
      sql`delete from positions_default where fix_time < ${monthStart(oldest).toISOString()}::timestamptz`,
    );
  }
  return { created, dropped };
}
