import { INCIDENT_TYPE, TRIP_TYPE, type IncidentDto, type TripDto } from '@fleet/domain';

/** Test data with overrides, shared by this feature's unit tests. */
export function makeIncident(overrides: Partial<IncidentDto> = {}): IncidentDto {
  return {
    tracking_incident_id: '7:19:1000',
    tracking_incident_type_id: INCIDENT_TYPE.ignitionOn,
    tracking_event_id: null,
    report_timestamp: '2026-11-21T14:00:00.000Z',
    duration: 0,
    severity: 'info',
    optional_fields: {},
    geofence: null,
    asset_incident_threshold: null,
    camera_event_medias: [],
    latitude: 38.95,
    longitude: -92.33,
    ...overrides,
  };
}

export function makeTrip(overrides: Partial<TripDto> = {}): TripDto {
  const place = { street: null, city: null, state: null, label: 'Unknown Address' };
  return {
    trip_id: 't1',
    trip_type: { trip_type_id: TRIP_TYPE.regular },
    start_timestamp: '2026-11-21T14:05:00.000Z',
    end_timestamp: '2026-11-21T14:35:00.000Z',
    start: place,
    end: place,
    trip_distance_miles: 12.4,
    max_speed_mph: 61,
    points: [
      [-92.33, 38.95, Date.parse('2026-11-21T14:05:00.000Z'), 0],
      [-92.3, 38.97, Date.parse('2026-11-21T14:20:00.000Z'), 55],
      [-92.25, 39.0, Date.parse('2026-11-21T14:35:00.000Z'), null],
    ],
    incidents: [],
    events: [],
    hauling_trip_hauled_assets: [],
    hauling_asset: null,
    ...overrides,
  };
}
