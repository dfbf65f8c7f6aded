import { boundsOf, type Bounds, type LngLat } from '../../../lib/map/bounds';
import {
  type Feature,
  type FeatureCollection,
  type LineString,
  type Point,
  type Position,
} from 'geojson';
import { type IncidentDto, type IncidentSeverity, type TripDto } from '@fleet/domain';
import { idleMarkerOf, withoutClosedIdleStarts, type IdleMarker } from './incidents';
import { tripTypeLook } from './trip-types';

export interface TripLineProperties {
  tripId: string;
  color: string;
}

export interface TripEndProperties {
  tripId: string;
  end: 'start' | 'end';
}

export interface IncidentPointProperties {
  incidentId: string;
  severity: IncidentSeverity;
  /** Idle incidents draw an icon; every other incident is a dot coloured by severity. */
  marker: IdleMarker | 'dot';
}

export type { Bounds, LngLat };
export { boundsOf };

const isLngLat = (lon: number, lat: number): boolean =>
  Number.isFinite(lon) && Number.isFinite(lat) && Math.abs(lon) <= 180 && Math.abs(lat) <= 90;

/** The trip's path as [lon, lat] pairs, unusable points left out. */
export function tripPath(trip: Pick<TripDto, 'points'>): LngLat[] {
  const path: LngLat[] = [];
  for (const [lon, lat] of trip.points) if (isLngLat(lon, lat)) path.push([lon, lat]);
  return path;
}

/** One line per trip, coloured by its type (spec 2 §9); trips with no usable point are left out. */
export function tripLines(
  trips: readonly TripDto[],
): FeatureCollection<LineString, TripLineProperties> {
  const features: Feature<LineString, TripLineProperties>[] = [];
  for (const trip of trips) {
    const path = tripPath(trip);
    const first = path[0];
    if (!first) continue;
    // A line needs two positions; a trip seen at one place still gets its start/end markers.
    const coordinates: Position[] = path.length > 1 ? path : [first, first];
    features.push({
      type: 'Feature',
      properties: { tripId: trip.trip_id, color: tripTypeLook(trip.trip_type.trip_type_id).color },
      geometry: { type: 'LineString', coordinates },
    });
  }
  return { type: 'FeatureCollection', features };
}

/** A start and an end marker per trip, at its first and last usable points. */
export function tripEnds(trips: readonly TripDto[]): FeatureCollection<Point, TripEndProperties> {
  const features: Feature<Point, TripEndProperties>[] = [];
  for (const trip of trips) {
    const path = tripPath(trip);
    const first = path[0];
    const last = path[path.length - 1];
    if (!first || !last) continue;
    const point = (end: TripEndProperties['end'], coordinates: LngLat) => ({
      type: 'Feature' as const,
      properties: { tripId: trip.trip_id, end },
      geometry: { type: 'Point' as const, coordinates },
    });
    features.push(point('start', first), point('end', last));
  }
  return { type: 'FeatureCollection', features };
}

/** spec 2 §5: about 0.0002 percent, enough to tell stacked markers apart when zoomed in. */
export const NUDGE_FACTOR = 0.000002;

/**
 * Incidents at exactly the same place (an idle start and its engine idle, say) would hide each
 * other: each repeat is moved by a small factor (spec 2 §5). The spec's factor is random; here
 * it grows with the repeat's rank so the markers stay put between renders.
 */
export function nudgeDuplicates(points: readonly LngLat[]): LngLat[] {
  const seen = new Map<string, number>();
  return points.map(([lon, lat]) => {
    const key = `${lon},${lat}`;
    const repeat = seen.get(key) ?? 0;
    seen.set(key, repeat + 1);
    if (repeat === 0) return [lon, lat];
    const factor = 1 + NUDGE_FACTOR * repeat;
    return [lon * factor, lat * factor];
  });
}

/** The day's incidents as markers; an idle closed by an engine idle is drawn once. */
export function incidentPoints(
  incidents: readonly IncidentDto[],
): FeatureCollection<Point, IncidentPointProperties> {
  const usable = withoutClosedIdleStarts(incidents).filter((i) =>
    isLngLat(i.longitude, i.latitude),
  );
  const places = nudgeDuplicates(usable.map((i) => [i.longitude, i.latitude]));
  const features = usable.flatMap((incident, index): Feature<Point, IncidentPointProperties>[] => {
    const coordinates = places[index];
    if (!coordinates) return [];
    return [
      {
        type: 'Feature',
        properties: {
          incidentId: incident.tracking_incident_id,
          severity: incident.severity,
          marker: idleMarkerOf(incident) ?? 'dot',
        },
        geometry: { type: 'Point', coordinates },
      },
    ];
  });
  return { type: 'FeatureCollection', features };
}

/** Everything the day drew: its trips' paths and its incidents. */
export function dayBounds(
  trips: readonly TripDto[],
  incidents: readonly IncidentDto[],
): Bounds | null {
  const incidentPlaces = incidents
    .filter((i) => isLngLat(i.longitude, i.latitude))
    .map((i): LngLat => [i.longitude, i.latitude]);
  return boundsOf([...trips.flatMap(tripPath), ...incidentPlaces]);
}
