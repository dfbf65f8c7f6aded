import { around, distance } from 'geokdbush';
import type KDBush from 'kdbush';

/**
 * A cell's side in degrees: about 110 m north to south, less east to west. Small enough that
 * few cells straddle a boundary between ZIP codes (measured around Columbia, Missouri: a lookup
 * 3.4 µs → 0.3 µs; 0.005° cells left it at 1.1 µs), large enough that a fleet's roads fill a
 * few tens of thousands.
 */
const CELL_DEGREES = 0.001;
/** Cells remembered before the memo starts again: about 10 MB. */
const MAX_CELLS = 200_000;
/** Kilometres of slack against rounding in the distances: a metre. */
const MARGIN_KM = 0.001;

/**
 * What a cell knows, as a number (a map of numbers stays compact): the id of the one nearest
 * point of every point in it, or one of these.
 */
const NONE = -1;
const DIFFERS = -2;

/**
 * The nearest indexed point to a query, within `maxDistanceKm`, answered per grid cell where
 * that is exact. A cell whose every point has the same nearest point (the runner-up is farther
 * from the cell's centre than the nearest by more than the cell's own size, the triangle
 * inequality) or none within reach keeps that answer; only cells that straddle a boundary
 * between two points are searched point by point. A tracker reports every few seconds from
 * nearly the same place, so most fixes cost a map lookup instead of a tree search, and none of
 * the search's garbage (issue 12's ingest profile: a quarter of the bytes it allocated).
 */
export function createNearestCells(
  index: KDBush,
  /** The points as added to the index: the id of one is its position here. */
  points: ReadonlyArray<{ latitude: number; longitude: number }>,
  maxDistanceKm: number,
) {
  const cells = new Map<number, number>();

  const search = (longitude: number, latitude: number): number | null =>
    around(index, longitude, latitude, 1, maxDistanceKm)[0] ?? null;

  function answerOf(row: number, column: number): number {
    const south = row * CELL_DEGREES;
    const west = column * CELL_DEGREES;
    const latitude = south + CELL_DEGREES / 2;
    const longitude = west + CELL_DEGREES / 2;
    // The farthest a point of the cell lies from its centre: one of its corners.
    const reach =
      Math.max(
        ...[south, south + CELL_DEGREES].flatMap((lat) =>
          [west, west + CELL_DEGREES].map((lon) => distance(longitude, latitude, lon, lat)),
        ),
      ) + MARGIN_KM;
    const [first, second] = around(index, longitude, latitude, 2, maxDistanceKm + reach);
    // Nothing within reach of the centre: nothing within the limit of any point of the cell.
    if (first === undefined) return NONE;
    const away = (id: number) => {
      const point = points[id];
      return point ? distance(longitude, latitude, point.longitude, point.latitude) : Infinity;
    };
    const nearest = away(first);
    const runnerUp = second === undefined ? maxDistanceKm + reach : away(second);
    const alwaysFirst = nearest + reach < runnerUp - reach;
    const alwaysWithin = nearest + reach < maxDistanceKm;
    return alwaysFirst && alwaysWithin ? first : DIFFERS;
  }

  return {
    /** The id (as added to the index) of the nearest point, or null when none is that close. */
    nearest(longitude: number, latitude: number): number | null {
      const row = Math.floor(latitude / CELL_DEGREES);
      const column = Math.floor(longitude / CELL_DEGREES);
      // Rows span ±90,000 and columns ±180,000: one safe integer keys both.
      const key = (row + 100_000) * 400_000 + (column + 200_000);
      let answer = cells.get(key);
      if (answer === undefined) {
        if (cells.size >= MAX_CELLS) cells.clear();
        answer = answerOf(row, column);
        cells.set(key, answer);
      }
      if (answer === DIFFERS) return search(longitude, latitude);
      return answer === NONE ? null : answer;
    },
  };
}
