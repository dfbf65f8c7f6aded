import { ASSET_TYPE, INCIDENT_TYPE, TRIP_TYPE, incidentSeverity } from '@fleet/domain';
import { deriveTrips } from './derive-trips';
import { idleIncidents, overSpeedIncidents, type Span } from './incident-runs';
import {
  geofenceIncidents,
  ignitionIncidents,
  lostContactIncidents,
  staleGpsIncidents,
} from './incident-transitions';
import { annotateFixes } from './motion';
import { DEFAULT_IDLE_ALERT_MINUTES, DEFAULT_LOST_CONTACT_MINUTES } from './thresholds';
import {
  type Incident,
  type IncidentDraft,
  type TrackFix,
  type Trip,
  type TripAsset,
  type TripPoint,
} from './types';

export interface DeriveIncidentsInput {
  asset: TripAsset;
  /** In any order, repeats allowed: they are sorted and de-duplicated first. */
  positions: readonly TrackFix[];
  /** The company's over-speed limit; null turns over-speed incidents off. */
  overSpeedMph: number | null;
  idleAlertMinutes?: number;
  lostContactMinutes?: number;
  /** Clock for the silence since the last fix. */
  now: number;
  geofenceNames: ReadonlyMap<number, string>;
  /** The asset's trips from the same positions, if the caller already derived them. */
  trips?: readonly Trip[];
}

const MINUTE_MS = 60_000;

/** Stable across re-derivations of the same facts, so a re-run replaces rather than duplicates. */
export function incidentKey(assetId: number, draft: IncidentDraft): string {
  const geofence = draft.geofence === null ? '-' : String(draft.geofence.geofence_id);
  return `${assetId}:${draft.tracking_incident_type_id}:${draft.report_timestamp}:${geofence}`;
}

const hauledTripTypes = new Set<number>([TRIP_TYPE.hauled, TRIP_TYPE.hauledIgnitionOn]);

function tripIncident(
  type: IncidentDraft['tracking_incident_type_id'],
  point: TripPoint,
  duration: number,
): IncidentDraft {
  return {
    tracking_incident_type_id: type,
    report_timestamp: point.timestamp,
    duration,
    optional_fields: {},
    geofence: null,
    latitude: point.latitude,
    longitude: point.longitude,
  };
}

/** Hauled trip started (23) and, once the trip is over, ended (24) with its duration. */
function hauledTripIncidents(trips: readonly Trip[]): IncidentDraft[] {
  return trips
    .filter((trip) => hauledTripTypes.has(trip.trip_type_id))
    .flatMap((trip) => {
      const started = tripIncident(INCIDENT_TYPE.hauledTripStarted, trip.start_point, 0);
      if (!trip.closed) return [started];
      const seconds = (trip.end_timestamp - trip.start_timestamp) / 1000;
      return [started, tripIncident(INCIDENT_TYPE.hauledTripEnded, trip.end_point, seconds)];
    });
}

const byTimeTypeGeofence = (a: Incident, b: Incident): number =>
  a.report_timestamp - b.report_timestamp ||
  a.tracking_incident_type_id - b.tracking_incident_type_id ||
  (a.geofence?.geofence_id ?? -1) - (b.geofence?.geofence_id ?? -1);

/**
 * Derives an asset's incidents from its stored positions. Pure and order-insensitive; the result
 * is sorted by report time, then type, then geofence.
 */
export function deriveIncidents(input: DeriveIncidentsInput): Incident[] {
  const fixes = annotateFixes(input.positions);
  const trips = input.trips ?? deriveTrips({ asset: input.asset, positions: input.positions });
  const hauled = trips.filter((trip) => hauledTripTypes.has(trip.trip_type_id));
  const hauledSpans: Span[] = hauled.map((t) => ({
    start: t.start_timestamp,
    end: t.end_timestamp,
  }));
  const idleMs = (input.idleAlertMinutes ?? DEFAULT_IDLE_ALERT_MINUTES) * MINUTE_MS;
  const lostContactMs = (input.lostContactMinutes ?? DEFAULT_LOST_CONTACT_MINUTES) * MINUTE_MS;
  const nameOf = (id: number): string => input.geofenceNames.get(id) ?? `Geofence ${id}`;
  const drafts = [
    ...overSpeedIncidents(fixes, input.overSpeedMph, hauledSpans),
    ...(input.asset.assetTypeId === ASSET_TYPE.vehicle
      ? idleIncidents(fixes, idleMs, lostContactMs)
      : []),
    ...ignitionIncidents(fixes),
    ...geofenceIncidents(fixes, nameOf),
    ...lostContactIncidents(fixes, lostContactMs, input.now),
    ...staleGpsIncidents(fixes),
    ...hauledTripIncidents(hauled),
  ];
  return drafts
    .map((draft) => ({
      ...draft,
      key: incidentKey(input.asset.assetId, draft),
      asset_id: input.asset.assetId,
      severity: incidentSeverity(draft.tracking_incident_type_id),
    }))
    .sort(byTimeTypeGeofence);
}
