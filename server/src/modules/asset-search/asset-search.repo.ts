import { sql, type SQL } from 'drizzle-orm';
import type { AssetSearchSort } from '@fleet/domain';
import type { Db } from '../../db/client';
import { assetAliasInService } from '../../db/asset-in-service';
import { rowsOf } from '../../db/rows';

/** One register search, already checked: ids are integers, the text trimmed. */
export interface AssetSearchCriteria {
  companyId: number;
  /** Empty matches every asset. */
  text: string;
  assetTypeIds: number[] | undefined;
  hasTracker: boolean | undefined;
  branchId: number | undefined;
  groupId: number | undefined;
  serviceDue: 'due' | 'overdue' | undefined;
  /** Tracked assets whose newest fix is older than this, or that never reported. */
  silentBefore: Date | undefined;
}

export interface AssetSearchOrder {
  sort: AssetSearchSort;
  desc: boolean;
  limit: number;
  offset: number;
}

/** A LIKE pattern matching the text anywhere, its wildcards taken literally. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The free text over name, serial, VIN, make and model, any case. The asset's own fields are
 * one ILIKE over their concatenation (one pattern match a row instead of four; the separator,
 * a control character nobody types, keeps a match from spanning two fields). Makes and
 * catalogue models are matched by id lists from their own small tables, so the search never
 * joins them for every asset.
 */
function textMatch(text: string): SQL {
  if (text === '') return sql`true`;
  const p = containing(text);
  return sql`((a.custom_name || chr(1) || coalesce(a.serial_number, '') || chr(1)
      || coalesce(a.vin, '') || chr(1) || coalesce(a.model, '')) ilike ${p}
    or a.equipment_make_id in (select equipment_make_id from equipment_makes where name ilike ${p})
    or a.equipment_model_id in (select equipment_model_id from equipment_models where name ilike ${p}))`;
}

/** True when the search narrows nothing: its count is the company's, known from the aggregations. */
export const isWholeCompany = (c: AssetSearchCriteria): boolean =>
  c.text === '' &&
  (c.assetTypeIds === undefined || c.assetTypeIds.length === 0) &&
  c.hasTracker === undefined &&
  c.branchId === undefined &&
  c.groupId === undefined &&
  c.serviceDue === undefined &&
  c.silentBefore === undefined;

/** The company's assets in service that pass the search and every filter (`a` is assets). */
function matching(c: AssetSearchCriteria): SQL {
  const parts: SQL[] = [sql`a.company_id = ${c.companyId}`, assetAliasInService, textMatch(c.text)];
  if (c.assetTypeIds && c.assetTypeIds.length > 0) {
    const ids = sql.join(
      c.assetTypeIds.map((typeId) => sql`${typeId}`),
      sql`, `,
    );
    parts.push(sql`a.asset_type_id in (${ids})`);
  }
  if (c.hasTracker !== undefined) {
    parts.push(c.hasTracker ? sql`a.tracker_id is not null` : sql`a.tracker_id is null`);
  }
  if (c.branchId !== undefined) parts.push(sql`a.inventory_branch_id = ${c.branchId}`);
  if (c.groupId !== undefined) {
    parts.push(sql`exists (select 1 from organization_assets oa
      where oa.organization_id = ${c.groupId} and oa.asset_id = a.asset_id
        and oa.company_id = ${c.companyId})`);
  }
  if (c.serviceDue !== undefined) {
    // What the service-due sweep last judged (asset_service_due), as the dashboard's tile.
    const overdue = c.serviceDue === 'overdue' ? sql`and d.is_overdue` : sql``;
    parts.push(sql`exists (select 1 from asset_service_due d
      where d.asset_id = a.asset_id and d.company_id = ${c.companyId} ${overdue})`);
  }
  if (c.silentBefore !== undefined) {
    // The dashboard's not-reporting rule: a tracker, and no fix since, or none at all.
    parts.push(sql`a.tracker_id is not null and not exists (select 1 from asset_statuses st
      where st.asset_id = a.asset_id
        and st.last_fix_time >= ${c.silentBefore.toISOString()}::timestamptz)`);
  }
  return sql.join(parts, sql` and `);
}

/** What each sort orders by, and the join it needs (only that one, for the whole search). */
const SORTS: Record<AssetSearchSort, { expr: SQL; join: SQL }> = {
  name: { expr: sql`a.custom_name`, join: sql`` },
  type: { expr: sql`a.asset_type_id`, join: sql`` },
  make: {
    expr: sql`mk.name`,
    join: sql`left join equipment_makes mk on mk.equipment_make_id = a.equipment_make_id`,
  },
  model: {
    expr: sql`coalesce(md.name, a.model)`,
    join: sql`left join equipment_models md on md.equipment_model_id = a.equipment_model_id`,
  },
  year: { expr: sql`a.year`, join: sql`` },
  hours: {
    expr: sql`(s.status->>'hours')::float8`,
    join: sql`left join asset_statuses s on s.asset_id = a.asset_id`,
  },
  odometer: {
    expr: sql`(s.status->>'odometer')::float8`,
    join: sql`left join asset_statuses s on s.asset_id = a.asset_id`,
  },
};

/**
 * The ids of one page, in order. Ties (and the name sort itself) go on by name and id, so a
 * page boundary never repeats or skips an asset; by name the company's (company_id,
 * custom_name, asset_id) index serves the order, so a page costs its rows.
 */
