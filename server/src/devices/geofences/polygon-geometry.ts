import type { MultiPolygon, Polygon, Position } from 'geojson';
import { type LonLatBox } from './geofence-shape';

/** A ring as flat x0,y0,x1,y1,… (closing repeat dropped) with its box, for cheap rejection. */
interface CompiledRing {
  coords: Float64Array;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

interface CompiledPart {
  outer: CompiledRing;
  holes: CompiledRing[];
}

export interface CompiledPolygon {
  parts: CompiledPart[];
  /** Null when there is no coordinate at all: such a polygon contains nothing. */
  box: LonLatBox | null;
}

const OUTSIDE = -1;
const BOUNDARY = 0;
const INSIDE = 1;
type RingPosition = typeof OUTSIDE | typeof BOUNDARY | typeof INSIDE;

export function compilePolygon(geometry: Polygon | MultiPolygon): CompiledPolygon {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const parts: CompiledPart[] = [];
  let box: [number, number, number, number] | null = null;
  for (const rings of polygons) {
    const [outer, ...holes] = rings.map(compileRing);
    if (outer === undefined) continue;
    parts.push({ outer, holes });
    for (const ring of [outer, ...holes]) {
      if (ring.coords.length === 0) continue;
      box ??= [ring.minX, ring.minY, ring.maxX, ring.maxY];
      box[0] = Math.min(box[0], ring.minX);
      box[1] = Math.min(box[1], ring.minY);
      box[2] = Math.max(box[2], ring.maxX);
      box[3] = Math.max(box[3], ring.maxY);
    }
  }
  return { parts, box };
}

/** Inside some part: within its outer ring and not strictly inside a hole. Edges count as in. */
export function polygonContains(polygon: CompiledPolygon, x: number, y: number): boolean {
  for (const part of polygon.parts) {
    const outer = locateInRing(part.outer, x, y);
    if (outer === OUTSIDE) continue;
    if (outer === BOUNDARY || !strictlyInsideAny(part.holes, x, y)) return true;
  }
  return false;
}

// A plain loop rather than .some(): no closure per call on the hot path.
function strictlyInsideAny(rings: CompiledRing[], x: number, y: number): boolean {
  for (const ring of rings) if (locateInRing(ring, x, y) === INSIDE) return true;
  return false;
}

function compileRing(ring: Position[]): CompiledRing {
  const first = ring[0];
  const last = ring[ring.length - 1];
  const closed = ring.length > 1 && first?.[0] === last?.[0] && first?.[1] === last?.[1];
  const count = closed ? ring.length - 1 : ring.length;
  const coords = new Float64Array(count * 2);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < count; i++) {
    const x = ring[i]?.[0];
    const y = ring[i]?.[1];
    if (x === undefined || y === undefined || !Number.isFinite(x) || !Number.isFinite(y)) {
      throw new RangeError(`polygon position ${i} is not a finite [lon, lat]`);
    }
    coords[i * 2] = x;
    coords[i * 2 + 1] = y;
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return { coords, minX, minY, maxX, maxY };
}

/**
 * Crossing number with a rightward ray, half-open in y so a vertex on the ray counts once.
 * The same cross product decides both "on this edge" and "which side", so they never disagree.
 */
function locateInRing(ring: CompiledRing, x: number, y: number): RingPosition {
  if (x < ring.minX || x > ring.maxX || y < ring.minY || y > ring.maxY) return OUTSIDE;
  const c = ring.coords;
  const n = c.length;
  let inside = false;
  // Start with the closing edge: from the last vertex to the first.
  let xa = c[n - 2] ?? 0;
  let ya = c[n - 1] ?? 0;
  for (let k = 0; k < n; k += 2) {
    const xb = c[k] ?? 0;
    const yb = c[k + 1] ?? 0;
    if (yb > y !== ya > y) {
      const cross = (xb - xa) * (y - ya) - (x - xa) * (yb - ya);
      if (cross === 0) return BOUNDARY;
      // Left of an upward edge or right of a downward one: the ray crosses it.
      if (cross > 0 === yb > ya) inside = !inside;
    } else if (
      yb === y &&
      (xb === x || (ya === y && x >= Math.min(xa, xb) && x <= Math.max(xa, xb)))
    ) {
      return BOUNDARY; // on vertex b, or on a horizontal edge
    }
    xa = xb;
    ya = yb;
  }
  return inside ? INSIDE : OUTSIDE;
}
