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

/**
 * Every inventory asset with what its filters read: the asset's live rental (docs/inventory.md:
 * the on-rent one, else the first upcoming of statuses 1–4), the status shown (11 On-rent while
 * that rental is on rent) and the vendor (the vendor entity for a third-party rental, the
 * provider for 'es', the company itself for its own assets). One company, the search applied.
 */
function inventoryBase(criteria: InventoryCriteria, joins: SQL = sql``): SQL {
  const { companyId } = criteria;
  return sql`
    from assets a
    join companies co on co.company_id = a.company_id
    left join (
      select distinct on (asset_id) asset_id, rental_id, rental_status_id, vendor_type,
        vendor_id, location_id, start_date, end_date
      from rentals
      where company_id = ${companyId} and asset_id is not null
        and rental_status_id in (${sql.join(
          LIVE_RENTAL_STATUSES.map((s) => sql`${s}`),
          sql`, `,
        )})
      order by asset_id, (rental_status_id = ${RENTAL_STATUS.onRent}) desc, start_date
    ) r on r.asset_id = a.asset_id
    left join vendor_entities v on v.entity_id = r.vendor_id
    left join locations l on l.location_id = r.location_id
    left join equipment_makes mk on mk.equipment_make_id = a.equipment_make_id
    left join equipment_models md on md.equipment_model_id = a.equipment_model_id
    ${joins}
    where a.company_id = ${companyId} and ${searchPredicate(criteria)}`;
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

function allFilters(criteria: InventoryCriteria, except?: InventoryFacetId): SQL {
  return sql.join(
    FACETS.filter((f) => f !== except).map((f) => facetMatch(criteria, f)),
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
    ${inventoryBase(criteria, itemJoins)} and ${allFilters(criteria)} and ${after}
    order by a.custom_name, a.asset_id
    limit ${page.size}`);
  return rowsOf<InventoryItemRow>(result);
}

/** What an item shows beyond what the filters read. */
const itemJoins = sql`
  left join equipment_classes ec on ec.equipment_class_id = a.equipment_class_id
  left join asset_statuses s on s.asset_id = a.asset_id
  left join company_preferences cp on cp.company_id = a.company_id`;

export interface FacetRow {
  /** Which grouping set the row belongs to (one of FACETS, 'CLASS_STATUS' or 'TOTAL'). */
  facet: InventoryFacetId | 'CLASS_STATUS' | 'TOTAL';
  key: string | null;
  label: string | null;
  status_id: number | null;
  count: number;
}

/**
 * Every facet in one pass: each asset is counted in a facet's entries when it passes every
 * OTHER filter, so an option's count is what choosing it would give. Grouping sets share the
 * scan; FILTER clauses give each set its own filters. The (class, status) set feeds the
 * by-class view; the empty set is the total with every filter applied.
 */
export async function findInventoryFacets(
  db: Db,
  criteria: InventoryCriteria,
): Promise<FacetRow[]> {
  const pass = (f: InventoryFacetId) => sql`${allFilters(criteria, f)}`;
  const result = await db.execute(sql`
    with base as (
      select a.inventory_branch_id as branch, a.category_id as category,
        a.asset_type_id as asset_type, ${statusExpr} as status, ${vendorExpr} as vendor,
        a.equipment_class_id as class,
        ${pass('BRANCHES')} as p_branch, ${pass('INVENTORY_CATEGORY')} as p_category,
        ${pass('ASSET_TYPE_ID')} as p_type, ${pass('INVENTORY_STATUS')} as p_status,
        ${pass('RENTAL_VENDOR')} as p_vendor, ${pass('INVENTORY_CLASS')} as p_class,
        ${allFilters(criteria)} as p_all
      ${inventoryBase(criteria)}
    ), grouped as (
      select branch, category, asset_type, status, vendor, class,
        grouping(branch, category, asset_type, status, vendor, class) as g,
        count(*) filter (where p_branch) as n_branch,
        count(*) filter (where p_category) as n_category,
        count(*) filter (where p_type) as n_type,
        count(*) filter (where p_status) as n_status,
        count(*) filter (where p_vendor) as n_vendor,
        count(*) filter (where p_class) as n_class,
        count(*) filter (where p_all) as n_all
      from base
      group by grouping sets ((branch), (category), (asset_type), (status), (vendor),
        (class, status), ())
    )
    select case g
        when ${grouping(0)} then 'BRANCHES' when ${grouping(1)} then 'INVENTORY_CATEGORY'
        when ${grouping(2)} then 'ASSET_TYPE_ID' when ${grouping(3)} then 'INVENTORY_STATUS'
        when ${grouping(4)} then 'RENTAL_VENDOR' when ${grouping(3, 5)} then 'CLASS_STATUS'
        else 'TOTAL' end as facet,
      coalesce(branch::text, category::text, asset_type::text, vendor, class::text) as key,
      coalesce(b.name, c.name, ec.name) as label,
      case when g = ${grouping(3)} or g = ${grouping(3, 5)} then status end as status_id,
      (case g
        when ${grouping(0)} then n_branch when ${grouping(1)} then n_category
        when ${grouping(2)} then n_type when ${grouping(3)} then n_status
        when ${grouping(4)} then n_vendor when ${grouping(3, 5)} then n_class
        else n_all end)::int as count
    from grouped
    left join branches b on g = ${grouping(0)} and b.branch_id = grouped.branch
    left join categories c on g = ${grouping(1)} and c.category_id = grouped.category
    left join equipment_classes ec on g = ${grouping(3, 5)} and ec.equipment_class_id = grouped.class`);
  return rowsOf<FacetRow>(result);
}

/**
 * grouping() of the six columns (branch … class, first is the highest bit) for a set that
 * groups by the columns at these positions: the others are 1s.
 */
function grouping(...grouped: number[]): number {
  let bits = 0;
  for (let i = 0; i < 6; i++) if (!grouped.includes(i)) bits |= 1 << (5 - i);
  return bits;
}
