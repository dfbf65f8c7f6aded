import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { productLabel } from '@fleet/domain';
import type { Db } from '../../db/client';
import {
  assets,
  equipmentMakes,
  importJobs,
  importMappings,
  importRows,
  organizations,
  products,
  resources,
  states,
} from '../../db/schema/index';
import type { StoredImportField } from '../../db/schema/imports';

export type ImportJobRow = typeof importJobs.$inferSelect;
export type ImportRowRecord = typeof importRows.$inferSelect;
export type NewImportRow = typeof importRows.$inferInsert;

export async function insertImportJob(db: Db, job: typeof importJobs.$inferInsert) {
  const [row] = await db.insert(importJobs).values(job).returning();
  if (!row) throw new Error('import job insert returned nothing');
  return row;
}

export async function insertImportRows(db: Db, rows: NewImportRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(importRows).values(rows);
}

/** The company's job, locked for the caller's transaction when `forUpdate`. */
export async function findImportJob(db: Db, companyId: number, jobId: string, forUpdate = false) {
  const query = db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.companyId, companyId), eq(importJobs.jobId, jobId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function setImportJob(
  db: Db,
  jobId: string,
  values: Partial<Pick<ImportJobRow, 'status' | 'rowCount' | 'undoneAt'>>,
) {
  const [row] = await db
    .update(importJobs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(importJobs.jobId, jobId))
    .returning();
  if (!row) throw new Error('import job update found nothing');
  return row;
}

export async function listImportJobs(db: Db, companyId: number, limit: number, offset: number) {
  return db
    .select()
    .from(importJobs)
    .where(eq(importJobs.companyId, companyId))
    .orderBy(desc(importJobs.createdAt))
    .limit(limit)
    .offset(offset);
}

export async function countJobAssets(db: Db, jobIds: string[]): Promise<Map<string, number>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select({ jobId: importRows.jobId, created: count() })
    .from(importRows)
    .where(
      and(
        inArray(importRows.jobId, jobIds),
        eq(importRows.status, 'COMPLETED'),
        isNull(importRows.deletedAt),
      ),
    )
    .groupBy(importRows.jobId);
  return new Map(rows.map((row) => [row.jobId, row.created]));
}

const liveRow = (jobId: string) => and(eq(importRows.jobId, jobId), isNull(importRows.deletedAt));

/** spec 2 §2 dialog tabs: 1 all (clean and issue rows), 2 clean, 3 with issues; completed rows leave. */
const tabCondition = (tab: number) =>
  tab === 2
    ? eq(importRows.status, 'READY')
    : tab === 3
      ? inArray(importRows.status, ['NEEDS_ATTENTION', 'FAILED'])
      : ne(importRows.status, 'COMPLETED');

export async function listImportRows(
  db: Db,
  jobId: string,
  tab: number,
  limit: number,
  offset: number,
) {
  return db
    .select()
    .from(importRows)
    .where(and(liveRow(jobId), tabCondition(tab)))
    .orderBy(asc(importRows.rowNumber))
    .limit(limit)
    .offset(offset);
}

export async function countImportRowsByStatus(db: Db, jobId: string) {
  return db
    .select({ status: importRows.status, rows: count() })
    .from(importRows)
    .where(liveRow(jobId))
    .groupBy(importRows.status);
}

/** Rows needing attention per area: the product field, the designation, any other field. */
export async function countImportIssues(db: Db, jobId: string) {
  const [row] = await db
    .select({
      product:
        sql<number>`count(*) filter (where ${importRows.fields}->'productId'->>'status' = 'NEEDS_ATTENTION')`.mapWith(
          Number,
        ),
      resource:
        sql<number>`count(*) filter (where ${importRows.fields}->'resourceId'->>'status' = 'NEEDS_ATTENTION')`.mapWith(
          Number,
        ),
      other:
        sql<number>`count(*) filter (where exists (select 1 from jsonb_each(${importRows.fields}) f where f.key not in ('productId', 'resourceId') and f.value->>'status' = 'NEEDS_ATTENTION'))`.mapWith(
          Number,
        ),
    })
    .from(importRows)
    .where(and(liveRow(jobId), ne(importRows.status, 'COMPLETED')));
  return row ?? { product: 0, resource: 0, other: 0 };
}

