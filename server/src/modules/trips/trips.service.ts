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
import { listAssetSafetyIncidents } from '../safety-events/safety-incidents.service';
import { timedIncident, toTripDto } from './trip-dto';

const HOUR_MS = 3_600_000;
/** Positions before the window, so a trip already under way at its start is whole. */
const LOOKBACK_MS = 12 * HOUR_MS;
const LOOKAHEAD_MS = 2 * HOUR_MS;
/** A truck and the machine it hauls start within this of each other (≈ 300 m, 5 minutes). */
const COMPANION_RADIUS_DEGREES = 0.003;
const COMPANION_WINDOW_MS = 5 * 60_000;

export interface Window {
  start: number;
  end: number;
}

/** The window a trips query names (iso_start, iso_end); the asset and rental routes share it. */
export const windowOf = (query: z.infer<typeof tripsQuery>): Window => ({
  start: Date.parse(query.iso_start),
  end: Date.parse(query.iso_end),
});

/** The fixes a window's trips are derived from: some before it, a little after (not past now). */
export function fixRange(window: Window, now: number): Window {
  return {
    start: window.start - LOOKBACK_MS,
    end: Math.min(window.end + LOOKAHEAD_MS, now + 60_000),
  };
}

/** The asset's fixes in a range (from fixRange), oldest first, with the geofences they were in. */
export async function loadFixes(
  deps: AppDeps,
  companyId: number,
  assetId: number,
  range: Window,
): Promise<TrackFix[]> {
  const rows = await listPositions(
    deps.db,
    companyId,
    assetId,
    new Date(range.start),
    new Date(range.end),
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

export const asTypeId = (value: number): AssetTypeId =>
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
    const companionFixes = await loadFixes(
      deps,
      companyId,
      companionId,
      fixRange(window, Date.now()),
    );
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

/** The asset's fixes and trips around the window, hauling matched with the assets it moved with. */
async function derive(deps: AppDeps, auth: AuthContext, assetId: number, window: Window) {
  const row = await findAsset(deps.db, auth.companyId, assetId);
  if (!row) throw notFound();
  const asset = { assetId, assetTypeId: asTypeId(row.asset.assetTypeId) };
  const fixes = await loadFixes(deps, auth.companyId, assetId, fixRange(window, Date.now()));
  const trips = await tripsWithHauling(deps, auth.companyId, asset, fixes, window);
  return { asset, fixes, trips };
}

/**
 * spec 2 §5, §9: an asset's trips and incidents in a window (usually a day), trimmed to it. The
 * incidents are those derived from its positions and its cameras' safety events, in time order.
 */
export async function getTripDay(
  deps: AppDeps,
  auth: AuthContext,
  assetId: number,
  window: Window,
): Promise<TripDay> {
  const { asset, fixes, trips } = await derive(deps, auth, assetId, window);
  // The trips' geofence ids come from the registry's index, so its names cover them all.
  const geofenceNames = deps.devices.geofences.names(auth.companyId);
  const derived = deriveIncidents({
    asset,
    positions: fixes,
    trips,
    overSpeedMph: await overSpeedThreshold(deps.db, auth.companyId),
    now: Date.now(),
    geofenceNames,
  }).filter((i) => i.report_timestamp >= window.start && i.report_timestamp < window.end);
  const incidents = [
    ...derived.map(timedIncident),
    ...(await listAssetSafetyIncidents(deps, auth, assetId, window)),
  ].sort((a, b) => a.at - b.at);
  const trimmed = trips.flatMap((trip) => {
    const kept = trimTripToDay(trip, window.start, window.end);
    return kept ? [kept] : [];
  });
  return {
    trips: trimmed.map((trip) =>
      toTripDto(trip, incidents, { geofences: geofenceNames, geocoder: deps.devices.geocoder }),
    ),
    incidents: incidents.map((i) => i.incident),
  };
}
