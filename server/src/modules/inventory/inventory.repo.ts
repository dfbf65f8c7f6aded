import { sql, type SQL } from 'drizzle-orm';
import {
  INVENTORY_NONE_KEY,
  INVENTORY_STATUS,
  PROVIDER_VENDOR_NAME,
  RENTAL_STATUS,
  ASSET_TYPE,
  type InventoryFacetId,
  type InventoryQueryField,
} from '@fleet/domain';
import type { Db } from '../../db/client';
import { assetAliasInService } from '../../db/asset-in-service';
import { rowsOf } from '../../db/rows';

/** The filters of one inventory query, already checked (ids are integers). */
export interface InventoryCriteria {
  companyId: number;
  queryField: InventoryQueryField;
  /** Trimmed; empty matches every asset. */
  queryValue: string;
  /** Per facet: the chosen values (ids, or vendor names); absent = every value. */
  filters: Partial<Record<InventoryFacetId, string[]>>;
}

/**
 * The asset's live rental (docs/INVENTORY.md: the on-rent one, else the earliest of statuses
 * 1–4) is kept on the asset by the rentals trigger of migration 0008 (assets.live_*): filters
 * and counts read those columns, and only a page's rows look the rental itself up, by its key.
 */
const liveRental = sql`left join rentals r on r.rental_id = a.live_rental_id`;

/**
 * Every inventory asset of one company (in service: archived ones leave the inventory, its
 * facets, by-class counts and export) with what its filters read, the search applied: the
 * status shown (11 On-rent while the live rental is on rent) and the vendor (the vendor entity
 * for a third-party rental, the provider for 'es', the company itself otherwise). Makes, models
 * and jobsites are joined only when shown or searched.
 */
function inventoryBase(
  criteria: InventoryCriteria,
  options: { details: boolean },
  joins: SQL = sql``,
): SQL {
  const searched = criteria.queryValue === '' ? null : criteria.queryField;
  const needs = (field: InventoryQueryField) => options.details || searched === field;
  return sql`
    from assets a
    ${options.details ? sql`join companies co on co.company_id = a.company_id` : sql``}
    ${options.details ? sql`left join vendor_entities v on v.entity_id = a.live_vendor_id` : sql``}
    ${needs('jobsite') ? sql`${liveRental} left join locations l on l.location_id = r.location_id` : sql``}
    ${needs('make') ? sql`left join equipment_makes mk on mk.equipment_make_id = a.equipment_make_id` : sql``}
    ${needs('model') ? sql`left join equipment_models md on md.equipment_model_id = a.equipment_model_id` : sql``}
    ${joins}
    where a.company_id = ${criteria.companyId} and ${assetAliasInService}
      and ${searchPredicate(criteria)}`;
}

const statusExpr = sql`(case when a.live_rental_status_id = ${RENTAL_STATUS.onRent} then ${INVENTORY_STATUS.onRent} else a.inventory_status_id end)`;
/** The vendor shown, from the live rental's vendor type (`t`), vendor (`v`) and company (`co`). */
const vendorOf = (t: SQL) =>
  sql`(case ${t} when 'tp' then coalesce(v.name, co.name) when 'es' then ${PROVIDER_VENDOR_NAME}::text else co.name end)`;
const vendorExpr = vendorOf(sql`a.live_vendor_type`);