/** The job's live rows among `rowIds` (all of them when null), locked for the transaction. */
export async function lockImportRows(db: Db, jobId: string, rowIds: number[] | null) {
  return db
    .select()
    .from(importRows)
    .where(and(liveRow(jobId), rowIds === null ? undefined : inArray(importRows.rowId, rowIds)))
    .orderBy(asc(importRows.rowNumber))
    .for('update');
}

export async function updateImportRow(
  db: Db,
  rowId: number,
  values: Partial<Pick<ImportRowRecord, 'status' | 'fields' | 'createdAssetId' | 'issues'>>,
) {
  await db
    .update(importRows)
    .set({ ...values, version: sql`${importRows.version} + 1`, updatedAt: new Date() })
    .where(eq(importRows.rowId, rowId));
}

/**
 * A background match's answers, one statement for a batch. Each row is written only if nobody
 * changed it since it was read (its version): a user's later choice of product is never
 * overwritten by a late match. Answers the ids written.
 */
export async function writeMatchedRows(
  db: Db,
  rows: Array<{
    rowId: number;
    version: number;
    status: string;
    fields: Record<string, StoredImportField>;
  }>,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const json = JSON.stringify(
    rows.map((row) => ({
      row_id: row.rowId,
      version: row.version,
      status: row.status,
      fields: row.fields,
    })),
  );
  const written = await db.execute(sql`
    update import_rows r
    set status = v.status, fields = v.fields, version = r.version + 1, updated_at = now()
    from jsonb_to_recordset(${json}::jsonb) as v(row_id int, version int, status text, fields jsonb)
    where r.row_id = v.row_id and r.version = v.version and r.deleted_at is null
    returning r.row_id`);
  return (written as { rows: Array<{ row_id: number }> }).rows.map((row) => Number(row.row_id));
}

/** Rows whose product is still being matched, oldest job first. */
export async function findPendingProductRows(db: Db, limit: number) {
  return db
    .select()
    .from(importRows)
    .where(
      and(
        isNull(importRows.deletedAt),
        eq(importRows.status, 'PENDING'),
        sql`${importRows.fields}->'productId'->>'status' = 'PENDING'`,
      ),
    )
    .orderBy(asc(importRows.rowId))
    .limit(limit);
}

export async function markRowsDeleted(db: Db, jobId: string, rowIds: number[]) {
  return db
    .update(importRows)
    .set({ deletedAt: new Date(), version: sql`${importRows.version} + 1` })
    .where(
      and(liveRow(jobId), inArray(importRows.rowId, rowIds), ne(importRows.status, 'COMPLETED')),
    )
    .returning({ rowId: importRows.rowId });
}

export async function countLiveOpenRows(db: Db, jobId: string): Promise<number> {
  const [row] = await db
    .select({ rows: count() })
    .from(importRows)
    .where(and(liveRow(jobId), ne(importRows.status, 'COMPLETED')));
  return row?.rows ?? 0;
}

// Lookups the row checks need, each one query for a whole batch.

export async function findStateNames(db: Db) {
  return db.select({ abbreviation: states.abbreviation, name: states.name }).from(states);
}

/** The company's location designations, for matching a row's home base by value or path. */
export async function findLocationResources(db: Db, companyId: number) {
  return db
    .select({ resourceId: resources.resourceId, value: resources.value, path: resources.path })
    .from(resources)
    .where(and(eq(resources.companyId, companyId), eq(resources.hierarchyMapType, 'location')));
}

export async function findResourcesByIds(db: Db, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      resourceId: resources.resourceId,
      value: resources.value,
      path: resources.path,
      type: resources.hierarchyMapType,
    })
    .from(resources)
    .where(and(eq(resources.companyId, companyId), inArray(resources.resourceId, ids)));
}

export async function findGroupsByName(db: Db, companyId: number) {
  return db
    .select({ organizationId: organizations.organizationId, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.companyId, companyId));
}

export async function insertGroups(db: Db, companyId: number, names: string[]) {
  if (names.length === 0) return [];
  return db
    .insert(organizations)
    .values(names.map((name) => ({ companyId, name })))
    .onConflictDoNothing()
    .returning({ organizationId: organizations.organizationId, name: organizations.name });
}

