import type { DashboardStatusKey } from '@fleet/domain';

/**
 * Where each tile leads: the list behind its numbers, filtered as far as that list's URL allows.
 * The parameters are those the lists read (features never import each other, so they are
 * written here): the map's `f_<category>` filters (asset-map/model/url-state.ts), the
 * utilization window (rentals/utilization), the inventory's view, the asset register's service
 * and reporting filters.
 */
export const DASHBOARD_PATH = '/dashboard';
export const MAP_PATH = '/assets/all';

/** The map showing only the assets in one status now; `no_tracker` is the trackers filter. */
export function statusMapPath(status: DashboardStatusKey): string {
  const params =
    status === 'no_tracker'
      ? new URLSearchParams({ f_trackers: 'no tracker' })
      : new URLSearchParams({ f_asset: status });
  return `${MAP_PATH}?${params.toString()}`;
}

export const UTILIZATION_PATH = '/rentals/utilization';

/** The rental utilization view over the same company days as the tile. */
export function utilizationPath(startDate: string, endDate: string): string {
  return `${UTILIZATION_PATH}?${new URLSearchParams({ start: startDate, end: endDate }).toString()}`;
}

export const INVENTORY_BY_CLASS_PATH = '/inventory?view=class';
/** The asset register (admins and managers) behind the service and not-reporting tiles. */
export const ASSETS_PATH = '/assets';
/** The register's assets with service due soon or overdue (assets/model/register-url.ts). */
export const SERVICE_DUE_ASSETS_PATH = `${ASSETS_PATH}?service=due`;
/** The register's tracked assets silent for a day or more, or never heard from. */
export const SILENT_ASSETS_PATH = `${ASSETS_PATH}?reporting=silent`;

/**
 * An asset's card on the map (its Service tab when asked), whose collapse button comes back
 * here (spec 1 §2 returnTo).
 */
export function assetCardPath(assetId: number, tab: 'overview' | 'service' = 'overview'): string {
  const path = `${MAP_PATH}/asset/${assetId}${tab === 'service' ? '/service' : ''}`;
  return `${path}?${new URLSearchParams({ returnTo: DASHBOARD_PATH }).toString()}`;
}
