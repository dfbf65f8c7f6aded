import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { assets, operators, safetyEvents, users } from '../../db/schema/index';

export type SafetyEventRecord = typeof safetyEvents.$inferSelect;

/** What the camera page's list narrows a company's events to; the window is [start, end). */
export interface SafetyEventFilter {
  start: Date;
  end: Date;
  typeId?: number;
  operatorId?: number;
  assetId?: number;
  coached?: boolean;
}

const coach = alias(users, 'coach');

function whereOf(companyId: number, filter: SafetyEventFilter): SQL | undefined {
  const coached =
    filter.coached === undefined
      ? undefined
      : filter.coached
        ? isNotNull(safetyEvents.coachedAt)
        : isNull(safetyEvents.coachedAt);
  return and(
    eq(safetyEvents.companyId, companyId),
    gte(safetyEvents.occurredAt, filter.start),
    lt(safetyEvents.occurredAt, filter.end),
    filter.typeId === undefined ? undefined : eq(safetyEvents.incidentTypeId, filter.typeId),
    filter.operatorId === undefined ? undefined : eq(safetyEvents.operatorId, filter.operatorId),
    filter.assetId === undefined ? undefined : eq(safetyEvents.assetId, filter.assetId),
    coached,
  );
}

/** Events with the names the list shows: the asset's, the driver's and the coach's. */
function selectNamedEvents(db: Db) {
  return db
    .select({
      event: safetyEvents,
      assetName: assets.customName,
      operatorFirstName: operators.firstName,
      operatorLastName: operators.lastName,
      coachFirstName: coach.firstName,
      coachLastName: coach.lastName,
    })
    .from(safetyEvents)
    .innerJoin(assets, eq(assets.assetId, safetyEvents.assetId))
    .leftJoin(operators, eq(operators.operatorId, safetyEvents.operatorId))
    .leftJoin(coach, eq(coach.userId, safetyEvents.coachedBy));
}
export type NamedSafetyEventRow = NonNullable<Awaited<ReturnType<typeof findSafetyEvent>>>;

/** A page of the company's events matching the filter, newest first. */
export async function listSafetyEvents(
  db: Db,
  companyId: number,
  filter: SafetyEventFilter,
  page: { limit: number; offset: number },
) {
  return selectNamedEvents(db)
    .where(whereOf(companyId, filter))
    .orderBy(desc(safetyEvents.occurredAt), desc(safetyEvents.safetyEventId))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many of the company's events match the filter (the list's total). */
export async function countSafetyEvents(db: Db, companyId: number, filter: SafetyEventFilter) {
  const [row] = await db
    .select({ count: count() })
    .from(safetyEvents)
    .where(whereOf(companyId, filter));
  return row?.count ?? 0;
}

/** One of the company's events with its names; undefined for another company's or none. */
export async function findSafetyEvent(db: Db, companyId: number, safetyEventId: number) {
  const [row] = await selectNamedEvents(db).where(
    and(eq(safetyEvents.companyId, companyId), eq(safetyEvents.safetyEventId, safetyEventId)),
  );
  return row;
}

/**
 * Records the coaching on an event nobody coached yet. False when it was coached already
 * (or is not the company's): the condition is in the update, so two coaches at once cannot
 * both write.
 */
export async function markCoached(
  db: Db,
  companyId: number,
  safetyEventId: number,
  coaching: { at: Date; by: number; note: string },
): Promise<boolean> {
  const rows = await db
    .update(safetyEvents)
    .set({ coachedAt: coaching.at, coachedBy: coaching.by, coachingNote: coaching.note })
    .where(
      and(
        eq(safetyEvents.companyId, companyId),
        eq(safetyEvents.safetyEventId, safetyEventId),
        isNull(safetyEvents.coachedAt),
      ),
    )
    .returning({ id: safetyEvents.safetyEventId });
  return rows.length > 0;
}

/** The asset's events in [start, end), oldest first: its trip history's camera incidents. */
export async function listAssetSafetyEvents(
  db: Db,
  companyId: number,
  assetId: number,
  start: Date,
  end: Date,
) {
  return db
    .select()
    .from(safetyEvents)
    .where(
      and(
        eq(safetyEvents.companyId, companyId),
        eq(safetyEvents.assetId, assetId),
        gte(safetyEvents.occurredAt, start),
        lt(safetyEvents.occurredAt, end),
      ),
    )
    .orderBy(asc(safetyEvents.occurredAt));
}

/**
 * Stores reported events; one already stored (same camera, same moment) is skipped. Answers
 * the ids of those stored now.
 */
export async function insertSafetyEvents(
  db: Db,
  rows: Array<typeof safetyEvents.$inferInsert>,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(safetyEvents)
    .values(rows)
    .onConflictDoNothing({ target: [safetyEvents.cameraId, safetyEvents.occurredAt] })
    .returning({ id: safetyEvents.safetyEventId });
  return inserted.map((row) => row.id);
}
