import { type AssetFeature } from '../../../lib/map/asset-layer';

/** [[west, south], [east, north]], as MapLibre's fitBounds takes it. */
export type Bounds = [[number, number], [number, number]];

/**
 * The box around every marker, to open the map on the fleet rather than on a fixed point.
 * Null when there is nothing to show. A single asset gets a small box, never a point.
 */
export function fleetBounds(features: readonly AssetFeature[]): Bounds | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const { longitude, latitude } of features) {
    if (!Number.isFinite(longitude) || !Number.isFinite(latitude)) continue;
    if (Math.abs(longitude) > 180 || Math.abs(latitude) > 90) continue;
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  }
  if (west === Infinity) return null;
  const pad = 0.01; // ~1 km, so one asset opens at street level rather than infinitely close
  if (east - west < pad) [west, east] = [west - pad, east + pad];
  if (north - south < pad) [south, north] = [south - pad, north + pad];
  return [
    [west, south],
    [east, north],
  ];
}
