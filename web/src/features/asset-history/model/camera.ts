import { type IncidentDto, type TripDto } from '@fleet/domain';
import { boundsOf, dayBounds, tripPath, type Bounds, type LngLat } from './map-features';

/**
 * Where the map should look: a box (a trip, the day), a marker (an incident, shown like any
 * selected marker at zoom ≥ 14), or an area (where the asset stood on a day it did not drive).
 */
export type CameraTarget =
  | { kind: 'bounds'; bounds: Bounds }
  | { kind: 'marker'; lngLat: LngLat }
  | { kind: 'area'; lngLat: LngLat };

export interface CameraInput {
  date: string;
  /** null while the day is loading. */
  trips: readonly TripDto[] | null;
  incidents: readonly IncidentDto[];
  selectedTrip: TripDto | null;
  selectedIncident: IncidentDto | null;
  /** The asset's last known place, for a day without anything to show. */
  assetLocation: LngLat | null;
}

/**
 * The target and a key that changes only when the map should move: with another day or
 * another selection, not when today's trips refresh under the user's eyes.
 */
export function cameraFor(input: CameraInput): { target: CameraTarget | null; key: string } {
  const { date, selectedTrip, selectedIncident } = input;
  if (selectedIncident) {
    const lngLat: LngLat = [selectedIncident.longitude, selectedIncident.latitude];
    return {
      target: { kind: 'marker', lngLat },
      key: `${date}|incident|${selectedIncident.tracking_incident_id}`,
    };
  }
  if (selectedTrip) {
    const bounds = boundsOf(tripPath(selectedTrip));
    if (bounds)
      return { target: { kind: 'bounds', bounds }, key: `${date}|trip|${selectedTrip.trip_id}` };
  }
  if (input.trips === null) return { target: null, key: `${date}|loading` };
  const bounds = dayBounds(input.trips, input.incidents);
  if (bounds) return { target: { kind: 'bounds', bounds }, key: `${date}|day` };
  if (input.assetLocation) {
    return { target: { kind: 'area', lngLat: input.assetLocation }, key: `${date}|area` };
  }
  return { target: null, key: `${date}|nothing` };
}
