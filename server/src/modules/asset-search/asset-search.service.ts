import {
  ASSET_SEARCH_MESSAGES,
  notReportingBefore,
  assetTypeName,
  isAdminOrManager,
  productLabel,
  type AssetSearchItem,
  type AssetSearchPage,
  type AssetSearchQuery,
  type AssetTypeCount,
  type TrackerTypeCount,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../platform/auth';
import { forbidden } from '../../platform/errors';
import * as repo from './asset-search.repo';

/**
 * The company's asset register (docs/ASSETS.md "The register"; spec 2 §7 searchAssets,
 * assetsByType, trackersByType): one service behind the REST route and the GraphQL fields.
 */

/** spec 1 §2: the Assets area is for admins and managers; the register is its page. */
function assertMaySearch(auth: AuthContext): void {
  if (!isAdminOrManager(auth.securityLevelId)) throw forbidden(ASSET_SEARCH_MESSAGES.forbidden);
}

/** Groups each row of a page's lookup under its asset. */
function byAsset<R extends { asset_id: number }, T>(rows: R[], pick: (row: R) => T) {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const id = Number(row.asset_id);
    const list = map.get(id) ?? [];
    list.push(pick(row));
    map.set(id, list);
  }
  return map;
}

const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** The readings of the page's assets: on the embedded database the ingest's are fresher. */
function readingsOf(deps: AppDeps, row: repo.AssetSearchRow): AssetSearchItem['status'] {
  const live = deps.devices.ingest.peekStatus(Number(row.asset_id));
  if (live) return { odometer: live.odometer, hours: live.hours };
  return { odometer: numberOrNull(row.odometer), hours: numberOrNull(row.hours) };
}

function toItem(
  deps: AppDeps,
  row: repo.AssetSearchRow,
  groups: AssetSearchItem['groups'],
  resources: AssetSearchItem['resources'],
): AssetSearchItem {
  const operatorId = numberOrNull(row.operator_id);
  const productId = numberOrNull(row.product_id);
  return {
    asset_id: Number(row.asset_id),
    name: row.custom_name,
    serial_number: row.serial_number,
    vin: row.vin,
    custom_model: row.custom_model,
    asset_type_id: Number(row.asset_type_id),
    asset_type_name: assetTypeName(Number(row.asset_type_id)),
    asset_type_key: row.asset_kind,
    make: row.make,
    model: row.model,
    year: numberOrNull(row.year),
    status: readingsOf(deps, row),
    operator_assignment:
      operatorId === null
        ? null
        : {
            operator_id: operatorId,
            name: [row.operator_first_name, row.operator_last_name].filter(Boolean).join(' '),
          },
    groups,
    resources,
    tracker_id: numberOrNull(row.tracker_id),
    tracker_serial: row.tracker_serial,
    camera_id: numberOrNull(row.camera_id),
    archived_status: row.archived_status,
    product:
      productId === null
        ? null
        : {
            product_id: productId,
            name: productLabel({
              year: numberOrNull(row.product_year),
              make: row.product_make,
              model: row.product_model,
              variant: row.product_variant,
            }),
          },
    service_due:
      row.service_interval_name === null || row.service_unit === null
        ? null
        : {
            interval_name: row.service_interval_name,
            is_overdue: row.service_is_overdue === true,
            remaining: Number(row.service_remaining),
            unit: row.service_unit,
          },
    last_fix_time: row.last_fix_time === null ? null : new Date(row.last_fix_time).toISOString(),
  };
}

/** One page of the register, in the page's order, with every asset's groups and designations. */
async function loadItems(deps: AppDeps, companyId: number, assetIds: number[]) {
  const rows = await repo.findSearchRows(deps.db, companyId, assetIds);
  const groups = byAsset(await repo.findGroupsOf(deps.db, companyId, assetIds), (row) => ({
    id: Number(row.id),
    name: row.name,
  }));
  const resources = byAsset(await repo.findResourcesOf(deps.db, companyId, assetIds), (row) => ({
    resource_id: Number(row.resource_id),
    path: row.path,
  }));
  const byId = new Map(rows.map((row) => [Number(row.asset_id), row]));
  return assetIds.flatMap((assetId) => {
    const row = byId.get(assetId);
    return row ? [toItem(deps, row, groups.get(assetId) ?? [], resources.get(assetId) ?? [])] : [];
  });
}

