const EARTH_RADIUS_MILES = 3958.8;
const RAD = Math.PI / 180;

export interface Point {
  latitude: number;
  longitude: number;
}

export function milesBetween(a: Point, b: Point): number {
  const dLat = (b.latitude - a.latitude) * RAD;
  const dLon = (b.longitude - a.longitude) * RAD;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * RAD) * Math.cos(b.latitude * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Compass bearing from a to b, degrees clockwise from north. */
export function bearing(a: Point, b: Point): number {
  const y = Math.sin((b.longitude - a.longitude) * RAD) * Math.cos(b.latitude * RAD);
  const x =
    Math.cos(a.latitude * RAD) * Math.sin(b.latitude * RAD) -
    Math.sin(a.latitude * RAD) *
      Math.cos(b.latitude * RAD) *
      Math.cos((b.longitude - a.longitude) * RAD);
  return (Math.atan2(y, x) / RAD + 360) % 360;
}

/** The point a fraction of the way from a to b (straight line: fine at county scale). */
export function along(a: Point, b: Point, fraction: number): Point {
  return {
    latitude: a.latitude + (b.latitude - a.latitude) * fraction,
    longitude: a.longitude + (b.longitude - a.longitude) * fraction,
  };
}
