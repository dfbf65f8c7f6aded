import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  assets,
  operatorAssignments,
  operators,
  pendingOperators,
  users,
} from '../../db/schema/index';

const assigner = alias(users, 'assigner');

/** An open or closed assignment with the name of the user who made it. */
const assignmentColumns = {
  operatorAssignmentId: operatorAssignments.operatorAssignmentId,
  operatorId: operatorAssignments.operatorId,
  assetId: operatorAssignments.assetId,
  source: operatorAssignments.source,
  assignedBy: operatorAssignments.assignedBy,
  assignedByName: sql<
    string | null
  >`nullif(trim(concat_ws(' ', ${assigner.firstName}, ${assigner.lastName})), '')`,
  dateAssigned: operatorAssignments.dateAssigned,
  dateUnassigned: operatorAssignments.dateUnassigned,
  unassignedSource: operatorAssignments.unassignedSource,
  unassignedBy: operatorAssignments.unassignedBy,
  isDefault: operatorAssignments.isDefault,
};

export type OperatorRow = typeof operators.$inferSelect;

/** One of the company's operators; a deleted one only when asked for. */
export async function findOperator(
  db: Db,
  companyId: number,
  operatorId: number,
  includeDeleted = false,
): Promise<OperatorRow | undefined> {
  const [row] = await db
    .select()
    .from(operators)
    .where(
      and(
        eq(operators.companyId, companyId),
        eq(operators.operatorId, operatorId),
        includeDeleted ? undefined : isNull(operators.deletedAt),
      ),
    );
  return row;
}

/** The company's operators who are not deleted, by last then first name. */
export async function listOperators(db: Db, companyId: number): Promise<OperatorRow[]> {
  return db
    .select()
    .from(operators)
    .where(and(eq(operators.companyId, companyId), isNull(operators.deletedAt)))
    .orderBy(asc(operators.lastName), asc(operators.firstName), asc(operators.operatorId));
}

/** The open assignments (the asset each runs now) of some of the company's operators. */
export async function openAssignmentsOf(db: Db, companyId: number, operatorIds: number[]) {
  if (operatorIds.length === 0) return [];
  return db
    .select(assignmentColumns)
    .from(operatorAssignments)
    .leftJoin(assigner, eq(assigner.userId, operatorAssignments.assignedBy))
    .where(
      and(
        eq(operatorAssignments.companyId, companyId),
        inArray(operatorAssignments.operatorId, operatorIds),
        isNull(operatorAssignments.dateUnassigned),
      ),
    );
}
export type AssignmentRow = Awaited<ReturnType<typeof openAssignmentsOf>>[number];

/** The asset's open assignment, if someone runs it now. */
export async function openAssignmentOfAsset(
  db: Db,
  companyId: number,
  assetId: number,
): Promise<AssignmentRow | undefined> {
  const [row] = await db
    .select(assignmentColumns)
    .from(operatorAssignments)
    .leftJoin(assigner, eq(assigner.userId, operatorAssignments.assignedBy))
    .where(
      and(
        eq(operatorAssignments.companyId, companyId),
        eq(operatorAssignments.assetId, assetId),
        isNull(operatorAssignments.dateUnassigned),
      ),
    );
  return row;
}

export interface Unassignment {
  at: Date;
  source: string;
  by: number | null;
}

/**
 * Closes the open assignments of the asset and of the operator (a driver runs one machine at a
 * time), except one of this operator on this asset. Returns the assets they were on.
 */
export async function closeOpenAssignments(
  db: Db,
  companyId: number,
  target: { assetId: number; operatorId: number | null },
  how: Unassignment,
): Promise<number[]> {
  const ofAsset = eq(operatorAssignments.assetId, target.assetId);
  const which =
    target.operatorId === null
      ? ofAsset
      : or(
          and(ofAsset, ne(operatorAssignments.operatorId, target.operatorId)),
          and(
            eq(operatorAssignments.operatorId, target.operatorId),
            ne(operatorAssignments.assetId, target.assetId),
          ),
        );
  const closed = await db
    .update(operatorAssignments)
    .set({ dateUnassigned: how.at, unassignedSource: how.source, unassignedBy: how.by })
    .where(
      and(
        eq(operatorAssignments.companyId, companyId),
        isNull(operatorAssignments.dateUnassigned),
        which,
      ),
    )
    .returning({ assetId: operatorAssignments.assetId });
  return closed.map((row) => row.assetId);
}

/**
 * The assets' driver name (spec 1 §3 driver_name, what the map, its search and the card show)
 * follows their open assignment: the operator's name, or none once nobody drives. Only assets
 * whose assignment just changed are given, so a name a tracker reported elsewhere stays.
 */