export async function findPageIds(
  db: Db,
  criteria: AssetSearchCriteria,
  order: AssetSearchOrder,
): Promise<number[]> {
  const dir = order.desc ? sql`desc` : sql`asc`;
  const { expr, join } = SORTS[order.sort];
  const by =
    order.sort === 'name'
      ? sql`a.custom_name ${dir}, a.asset_id ${dir}`
      : sql`${expr} ${dir} nulls last, a.custom_name, a.asset_id`;
  const result = await db.execute(sql`
    select a.asset_id from assets a ${join}
    where ${matching(criteria)}
    order by ${by}
    limit ${order.limit} offset ${order.offset}`);
  return rowsOf<{ asset_id: number }>(result).map((row) => Number(row.asset_id));
}

export async function countMatching(db: Db, criteria: AssetSearchCriteria): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as count from assets a where ${matching(criteria)}`,
  );
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
}

export interface AssetSearchRow {
  asset_id: number;
  custom_name: string;
  serial_number: string | null;
  vin: string | null;
  custom_model: string | null;
  asset_type_id: number;
  asset_kind: string;
  make: string | null;
  model: string | null;
  year: number | null;
  hours: number | null;
  odometer: number | null;
  tracker_id: number | null;
  tracker_serial: string | null;
  camera_id: number | null;
  archived_status: string | null;
  product_id: number | null;
  product_year: number | null;
  product_make: string | null;
  product_model: string | null;
  product_variant: string | null;
  operator_id: number | null;
  operator_first_name: string | null;
  operator_last_name: string | null;
  service_interval_name: string | null;
  service_is_overdue: boolean | null;
  service_remaining: number | null;
  service_unit: 'days' | 'miles' | 'hours' | null;
  last_fix_time: string | Date | null;
}

/** What a page's rows show, read by their keys (the page is at most 100 assets). */
export async function findSearchRows(
  db: Db,
  companyId: number,
  assetIds: number[],
): Promise<AssetSearchRow[]> {
  if (assetIds.length === 0) return [];
  const ids = sql.join(
    assetIds.map((assetId) => sql`${assetId}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select a.asset_id, a.custom_name, a.serial_number, a.vin, a.model as custom_model,
      a.asset_type_id, a.asset_kind, mk.name as make, coalesce(md.name, a.model) as model, a.year,
      (s.status->>'hours')::float8 as hours, (s.status->>'odometer')::float8 as odometer,
      a.tracker_id, t.device_serial as tracker_serial, a.camera_id, a.archived_status,
      p.product_id, p.year as product_year, pmk.name as product_make, p.model as product_model,
      p.variant as product_variant,
      o.operator_id, o.first_name as operator_first_name, o.last_name as operator_last_name,
      d.interval_name as service_interval_name, d.is_overdue as service_is_overdue,
      d.remaining as service_remaining, d.unit as service_unit, s.last_fix_time
    from assets a
    left join equipment_makes mk on mk.equipment_make_id = a.equipment_make_id
    left join equipment_models md on md.equipment_model_id = a.equipment_model_id
    left join asset_statuses s on s.asset_id = a.asset_id
    left join trackers t on t.tracker_id = a.tracker_id
    left join products p on p.product_id = a.product_id
    left join equipment_makes pmk on pmk.equipment_make_id = p.equipment_make_id
    left join operator_assignments oa on oa.asset_id = a.asset_id and oa.date_unassigned is null
    left join operators o on o.operator_id = oa.operator_id
    left join asset_service_due d on d.asset_id = a.asset_id
    where a.company_id = ${companyId} and a.asset_id in (${ids})`);
  return rowsOf<AssetSearchRow>(result);
}

/** The groups of a page's assets, by name. */
export async function findGroupsOf(db: Db, companyId: number, assetIds: number[]) {
  if (assetIds.length === 0) return [];
  const ids = sql.join(
    assetIds.map((assetId) => sql`${assetId}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select oa.asset_id, o.organization_id as id, o.name
    from organization_assets oa join organizations o on o.organization_id = oa.organization_id
    where oa.company_id = ${companyId} and oa.asset_id in (${ids})
    order by o.name, o.organization_id`);
  return rowsOf<{ asset_id: number; id: number; name: string }>(result);
}

/** The reporting designations of a page's assets, by path. */
export async function findResourcesOf(db: Db, companyId: number, assetIds: number[]) {
  if (assetIds.length === 0) return [];
  const ids = sql.join(
    assetIds.map((assetId) => sql`${assetId}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select ar.asset_id, r.resource_id, r.path
    from asset_resources ar join resources r on r.resource_id = ar.resource_id
    where ar.company_id = ${companyId} and ar.asset_id in (${ids})
    order by r.path`);
  return rowsOf<{ asset_id: number; resource_id: number; path: string }>(result);
}

/**
 * spec 2 §7 assetsByType and trackersByType in one scan of the company's assets in service:
 * per asset type, per tracker type (null: no tracker), how many.
 */
export async function countByTypes(db: Db, companyId: number) {
  const result = await db.execute(sql`
    select a.asset_type_id, t.tracker_type_id, count(*)::int as count
    from assets a left join trackers t on t.tracker_id = a.tracker_id
    where a.company_id = ${companyId} and ${assetAliasInService}
    group by 1, 2`);
  return rowsOf<{ asset_type_id: number; tracker_type_id: number | null; count: number }>(result);
}
