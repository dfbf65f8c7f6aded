/** The map's own paths (spec 1 §2 "Asset and rental routes"). */
export const MAP_PATH = '/assets/all';

export type MapTarget = { kind: 'asset'; assetId: number } | { kind: 'rental'; rentalId: number };

export interface MapRoute {
  /** Set when the map is opened from a geofence: `/geofences/{id}/...`. */
  geofenceId: number | null;
  target: MapTarget | null;
}

const ROUTE =
  /^\/(?:assets\/all|geofences\/(\d{1,10}))(?:\/(asset|rentals)\/(\d{1,10}))?(?:\/.*)?$/;

/** Reads the geofence and the asset or rental a map path points at; anything else is none. */
export function parseMapRoute(pathname: string): MapRoute {
  const match = ROUTE.exec(pathname);
  if (!match) return { geofenceId: null, target: null };
  const [, geofence, kind, id] = match;
  const geofenceId = geofence === undefined ? null : Number(geofence);
  if (kind === undefined || id === undefined) return { geofenceId, target: null };
  const target: MapTarget =
    kind === 'asset'
      ? { kind: 'asset', assetId: Number(id) }
      : { kind: 'rental', rentalId: Number(id) };
  return { geofenceId, target };
}

/**
 * Where a marker click goes (spec 1 §2): the asset's card, or its rental's when it is on rent;
 * under the open geofence when there is one.
 */
export function assetCardPath(
  asset: { asset_id: number; rental_id: number | null },
  geofenceId: number | null,
): string {
  const base = geofenceId === null ? MAP_PATH : `/geofences/${geofenceId}`;
  return asset.rental_id === null
    ? `${base}/asset/${asset.asset_id}`
    : `${base}/rentals/${asset.rental_id}`;
}

/** The card on the map, whose collapse button comes back to `returnTo` (a list's path). */
export function cardPathReturningTo(target: MapTarget, returnTo: string): string {
  const path =
    target.kind === 'asset'
      ? `${MAP_PATH}/asset/${target.assetId}`
      : `${MAP_PATH}/rentals/${target.rentalId}/overview`;
  return `${path}?returnTo=${encodeURIComponent(returnTo)}`;
}

/** The history page of the card's asset or rental for a day (YYYY-MM-DD). */
export function historyPath(target: MapTarget, selectedDate: string): string {
  const path =
    target.kind === 'asset'
      ? `${MAP_PATH}/asset/${target.assetId}/history`
      : `${MAP_PATH}/rentals/${target.rentalId}/history`;
  return `${path}?selectedDate=${encodeURIComponent(selectedDate)}`;
}

/** Where the API serves the card's status, tracker health and timecard (spec 1 §7). */
export function cardApiPath(target: MapTarget): string {
  return target.kind === 'asset' ? `/assets/${target.assetId}` : `/rentals/${target.rentalId}`;
}

export { safeReturnTo } from '../../../lib/url-state/return-to';

/** spec 1 §2 /assets/all/third-party-rentals/{id}/details: the third-party rental it opens. */
export function parseThirdPartyRentalId(pathname: string): number | null {
  const match = /^\/assets\/all\/third-party-rentals\/(\d{1,10})(?:\/.*)?$/.exec(pathname);
  return match?.[1] === undefined ? null : Number(match[1]);
}
