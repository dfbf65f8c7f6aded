import { and, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { RENTAL_STATUS } from '@fleet/domain';
import type { Db } from '../../db/client';
import { assets, rentals } from '../../db/schema/index';
import { MAX_ENGINE_GAP_MS } from '../trips/timecard.service';

const ENDED = [RENTAL_STATUS.offRent, RENTAL_STATUS.completed, RENTAL_STATUS.billed];

/**
 * The company's rentals that were out during the window: on rent and started before its end, or
 * ended (off-rent, completed, billed) after its start. Newest first, at most `limit`.
 */
export async function rentalsOutDuring(
  db: Db,
  companyId: number,
  window: { start: Date; end: Date },
  limit: number,
) {
  return db
    .select({
      rentalId: rentals.rentalId,
      assetId: rentals.assetId,
      customName: assets.customName,
      rentalStatusId: rentals.rentalStatusId,
      startDate: rentals.startDate,
      endDate: rentals.endDate,
    })
    .from(rentals)
    .leftJoin(assets, eq(assets.assetId, rentals.assetId))
    .where(
      and(
        eq(rentals.companyId, companyId),
        lt(rentals.startDate, window.end),
        or(
          eq(rentals.rentalStatusId, RENTAL_STATUS.onRent),
          and(inArray(rentals.rentalStatusId, ENDED), gt(rentals.endDate, window.start)),
        ),
      ),
    )
    .orderBy(desc(rentals.startDate), desc(rentals.rentalId))
    .limit(limit);
}

export interface EngineSpan {
  rentalId: number;
  assetId: number;
  start: Date;
  end: Date;
}

/**
 * Engine-on seconds of each span, in one pass over the assets' positions: the same rule as the
 * timecard (trips.service engineOnSeconds: from a fix with ignition on to the next fix, at most
 * MAX_ENGINE_GAP_MS), computed in SQL with lead() so a year of positions never reaches Node.
 */
export async function engineSecondsBySpan(
  db: Db,
  companyId: number,
  spans: EngineSpan[],
): Promise<Map<number, number>> {
  const seconds = new Map<number, number>();
  if (spans.length === 0) return seconds;
  const from = new Date(Math.min(...spans.map((s) => s.start.getTime())) - MAX_ENGINE_GAP_MS);
  const to = new Date(Math.max(...spans.map((s) => s.end.getTime())) + MAX_ENGINE_GAP_MS);
  const assetIds = [...new Set(spans.map((s) => s.assetId))];
  const gap = sql.raw(`interval '${MAX_ENGINE_GAP_MS / 1000} seconds'`);
  const values = sql.join(
    spans.map(
      (s) =>
        sql`(${s.rentalId}::int, ${s.assetId}::int, ${s.start.toISOString()}::timestamptz, ${s.end.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    with span(rental_id, asset_id, span_start, span_end) as (values ${values}),
    fix as (
      select asset_id, fix_time, ignition,
        lead(fix_time) over (partition by asset_id order by fix_time, position_id) as next_time
      from positions
      where company_id = ${companyId}
        and asset_id in (${sql.join(
          assetIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        and fix_time >= ${from.toISOString()}::timestamptz
        and fix_time < ${to.toISOString()}::timestamptz
    )
    select span.rental_id,
      sum(extract(epoch from
        least(fix.next_time, fix.fix_time + ${gap}, span.span_end)
        - greatest(fix.fix_time, span.span_start))) as seconds
    from span
    join fix on fix.asset_id = span.asset_id
      and fix.ignition is true
      and fix.next_time is not null
      and fix.fix_time < span.span_end
      and least(fix.next_time, fix.fix_time + ${gap}) > span.span_start
    group by span.rental_id`);
  const rows = (result as { rows: Array<{ rental_id: number; seconds: string | null }> }).rows;
  // extract(epoch …) is numeric: node-postgres hands it over as a string.
  for (const row of rows) seconds.set(Number(row.rental_id), Number(row.seconds ?? 0));
  return seconds;
}
