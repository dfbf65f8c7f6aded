import { and, asc, eq, exists, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assetStatuses, assets, positions, rentals } from '../../db/schema/index';
import type { StoredStatus } from '../../devices/status/stored-status';
import { assetInService } from '../../db/asset-in-service';

/** What the map indicator needs to know of an asset itself. */
const indicatorColumns = {
  assetId: assets.assetId,
  assetTypeId: assets.assetTypeId,
  isBleNode: assets.isBleNode,
  trackerId: assets.trackerId,
};

/** Assets with their stored status (null before the first report). */
const selectWithStatus = (db: Db) =>
  db
    .select({ ...indicatorColumns, status: assetStatuses.status })
    .from(assets)
    .leftJoin(assetStatuses, eq(assetStatuses.assetId, assets.assetId));

/**
 * A page of the company's assets with their stored status; with `rentalStatusIds`, only assets
 * on a rental in one of those statuses (spec 2 §7 `rental_status_id`).
 */
export async function listStatusesPage(
  db: Db,
  companyId: number,
  page: { offset: number; limit: number; rentalStatusIds?: number[] | undefined },
) {
  const { offset, limit, rentalStatusIds } = page;
  const onRental =
    rentalStatusIds && rentalStatusIds.length > 0
      ? exists(
          db
            .select({ one: sql`1` })
            .from(rentals)
            .where(
              and(
                eq(rentals.companyId, companyId),
                eq(rentals.assetId, assets.assetId),
                inArray(rentals.rentalStatusId, rentalStatusIds),
              ),
            ),
        )
      : undefined;
  return selectWithStatus(db)
    .where(and(eq(assets.companyId, companyId), assetInService, onRental))
    .orderBy(asc(assets.assetId))
    .offset(offset)
    .limit(limit);
}
export type StatusPageRow = Awaited<ReturnType<typeof listStatusesPage>>[number];

export async function findStatuses(db: Db, companyId: number, assetIds: number[]) {
  if (assetIds.length === 0) return [];
  return selectWithStatus(db).where(
    and(eq(assets.companyId, companyId), inArray(assets.assetId, assetIds)),
  );
}

export const storedStatusOf = (value: unknown): Partial<StoredStatus> | null =>
  value && typeof value === 'object' ? value : null;

/**
 * An asset's positions in fix-time order in [from, to) (history, trips, timecard). Found by
 * asset and fix time; the company is checked, not searched (`company_id + 0`): PGlite gathers
 * no statistics, and without them the planner read the company's index, every asset's fixes of
 * the span, to keep one's (a day of one asset among 100: 490 ms, against 200 ms by asset).
 */
export async function listPositions(
  db: Db,
  companyId: number,
  assetId: number,
  from: Date,
  to: Date,
) {
  return db
    .select()
    .from(positions)
    .where(
      and(
        sql`${positions.companyId} + 0 = ${companyId}`,
        eq(positions.assetId, assetId),
        gte(positions.fixTime, from),
        lt(positions.fixTime, to),
      ),
    )
    .orderBy(asc(positions.fixTime), asc(positions.positionId));
}
export type PositionRecord = Awaited<ReturnType<typeof listPositions>>[number];

/**
 * What the map indicator needs of each asset (no status): for the live stream's cache. Only
 * assets in service: an archived one (a stolen one still reports) never reaches the stream.
 */
export async function findIndicatorFacts(db: Db, companyId: number, assetIds: number[]) {
  if (assetIds.length === 0) return [];
  return db
    .select(indicatorColumns)
    .from(assets)
    .where(and(eq(assets.companyId, companyId), inArray(assets.assetId, assetIds), assetInService));
}
