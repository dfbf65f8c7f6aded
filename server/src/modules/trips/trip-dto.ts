import { incidentSeverity, type IncidentDto, type TripDto } from '@fleet/domain';
import {
  tripPlaceLabel,
  type Incident,
  type Trip,
  type TripPoint,
} from '../../devices/trips/index';
import type { ReverseGeocoder } from '../../platform/geocoder/reverse-geocoder';
import type { TimedIncident } from '../safety-events/safety-incidents.service';

const iso = (ms: number): string => new Date(ms).toISOString();

/** What a trip's places are named by: the company's geofences and the geocoder. */
export interface PlaceNames {
  geofences: ReadonlyMap<number, string>;
  geocoder: ReverseGeocoder;
}

function placeOf(point: TripPoint, names: PlaceNames) {
  const geofenceNames = point.geofence_ids.flatMap((id) => {
    const name = names.geofences.get(id);
    return name ? [name] : [];
  });
  const found = names.geocoder.reverse(point.latitude, point.longitude);
  const address = {
    street: found?.street ?? null,
    city: found?.city ?? null,
    state: found?.state?.abbreviation ?? null,
  };
  return { ...address, label: tripPlaceLabel({ geofenceNames, ...address }) };
}

export function toIncidentDto(incident: Incident): IncidentDto {
  return {
    tracking_incident_id: incident.key,
    tracking_incident_type_id: incident.tracking_incident_type_id,
    tracking_event_id: null,
    report_timestamp: iso(incident.report_timestamp),
    duration: incident.duration,
    severity: incidentSeverity(incident.tracking_incident_type_id),
    optional_fields: incident.optional_fields,
    geofence: incident.geofence,
    asset_incident_threshold: null,
    camera_event_medias: [],
    latitude: incident.latitude,
    longitude: incident.longitude,
  };
}

/** A derived incident with its moment, as the trip history merges it with the cameras' ones. */
export const timedIncident = (incident: Incident): TimedIncident => ({
  at: incident.report_timestamp,
  incident: toIncidentDto(incident),
});

/** The trip with its path and the incidents (of every source, in time order) during it. */
export function toTripDto(trip: Trip, incidents: TimedIncident[], names: PlaceNames): TripDto {
  return {
    trip_id: trip.key,
    trip_type: { trip_type_id: trip.trip_type_id },
    start_timestamp: iso(trip.start_timestamp),
    end_timestamp: iso(trip.end_timestamp),
    start: placeOf(trip.start_point, names),
    end: placeOf(trip.end_point, names),
    trip_distance_miles: Math.round(trip.trip_distance_miles * 100) / 100,
    max_speed_mph: Math.round(trip.max_speed_mph),
    points: trip.points.map((p) => [p.longitude, p.latitude, p.timestamp, p.speed_mph]),
    incidents: incidents
      .filter((i) => i.at >= trip.start_timestamp && i.at <= trip.end_timestamp)
      .map((i) => i.incident),
    events: [],
    hauling_trip_hauled_assets: trip.hauling_trip_hauled_assets,
    hauling_asset: trip.hauling_asset,
  };
}
