import { haversineMeters, metersToMiles, type LatLon } from '../../devices/trips/index';

const RAD = Math.PI / 180;

export type Point = LatLon;

/** The trips engine's distance, in miles: the simulator and the trips it produces agree. */
export function milesBetween(a: Point, b: Point): number {
  return metersToMiles(haversineMeters(a, b));
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
