import { sql, type SQL } from 'drizzle-orm';
import {
  INVENTORY_NONE_KEY,
  INVENTORY_STATUS,
  LIVE_RENTAL_STATUSES,
  PROVIDER_VENDOR_NAME,
  RENTAL_STATUS,
  ASSET_TYPE,
  type InventoryFacetId,
  type InventoryQueryField,
} from '@fleet/domain';
import type { Db } from '../../db/client';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The filters of one inventory query, already checked (ids are integers). */
export interface InventoryCriteria {
  companyId: number;
  queryField: InventoryQueryField;
  /** Trimmed; empty matches every asset. */
  queryValue: string;
  /** Per facet: the chosen values (ids, or vendor names); absent = every value. */
  filters: Partial<Record<InventoryFacetId, string[]>>;
}

const liveStatuses = sql.join(
  LIVE_RENTAL_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * The asset's live rental (docs/INVENTORY.md): the on-rent one, else the first upcoming of
 * statuses 1–4. Per asset through the rentals' asset index, for a page of a few rows.
 */
const liveRentalPerAsset = sql`left join lateral (
    select rr.rental_id, rr.rental_status_id, rr.vendor_type, rr.vendor_id, rr.location_id,
      rr.start_date, rr.end_date
    from rentals rr
    where rr.asset_id = a.asset_id and rr.rental_status_id in (${liveStatuses})
    order by (rr.rental_status_id = ${RENTAL_STATUS.onRent}) desc, rr.start_date
    limit 1
  ) r on true`;

/** The same, for every asset at once (a scan of the whole inventory joins it by hash). */
const liveRentalsOfCompany = (companyId: number, withDates = false) => sql`left join (
    select distinct on (asset_id) asset_id, rental_id, rental_status_id, vendor_type, vendor_id,
      location_id ${withDates ? sql`, start_date, end_date` : sql``}
    from rentals
    where company_id = ${companyId} and asset_id is not null
      and rental_status_id in (${liveStatuses})
    order by asset_id, (rental_status_id = ${RENTAL_STATUS.onRent}) desc, start_date
  ) r on r.asset_id = a.asset_id`;

/**
 * Every inventory asset of one company with what its filters read, the search applied: the
 * status shown (11 On-rent while the live rental is on rent) and the vendor (the vendor entity
 * for a third-party rental, the provider for 'es', the company itself otherwise). Makes, models
 * and jobsites are joined only when shown or searched.
 */
function inventoryBase(
  criteria: InventoryCriteria,
  rental: SQL,
  options: { details: boolean },
  joins: SQL = sql``,
): SQL {
  const searched = criteria.queryValue === '' ? null : criteria.queryField;
  const needs = (field: InventoryQueryField) => options.details || searched === field;
  return sql`
    from assets a
    join companies co on co.company_id = a.company_id
    ${rental}
    left join vendor_entities v on v.entity_id = r.vendor_id
    ${needs('jobsite') ? sql`left join locations l on l.location_id = r.location_id` : sql``}
    ${needs('make') ? sql`left join equipment_makes mk on mk.equipment_make_id = a.equipment_make_id` : sql``}
    ${needs('model') ? sql`left join equipment_models md on md.equipment_model_id = a.equipment_model_id` : sql``}
    ${joins}
    where a.company_id = ${criteria.companyId} and ${searchPredicate(criteria)}`;
}

const statusExpr = sql`(case when r.rental_status_id = ${RENTAL_STATUS.onRent} then ${INVENTORY_STATUS.onRent} else a.inventory_status_id end)`;
const vendorExpr = sql`(case r.vendor_type when 'tp' then coalesce(v.name, co.name) when 'es' then ${PROVIDER_VENDOR_NAME}::text else co.name end)`;

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
    ${inventoryBase(criteria, pageRental(criteria), { details: true }, itemJoins)}
      and ${allFilters(criteria)} and ${after}
    order by a.custom_name, a.asset_id
    limit ${page.size}`);
  return rowsOf<InventoryItemRow>(result);
}

/**
 * The page walks the name index and looks up each row's rental, unless a filter reads the
 * rental (status, vendor): then most rows are looked at, and one hash join of the company's
 * live rentals beats a lookup per asset.
 */
function pageRental(criteria: InventoryCriteria): SQL {
  const readsRental = ['INVENTORY_STATUS', 'RENTAL_VENDOR'].some(
    (facet) => (criteria.filters[facet as InventoryFacetId]?.length ?? 0) > 0,
  );
  return readsRental ? liveRentalsOfCompany(criteria.companyId, true) : liveRentalPerAsset;
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
    select g.*, b.name as branch_name, c.name as category_name, ec.name as class_name
    from (
      select a.inventory_branch_id as branch, a.category_id as category,
        a.asset_type_id as asset_type, ${statusExpr} as status, ${vendorExpr} as vendor,
        a.equipment_class_id as class, count(*)::int as count
      ${inventoryBase(criteria, liveRentalsOfCompany(criteria.companyId), { details: false })}
      group by 1, 2, 3, 4, 5, 6
    ) g
    left join branches b on b.branch_id = g.branch
    left join categories c on c.category_id = g.category
    left join equipment_classes ec on ec.equipment_class_id = g.class`);
  return rowsOf<ComboRow>(result);
}