export async function syncDriverNames(db: Db, companyId: number, assetIds: number[]) {
  if (assetIds.length === 0) return;
  await db.execute(sql`
    update assets a set driver_name = (
      select o.first_name || ' ' || o.last_name
      from operator_assignments oa join operators o on o.operator_id = oa.operator_id
      where oa.asset_id = a.asset_id and oa.date_unassigned is null
      limit 1)
    where a.company_id = ${companyId}
      and a.asset_id in (${sql.join(
        assetIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
}

export async function insertAssignment(db: Db, values: typeof operatorAssignments.$inferInsert) {
  const [row] = await db.insert(operatorAssignments).values(values).returning();
  if (!row) throw new Error('operator assignment insert returned nothing');
  return row;
}

export interface PendingFilter {
  pendingOperatorId?: number | undefined;
  ftsAiProfileId?: string | undefined;
  identifiedOperatorId?: number | undefined;
  assetId?: number | undefined;
  includeIdentified: boolean;
  eventStart?: Date | undefined;
  eventEnd?: Date | undefined;
  vendorCameraId?: string | undefined;
}

/** The company's pending operators matching every filter given, newest event first. */
export async function listPendingOperators(
  db: Db,
  companyId: number,
  filter: PendingFilter,
  limit: number,
) {
  const p = pendingOperators;
  return db
    .select()
    .from(p)
    .where(
      and(
        eq(p.companyId, companyId),
        filter.pendingOperatorId === undefined
          ? undefined
          : eq(p.pendingOperatorId, filter.pendingOperatorId),
        filter.ftsAiProfileId === undefined
          ? undefined
          : eq(p.ftsAiProfileId, filter.ftsAiProfileId),
        filter.identifiedOperatorId === undefined
          ? undefined
          : eq(p.identifiedOperatorId, filter.identifiedOperatorId),
        // Asking for the drivers named as someone means asking for identified ones too.
        filter.includeIdentified || filter.identifiedOperatorId !== undefined
          ? undefined
          : isNull(p.identifiedOperatorId),
        filter.assetId === undefined ? undefined : eq(p.assetId, filter.assetId),
        filter.eventStart === undefined ? undefined : gte(p.eventDate, filter.eventStart),
        filter.eventEnd === undefined ? undefined : lte(p.eventDate, filter.eventEnd),
        filter.vendorCameraId === undefined
          ? undefined
          : eq(p.vendorCameraId, filter.vendorCameraId),
      ),
    )
    .orderBy(desc(p.eventDate), desc(p.pendingOperatorId))
    .limit(limit);
}

export async function insertOperator(db: Db, values: typeof operators.$inferInsert) {
  const [row] = await db.insert(operators).values(values).returning();
  if (!row) throw new Error('operator insert returned nothing');
  return row;
}

/** One of the company's sightings, locked for the caller's transaction (two namings race). */
export async function lockPendingOperator(db: Db, companyId: number, pendingOperatorId: number) {
  const [row] = await db
    .select()
    .from(pendingOperators)
    .where(
      and(
        eq(pendingOperators.companyId, companyId),
        eq(pendingOperators.pendingOperatorId, pendingOperatorId),
      ),
    )
    .for('update');
  return row;
}

/**
 * Names every unnamed sighting of one face profile at once: the camera's profile is one
 * person, so naming one sighting names them all (their assets' warnings go together).
 * Answers the sightings named, newest first.
 */
export async function identifyProfile(
  db: Db,
  companyId: number,
  ftsAiProfileId: string,
  operatorId: number,
) {
  return db
    .update(pendingOperators)
    .set({ identifiedOperatorId: operatorId })
    .where(
      and(
        eq(pendingOperators.companyId, companyId),
        eq(pendingOperators.ftsAiProfileId, ftsAiProfileId),
        isNull(pendingOperators.identifiedOperatorId),
      ),
    )
    .returning({
      assetId: pendingOperators.assetId,
      eventDate: pendingOperators.eventDate,
    });
}

/** The names of the company's assets among `assetIds`. */
export async function assetNames(
  db: Db,
  companyId: number,
  assetIds: number[],
): Promise<Map<number, string>> {
  if (assetIds.length === 0) return new Map();
  const rows = await db
    .select({ assetId: assets.assetId, name: assets.customName })
    .from(assets)
    .where(and(eq(assets.companyId, companyId), inArray(assets.assetId, assetIds)));
  return new Map(rows.map((row) => [row.assetId, row.name]));
}
