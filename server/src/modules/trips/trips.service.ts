import type { z } from 'zod';
import { ASSET_TYPE, type AssetTypeId, type TripDay, type tripsQuery } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import {
  deriveIncidents,
  deriveTrips,
  matchHauling,
  trimTripToDay,
  type TrackFix,
  type Trip,
} from '../../devices/trips/index';
import { findAsset } from '../assets/assets.repo';
import { listPositions } from '../assets/statuses.repo';
import { assetsNear, overSpeedThreshold } from './trips.repo';
import { toIncidentDto, toTripDto } from './trip-dto';

const HOUR_MS = 3_600_000;
/** Positions before the window, so a trip already under way at its start is whole. */
const LOOKBACK_MS = 12 * HOUR_MS;
const LOOKAHEAD_MS = 2 * HOUR_MS;
/** A truck and the machine it hauls start within this of each other (≈ 300 m, 5 minutes). */
const COMPANION_RADIUS_DEGREES = 0.003;
const COMPANION_WINDOW_MS = 5 * 60_000;
/** Engine-on time between two fixes counts at most this: a silent tracker proves nothing. */
export const MAX_ENGINE_GAP_MS = 30 * 60_000;

export interface Window {
  start: number;
  end: number;
}

/** The window a trips query names (iso_start, iso_end); the asset and rental routes share it. */
export const windowOf = (query: z.infer<typeof tripsQuery>): Window => ({
  start: Date.parse(query.iso_start),
  end: Date.parse(query.iso_end),
});

async function loadFixes(
  deps: AppDeps,
  companyId: number,
  assetId: number,
  window: Window,
): Promise<TrackFix[]> {
  const rows = await listPositions(
    deps.db,
    companyId,
    assetId,
    new Date(window.start - LOOKBACK_MS),
    new Date(Math.min(window.end + LOOKAHEAD_MS, Date.now() + 60_000)),
  );
  return rows.map((row) => ({
    fixTime: row.fixTime.getTime(),
    latitude: row.latitude,
    longitude: row.longitude,
    valid: row.valid,
    speedMph: row.speedMph ?? undefined,
    ignition: row.ignition ?? undefined,
    isMoving: row.isMoving ?? undefined,
    odometerMiles: row.odometerMiles ?? undefined,
    geofenceIds: row.valid
      ? deps.devices.geofences
          .containing(companyId, row.longitude, row.latitude)
          .map((hit) => hit.geofence_id)
      : [],
  }));
}

const asTypeId = (value: number): AssetTypeId =>
  value === ASSET_TYPE.equipment ? ASSET_TYPE.equipment : ASSET_TYPE.vehicle;

/** Trips of the asset, with hauling matched against the company's assets that moved with it. */
async function tripsWithHauling(
  deps: AppDeps,
  companyId: number,
  asset: { assetId: number; assetTypeId: AssetTypeId },
  fixes: TrackFix[],
  window: Window,
): Promise<Trip[]> {
  const own = deriveTrips({ asset, positions: fixes });
  const companions = new Set<number>();
  for (const trip of own) {
    if (trip.end_timestamp < window.start || trip.start_timestamp >= window.end) continue;
    const near = await assetsNear(
      deps.db,
      companyId,
      asset.assetId,
      { ...trip.start_point, timestamp: trip.start_timestamp },
      COMPANION_RADIUS_DEGREES,
      COMPANION_WINDOW_MS,
    );
    for (const id of near) companions.add(id);
  }
  if (companions.size === 0) return own;
  const byAsset = new Map<number, Trip[]>([[asset.assetId, own]]);
  for (const companionId of companions) {
    const row = await findAsset(deps.db, companyId, companionId);
    if (!row) continue;
    const companionFixes = await loadFixes(deps, companyId, companionId, window);
    byAsset.set(
      companionId,
      deriveTrips({
        asset: { assetId: companionId, assetTypeId: asTypeId(row.asset.assetTypeId) },
        positions: companionFixes,
      }),
    );
  }
  return matchHauling(byAsset).get(asset.assetId) ?? own;
}

/** Seconds with the engine on inside the window, from the ignition of consecutive fixes. */
function engineOnSeconds(fixes: TrackFix[], window: Window): number {
  let total = 0;
  for (let i = 0; i + 1 < fixes.length; i += 1) {
    const a = fixes[i];
    const b = fixes[i + 1];
    if (!a || !b || a.ignition !== true) continue;
    const from = Math.max(a.fixTime, window.start);
    const to = Math.min(b.fixTime, a.fixTime + MAX_ENGINE_GAP_MS, window.end);
    if (to > from) total += to - from;
  }
  return Math.round(total / 1000);
}

/**
 * The asset's fixes and trips around the window. Hauling is matched only when asked: it reads
 * the other assets that moved with it, which the timecard's hours and miles do not need.
 */
async function derive(
  deps: AppDeps,
  auth: AuthContext,
  assetId: number,
  window: Window,
  { matchHauled }: { matchHauled: boolean },
) {
  const row = await findAsset(deps.db, auth.companyId, assetId);
  if (!row) throw notFound();
  const asset = { assetId, assetTypeId: asTypeId(row.asset.assetTypeId) };
  const fixes = await loadFixes(deps, auth.companyId, assetId, window);
  const trips = matchHauled
    ? await tripsWithHauling(deps, auth.companyId, asset, fixes, window)
    : deriveTrips({ asset, positions: fixes });
  return { asset, fixes, trips };
}

/** spec 2 §5, §9: an asset's trips and incidents in a window (usually a day), trimmed to it. */
export async function getTripDay(
  deps: AppDeps,
  auth: AuthContext,
  assetId: number,
  window: Window,
): Promise<TripDay> {
  const { asset, fixes, trips } = await derive(deps, auth, assetId, window, { matchHauled: true });
  // The trips' geofence ids come from the registry's index, so its names cover them all.
  const geofenceNames = deps.devices.geofences.names(auth.companyId);
  const incidents = deriveIncidents({
    asset,
    positions: fixes,
    trips,
    overSpeedMph: await overSpeedThreshold(deps.db, auth.companyId),
    now: Date.now(),
    geofenceNames,
  }).filter((i) => i.report_timestamp >= window.start && i.report_timestamp < window.end);
  const trimmed = trips.flatMap((trip) => {
    const kept = trimTripToDay(trip, window.start, window.end);
    return kept ? [kept] : [];
  });
  return {
    trips: trimmed.map((trip) =>
      toTripDto(trip, incidents, { geofences: geofenceNames, geocoder: deps.devices.geocoder }),
    ),
    incidents: incidents.map(toIncidentDto),
  };
}

/** spec 1 §3 "Timecard": engine-on seconds and miles driven in the window. */
export async function getTimecard(
  deps: AppDeps,
  auth: AuthContext,
  assetId: number,
  window: Window,
): Promise<{ on_time: number; distance: number }> {
  const { fixes, trips } = await derive(deps, auth, assetId, window, { matchHauled: false });
  const distance = trips.reduce((sum, trip) => {
    const kept = trimTripToDay(trip, window.start, window.end);
    return sum + (kept?.trip_distance_miles ?? 0);
  }, 0);
  return { on_time: engineOnSeconds(fixes, window), distance: Math.round(distance * 100) / 100 };
}
