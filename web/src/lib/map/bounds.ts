export type LngLat = [number, number];
/** [[west, south], [east, north]], as MapLibre's fitBounds takes it. */
export type Bounds = [LngLat, LngLat];

/**
 * The box around the points, skipping any that are not on the globe; null without any. A side
 * shorter than `minSpanDegrees` is widened by that much each way, so a single point opens at
 * street level rather than infinitely close.
 */
export function boundsOf(
  points: Iterable<readonly [number, number]>,
  minSpanDegrees = 0,
): Bounds | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const [longitude, latitude] of points) {
    if (!Number.isFinite(longitude) || !Number.isFinite(latitude)) continue;
    if (Math.abs(longitude) > 180 || Math.abs(latitude) > 90) continue;
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  }
  if (west === Infinity) return null;
  if (east - west < minSpanDegrees) [west, east] = [west - minSpanDegrees, east + minSpanDegrees];
  if (north - south < minSpanDegrees) {
    [south, north] = [south - minSpanDegrees, north + minSpanDegrees];
  }
  return [
    [west, south],
    [east, north],
  ];
}
