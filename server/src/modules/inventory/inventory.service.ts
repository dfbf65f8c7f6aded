import mercurius from 'mercurius';
import {
  INVENTORY_FACET_IDS,
  INVENTORY_NONE_KEY,
  INVENTORY_STATUS,
  assetTypeName,
  formatAddress,
  inventorySearch,
  inventoryStatusLabel,
  type InventoryFacetEntry,
  type InventoryFacetId,
} from '@fleet/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  findInventoryCombos,
  findInventoryPage,
  type ComboRow,
  type InventoryCriteria,
  type InventoryItemRow,
} from './inventory.repo';

/** A refusal of bad arguments: 400 with a sentence (GraphQL errors carry it as `message`). */
export function badInput(message: string): Error {
  return new mercurius.ErrorWithProps(message, { code: 'BAD_USER_INPUT' }, 400);
}

/** Parses arguments with a domain schema; the first problem is the sentence. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` (${issue.path.join('.')})` : '';
    throw badInput(`${issue?.message ?? 'The search is not valid.'}${where}`);
  }
  return parsed.data;
}

const ID_FACETS: ReadonlySet<InventoryFacetId> = new Set([
  'BRANCHES',
  'INVENTORY_CATEGORY',
  'ASSET_TYPE_ID',
  'INVENTORY_STATUS',
  'INVENTORY_CLASS',
]);
const MAX_ID = 2_147_483_647;

/** Branches, categories and classes are optional on an asset: 'none' chooses those without. */
const OPTIONAL_FACETS: ReadonlySet<InventoryFacetId> = new Set([
  'BRANCHES',
  'INVENTORY_CATEGORY',
  'INVENTORY_CLASS',
]);

function checkIds(identifier: InventoryFacetId, values: string[]): void {
  for (const value of values) {
    if (value === INVENTORY_NONE_KEY && OPTIONAL_FACETS.has(identifier)) continue;
    const n = Number(value);
    if (!/^\d{1,10}$/.test(value) || n < 1 || n > MAX_ID) {
      throw badInput(
        `${identifier} takes ids (whole numbers); "${value.slice(0, 40)}" is not one.`,
      );
    }
  }
}

interface Cursor {
  name: string;
  id: number;
}

/** The checked criteria and cursor of the query's arguments. */
export function toCriteria(
  companyId: number,
  args: unknown,
): { criteria: InventoryCriteria; after: Cursor | null; pageSize: number } {
  const search = parseInput(inventorySearch, args);
  const filters: InventoryCriteria['filters'] = {};
  let after: Cursor | null = null;
  for (const filter of search.filters) {
    if (filter.identifier === 'SEARCH_AFTER') {
      const [name, id] = filter.values;
      if (filter.values.length !== 2 || name === undefined || !/^\d{1,10}$/.test(id ?? '')) {
        throw badInput("SEARCH_AFTER takes the last item's customName and id.");
      }
      after = { name, id: Number(id) };
      continue;
    }
    const identifier = filter.identifier;
    if (ID_FACETS.has(identifier)) checkIds(identifier, filter.values);
    filters[identifier] = [...(filters[identifier] ?? []), ...filter.values];
  }
  return {
    criteria: { companyId, queryField: search.queryField, queryValue: search.queryValue, filters },
    after,
    pageSize: search.pageSize,
  };
}