export async function readImportMapping(db: Db, companyId: number) {
  const [row] = await db
    .select()
    .from(importMappings)
    .where(eq(importMappings.companyId, companyId));
  return row?.mapping;
}

export async function saveImportMapping(
  db: Db,
  companyId: number,
  mapping: Record<string, string>,
) {
  await db
    .insert(importMappings)
    .values({ companyId, mapping })
    .onConflictDoUpdate({
      target: importMappings.companyId,
      set: { mapping, updatedAt: new Date() },
    });
}

/**
 * Tables whose rows mean an asset has been used: an import with such assets is not undone.
 * Every table that points at an asset is here or in UNDONE_WITH_THE_ASSET (a test holds the
 * database's foreign keys to that), so an undo never trips over one with a 500.
 */
export const HISTORY_TABLES = [
  'rentals',
  'positions',
  'work_orders',
  'service_requests',
  'asset_service_records',
  'operator_assignments',
  'asset_keypad_entries',
  'share_links',
  'tracker_requests',
  'photos',
  // A camera installed since: take it off first (its record points at the asset).
  'cameras',
  // A camera that rode on it since, even one taken off again: its install history names it.
  'camera_installs',
  // Filmed by a camera since, even one taken off again; a sighting of a driver in it.
  'safety_events',
  'pending_operators',
  'alerts',
  'quote_lines',
  'invoice_line_items',
] as const;

/** What an asset's creation or its unused life wrote: taken back with the asset. */
export const UNDONE_WITH_THE_ASSET = [
  'asset_resources',
  'asset_statuses',
  // The dashboard's usage of an imported asset that reported before the undo.
  'asset_daily_usage',
  'asset_usage_windows',
  'branch_assignments',
  'organization_assets',
  // Judged by the sweeps on their own: the service-due state and the alert rules' memory.
  'asset_service_due',
  'alert_rule_states',
] as const;

/** Assets an import created that have since gained rentals or history (undo refuses them). */
export async function findImportAssetsWithHistory(db: Db, companyId: number, jobId: string) {
  const used = HISTORY_TABLES.map(
    (table) =>
      sql`exists (select 1 from ${sql.identifier(table)} h where h.asset_id = ${assets.assetId})`,
  );
  return db
    .select({ assetId: assets.assetId, customName: assets.customName })
    .from(assets)
    .where(and(eq(assets.companyId, companyId), eq(assets.importJobId, jobId), or(...used)))
    .limit(5);
}

/**
 * Takes back an import's assets with what their creation wrote (statuses, branch assignments,
 * groups, designations); the import's rows keep their record. Answers the ids removed.
 */
export async function deleteImportAssets(
  db: Db,
  companyId: number,
  jobId: string,
): Promise<number[]> {
  const ids = (
    await db
      .select({ assetId: assets.assetId })
      .from(assets)
      .where(and(eq(assets.companyId, companyId), eq(assets.importJobId, jobId)))
      .for('update')
  ).map((row) => row.assetId);
  if (ids.length === 0) return [];
  for (const table of UNDONE_WITH_THE_ASSET) {
    await db.execute(sql`delete from ${sql.identifier(table)} where asset_id in ${ids}`);
  }
  await db
    .update(importRows)
    .set({ createdAssetId: null, deletedAt: new Date() })
    .where(inArray(importRows.createdAssetId, ids));
  await db.delete(assets).where(inArray(assets.assetId, ids));
  return ids;
}

/** Of these product ids, those the company sees (shared or its own, not archived), with labels. */
export async function findVisibleProducts(
  db: Db,
  companyId: number,
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      productId: products.productId,
      year: products.year,
      make: equipmentMakes.name,
      model: products.model,
      variant: products.variant,
    })
    .from(products)
    .innerJoin(equipmentMakes, eq(equipmentMakes.equipmentMakeId, products.equipmentMakeId))
    .where(
      and(
        inArray(products.productId, ids),
        eq(products.isDeleted, false),
        or(isNull(products.companyId), eq(products.companyId, companyId)),
      ),
    );
  return new Map(rows.map((row) => [row.productId, productLabel(row)]));
}