/** A LIKE pattern matching the text anywhere, its wildcards taken literally. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchPredicate({ queryField, queryValue }: InventoryCriteria): SQL {
  if (queryValue === '') return sql`true`;
  const pattern = containing(queryValue);
  switch (queryField) {
    case 'name':
      return sql`a.custom_name ilike ${pattern}`;
    case 'make':
      return sql`mk.name ilike ${pattern}`;
    case 'model':
      return sql`coalesce(md.name, a.model) ilike ${pattern}`;
    case 'jobsite':
      return sql`l.nickname ilike ${pattern}`;
  }
}

const intList = (values: string[]): SQL =>
  sql.join(
    values.map((v) => sql`${Number(v)}`),
    sql`, `,
  );

/** An optional id column: 'none' chooses the assets without one. */
function idMatch(column: SQL, values: string[]): SQL {
  const ids = values.filter((v) => v !== INVENTORY_NONE_KEY);
  const parts: SQL[] = [];
  if (ids.length > 0) parts.push(sql`${column} in (${intList(ids)})`);
  if (ids.length < values.length) parts.push(sql`${column} is null`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** One facet's filter; true when nothing is chosen. */
function facetMatch(criteria: InventoryCriteria, facet: InventoryFacetId): SQL {
  const values = criteria.filters[facet];
  if (!values || values.length === 0) return sql`true`;
  switch (facet) {
    case 'BRANCHES':
      return idMatch(sql`a.inventory_branch_id`, values);
    case 'INVENTORY_CATEGORY':
      return idMatch(sql`a.category_id`, values);
    case 'INVENTORY_CLASS':
      return idMatch(sql`a.equipment_class_id`, values);
    case 'ASSET_TYPE_ID':
      return sql`a.asset_type_id in (${intList(values)})`;
    case 'INVENTORY_STATUS':
      return sql`${statusExpr} in (${intList(values)})`;
    case 'RENTAL_VENDOR':
      return sql`${vendorExpr} in (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`;
  }
}

const FACETS: readonly InventoryFacetId[] = [
  'BRANCHES',
  'INVENTORY_CATEGORY',
  'ASSET_TYPE_ID',
  'INVENTORY_STATUS',
  'RENTAL_VENDOR',
  'INVENTORY_CLASS',
];

function allFilters(criteria: InventoryCriteria): SQL {
  return sql.join(
    FACETS.map((f) => facetMatch(criteria, f)),
    sql` and `,
  );
}

export interface InventoryItemRow {
  asset_id: number;
  custom_name: string;
  description: string;
  asset_type_id: number;
  make_name: string | null;
  model: string | null;
  class_name: string | null;
  status_id: number;
  vendor: string;
  jobsite: string | null;
  rental_id: number | null;
  rental_status_id: number | null;
  start_date: string | Date | null;
  end_date: string | Date | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  cannot_rent: boolean;
}

/**
 * One page of the inventory in name order, after the (custom_name, asset_id) cursor: the
 * company's name index serves the order, so a page costs its rows, not the whole fleet.
 */
export async function findInventoryPage(
  db: Db,
  criteria: InventoryCriteria,
  page: { size: number; after: { name: string; id: number } | null },
): Promise<InventoryItemRow[]> {
  const after = page.after
    ? sql`(a.custom_name, a.asset_id) > (${page.after.name}, ${page.after.id})`
    : sql`true`;
  const result = await db.execute(sql`
    select a.asset_id, a.custom_name, a.description, a.asset_type_id,
      mk.name as make_name, coalesce(md.name, a.model) as model, ec.name as class_name,
      ${statusExpr} as status_id, ${vendorExpr} as vendor, l.nickname as jobsite,
      r.rental_id, r.rental_status_id, r.start_date, r.end_date,
      s.status->>'street' as street, s.status->>'city' as city, s.status->'state'->>'abbreviation' as state,
      s.status->>'zip_code' as zip_code,
      (case when a.asset_type_id = ${ASSET_TYPE.vehicle}
        then not coalesce(cp.allow_internal_rentals_vehicles, true)
        else not coalesce(cp.allow_internal_rentals_equipment, true) end) as cannot_rent
    ${inventoryBase(criteria, { details: true }, itemJoins)}
      and ${allFilters(criteria)} and ${after}
    order by a.custom_name, a.asset_id
    limit ${page.size}`);
  return rowsOf<InventoryItemRow>(result);
}

/** What an item shows beyond what the filters read. */
const itemJoins = sql`
  left join equipment_classes ec on ec.equipment_class_id = a.equipment_class_id
  left join asset_statuses s on s.asset_id = a.asset_id
  left join company_preferences cp on cp.company_id = a.company_id`;

/** One combination of the facets' values and how many assets of the search have it. */
export interface ComboRow {
  branch: number | null;
  branch_name: string | null;
  category: number | null;
  category_name: string | null;
  asset_type: number;
  status: number;
  vendor: string;
  class: number | null;
  class_name: string | null;
  count: number;
}

/**
 * The search's assets grouped by every facet's value at once: one scan, one hash aggregate.
 * Each facet's counts (with every OTHER filter applied) and the by-class entries are sums over
 * these combinations (inventory.service.ts), so no filter is evaluated 100,000 times per facet.
 */
export async function findInventoryCombos(
  db: Db,
  criteria: InventoryCriteria,
): Promise<ComboRow[]> {
  const result = await db.execute(sql`
    select g.branch, g.category, g.asset_type, g.status, g.class, g.count,
      ${vendorOf(sql`g.vendor_type`)} as vendor,
      b.name as branch_name, c.name as category_name, ec.name as class_name
    from (
      select a.inventory_branch_id as branch, a.category_id as category,
        a.asset_type_id as asset_type, ${statusExpr} as status,
        a.live_vendor_type as vendor_type, a.live_vendor_id as vendor_id,
        a.equipment_class_id as class, count(*)::int as count
      ${inventoryBase(criteria, { details: false })}
      group by 1, 2, 3, 4, 5, 6, 7
    ) g
    join companies co on co.company_id = ${criteria.companyId}
    left join vendor_entities v on v.entity_id = g.vendor_id
    left join branches b on b.branch_id = g.branch
    left join categories c on c.category_id = g.category
    left join equipment_classes ec on ec.equipment_class_id = g.class`);
  return rowsOf<ComboRow>(result);
}