const iso = (value: string | Date | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** spec 1 §3 "Inventory item" (the fields the inventory screens read). */
export function toInventoryItem(row: InventoryItemRow) {
  const address = formatAddress({
    street: row.street,
    city: row.city,
    state: row.state === null ? null : { abbreviation: row.state },
    zip_code: row.zip_code,
  });
  return {
    id: row.asset_id,
    customName: row.custom_name,
    description: row.description,
    vendor: row.vendor,
    makeName: row.make_name,
    model: row.model,
    makeModel: [row.make_name, row.model].filter(Boolean).join(' ') || null,
    jobsite: row.jobsite,
    address,
    className: row.class_name,
    inventoryStatus: row.status_id,
    inventoryStatusLabel: inventoryStatusLabel(row.status_id),
    assetTypeId: row.asset_type_id,
    assetTypeName: assetTypeName(row.asset_type_id),
    cannotRent: row.cannot_rent,
    rentalStatus:
      row.rental_id === null
        ? null
        : {
            rentalId: row.rental_id,
            assetId: row.asset_id,
            rentalStatusId: row.rental_status_id,
            jobsite: row.jobsite,
            startDate: iso(row.start_date),
            endDate: iso(row.end_date),
          },
  };
}

const NONE_LABELS: Partial<Record<InventoryFacetId, string>> = {
  BRANCHES: 'No branch',
  INVENTORY_CATEGORY: 'No category',
  INVENTORY_CLASS: 'No class',
};

const idKey = (id: number | null): string => (id === null ? INVENTORY_NONE_KEY : String(id));

/** A combination's value (the filter's key) and its label, per facet. */
function facetValue(facet: InventoryFacetId, combo: ComboRow): { key: string; label: string } {
  const named = (id: number | null, name: string | null) => ({
    key: idKey(id),
    label: id === null ? (NONE_LABELS[facet] ?? 'None') : (name ?? String(id)),
  });
  switch (facet) {
    case 'BRANCHES':
      return named(combo.branch, combo.branch_name);
    case 'INVENTORY_CATEGORY':
      return named(combo.category, combo.category_name);
    case 'INVENTORY_CLASS':
      return named(combo.class, combo.class_name);
    case 'ASSET_TYPE_ID':
      return { key: String(combo.asset_type), label: assetTypeName(combo.asset_type) };
    case 'INVENTORY_STATUS':
      return { key: String(combo.status), label: inventoryStatusLabel(combo.status) };
    case 'RENTAL_VENDOR':
      return { key: combo.vendor, label: combo.vendor };
  }
}

interface ClassEntry {
  key: string;
  className: string;
  available: number;
  unavailable: number;
  onrent: number;
  soft_down: number;
  hard_down: number;
  total: number;
}

/** spec 1 §2 "Inventory by class view": per class, available/unavailable/onrent/…, by name. */
function addToClass(byClass: Map<string, ClassEntry>, combo: ComboRow): void {
  const { key, label } = facetValue('INVENTORY_CLASS', combo);
  let entry = byClass.get(key);
  if (!entry) {
    entry = {
      key,
      className: label,
      available: 0,
      unavailable: 0,
      onrent: 0,
      soft_down: 0,
      hard_down: 0,
      total: 0,
    };
    byClass.set(key, entry);
  }
  const n = combo.count;
  entry.total += n;
  if (combo.status === INVENTORY_STATUS.onRent) entry.onrent += n;
  else if (combo.status === INVENTORY_STATUS.readyToRent) entry.available += n;
  else entry.unavailable += n;
  if (combo.status === INVENTORY_STATUS.softDown) entry.soft_down += n;
  if (combo.status === INVENTORY_STATUS.hardDown) entry.hard_down += n;
}

/**
 * Every facet from the search's combinations: an entry counts the assets passing every OTHER
 * filter, so an option's count is what choosing it would give (the same membership rule as the
 * SQL filters: a chosen key, 'none' for a missing branch, category or class). The by-class
 * entries leave out the class filter; the total applies them all.
 */
export function toFacets(combos: ComboRow[], filters: InventoryCriteria['filters']) {
  const chosen = new Map(
    INVENTORY_FACET_IDS.map((facet) => [facet, new Set(filters[facet] ?? [])] as const),
  );
  const passes = (combo: ComboRow, facet: InventoryFacetId) => {
    const values = chosen.get(facet);
    return !values || values.size === 0 || values.has(facetValue(facet, combo).key);
  };
  const counts = new Map(
    INVENTORY_FACET_IDS.map((facet) => [facet, new Map<string, InventoryFacetEntry>()] as const),
  );
  const byClass = new Map<string, ClassEntry>();
  let total = 0;
  for (const combo of combos) {
    const failing = INVENTORY_FACET_IDS.filter((facet) => !passes(combo, facet));
    if (failing.length === 0) total += combo.count;
    // A combination failing two filters counts in no facet; failing one, only in that one.
    if (failing.length > 1) continue;
    for (const facet of INVENTORY_FACET_IDS) {
      if (failing.length === 1 && failing[0] !== facet) continue;
      const { key, label } = facetValue(facet, combo);
      const entries = counts.get(facet);
      const entry = entries?.get(key);
      if (entry) entry.count += combo.count;
      else entries?.set(key, { key, label, count: combo.count });
      if (facet === 'INVENTORY_CLASS') addToClass(byClass, combo);
    }
  }
  const facets = INVENTORY_FACET_IDS.map((identifier) => ({
    identifier,
    entries: [...(counts.get(identifier)?.values() ?? [])].sort(
      (a, b) => b.count - a.count || a.label.localeCompare(b.label),
    ),
  }));
  const classes = [...byClass.values()].sort((a, b) => a.className.localeCompare(b.className));
  return { total, facets, classes };
}

/**
 * spec 1 §7 "Inventory GraphQL": one page of the company's inventory in name order, every
 * facet, and the cursor of the next page (null on the last).
 */
export async function searchInventory(
  db: Db,
  companyId: number,
  args: unknown,
  options: { withFacets: boolean } = { withFacets: true },
) {
  const { criteria, after, pageSize } = toCriteria(companyId, args);
  // Two statements: the page walks the name index; the facets scan once. On PostgreSQL they
  // run side by side on two connections.
  const [rows, facetRows] = await Promise.all([
    findInventoryPage(db, criteria, { size: pageSize + 1, after }),
    options.withFacets ? findInventoryCombos(db, criteria) : Promise.resolve([]),
  ]);
  const items = rows.slice(0, pageSize).map(toInventoryItem);
  const last = items.at(-1);
  const hasMore = rows.length > pageSize;
  return {
    ...toFacets(facetRows, criteria.filters),
    items,
    searchAfter: hasMore && last ? [last.customName, String(last.id)] : null,
  };
}