interface Aggregations {
  assets_by_type: AssetTypeCount[];
  trackers_by_type: TrackerTypeCount[];
}

/** The company-wide counts by asset type and by tracker type, in type order. */
async function aggregations(db: Db, companyId: number): Promise<Aggregations> {
  const byAssetType = new Map<number, number>();
  const byTrackerType = new Map<number, number>();
  for (const row of await repo.countByTypes(db, companyId)) {
    const count = Number(row.count);
    const assetType = Number(row.asset_type_id);
    byAssetType.set(assetType, (byAssetType.get(assetType) ?? 0) + count);
    if (row.tracker_type_id === null) continue;
    const trackerType = Number(row.tracker_type_id);
    byTrackerType.set(trackerType, (byTrackerType.get(trackerType) ?? 0) + count);
  }
  const sorted = (map: Map<number, number>) => [...map].sort(([a], [b]) => a - b);
  return {
    assets_by_type: sorted(byAssetType).map(([assetTypeId, count]) => ({
      asset_type_id: assetTypeId,
      name: assetTypeName(assetTypeId),
      count,
    })),
    trackers_by_type: sorted(byTrackerType).map(([trackerTypeId, count]) => ({
      tracker_type_id: trackerTypeId,
      count,
    })),
  };
}

const NO_AGGREGATIONS: Aggregations = { assets_by_type: [], trackers_by_type: [] };

/** Which parts of the answer to compute: GraphQL asks only for what its query selects. */
export interface AssetSearchParts {
  items: boolean;
  total: boolean;
  aggregations: boolean;
}
const EVERY_PART: AssetSearchParts = { items: true, total: true, aggregations: true };

/**
 * spec 2 §7 searchAssets: a page of the company's assets in service matching the search, the
 * count of all of them, and the company-wide counts by asset type and tracker type.
 */
export async function searchAssets(
  deps: AppDeps,
  auth: AuthContext,
  query: AssetSearchQuery,
  parts: AssetSearchParts = EVERY_PART,
): Promise<AssetSearchPage> {
  assertMaySearch(auth);
  const { companyId } = auth;
  const criteria: repo.AssetSearchCriteria = {
    companyId,
    text: query.query ?? '',
    assetTypeIds: query.asset_type_id,
    hasTracker: query.has_tracker,
    branchId: query.branch_id,
    groupId: query.group_id,
    serviceDue: query.service_due,
    silentBefore:
      query.reporting === 'silent' ? notReportingBefore((deps.now ?? Date.now)()) : undefined,
  };
  // The dashboard tile's rule, read from the same place: on PGlite statuses are written behind.
  if (criteria.silentBefore) await deps.devices.ingest.persistStatuses();
  const order: repo.AssetSearchOrder = {
    sort: query.sort,
    desc: query.order === 'desc',
    limit: query.page_size,
    offset: (query.page_number - 1) * query.page_size,
  };
  // One after another: PGlite has one connection, and on PostgreSQL each is a few ms.
  const ids = parts.items ? await repo.findPageIds(deps.db, criteria, order) : [];
  const items = await loadItems(deps, companyId, ids);
  const wholeCompany = repo.isWholeCompany(criteria);
  const counts =
    parts.aggregations || (parts.total && wholeCompany)
      ? await aggregations(deps.db, companyId)
      : NO_AGGREGATIONS;
  // Unfiltered, the total is the sum by type: no second scan of the company's assets.
  const total = !parts.total
    ? 0
    : wholeCompany
      ? counts.assets_by_type.reduce((sum, entry) => sum + entry.count, 0)
      : await repo.countMatching(deps.db, criteria);
  return {
    items,
    total,
    page_number: query.page_number,
    page_size: query.page_size,
    ...(parts.aggregations ? counts : NO_AGGREGATIONS),
  };
}

/** spec 2 §7 the assetsByType aggregation on its own. */
export async function getAssetsByType(deps: AppDeps, auth: AuthContext) {
  assertMaySearch(auth);
  return (await aggregations(deps.db, auth.companyId)).assets_by_type;
}

/** spec 2 §7 the trackersByType aggregation on its own. */
export async function getTrackersByType(deps: AppDeps, auth: AuthContext) {
  assertMaySearch(auth);
  return (await aggregations(deps.db, auth.companyId)).trackers_by_type;
}
