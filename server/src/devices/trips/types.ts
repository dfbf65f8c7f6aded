import {
  type AssetTypeId,
  type IncidentSeverity,
  type IncidentTypeId,
  type Position,
  type TripTypeId,
} from '@fleet/domain';

/**
 * One stored fix as the engine reads it: the gateway's Position (any superset will do) plus the
 * geofences the server found it inside.
 */
export type TrackFix = Pick<Position, 'fixTime' | 'latitude' | 'longitude' | 'valid'> &
  Partial<Pick<Position, 'speedMph' | 'ignition' | 'isMoving' | 'odometerMiles'>> & {
    geofenceIds: readonly number[];
  };

export interface TripAsset {
  assetId: number;
  assetTypeId: AssetTypeId;
}

/** A point of a trip's path; also its start and end (spec 2 §3 "Trip"). */
export interface TripPoint {
  timestamp: number;
  latitude: number;
  longitude: number;
  /** Reported speed; null when the tracker sent none or the point was interpolated. */
  speed_mph: number | null;
  geofence_ids: number[];
}

/**
 * A derived trip. Field names follow the data layer (spec 2 §3); timestamps are epoch ms.
 * `key` (asset and start time) identifies it across re-derivations.
 */
export interface Trip {
  key: string;
  asset_id: number;
  asset_type_id: AssetTypeId;
  trip_type_id: TripTypeId;
  start_timestamp: number;
  end_timestamp: number;
  start_point: TripPoint;
  end_point: TripPoint;
  trip_distance_miles: number;
  distance_source: 'gps' | 'odometer';
  max_speed_mph: number;
  /** Fixes with a GPS lock, oldest first: the polyline. */
  points: TripPoint[];
  /**
   * False when the positions ran out while the trip could still go on (moving, or stopped for
   * less than the stop gap): a later position may extend it.
   */
  closed: boolean;
  /** Set on hauling trips (type 2): the assets carried. */
  hauling_trip_hauled_assets: number[];
  /** Set on hauled trips (types 3 and 4) once matched: the asset that carried it. */
  hauling_asset: number | null;
}

export interface IncidentGeofence {
  geofence_id: number;
  name: string;
}

/** spec 2 §3 "Incident": optional_fields. Only over speed fills it. */
export interface IncidentOptionalFields {
  maxSpeed?: number;
  vehicle_speed?: number;
  speed_unit?: 'mph';
}

/** A derived incident (spec 2 §3). `key` lets a re-derivation replace it idempotently. */
export interface Incident {
  key: string;
  asset_id: number;
  tracking_incident_type_id: IncidentTypeId;
  report_timestamp: number;
  /** Seconds; 0 for instant incidents. */
  duration: number;
  severity: IncidentSeverity;
  optional_fields: IncidentOptionalFields;
  geofence: IncidentGeofence | null;
  latitude: number;
  longitude: number;
}

/** An incident before the asset-wide fields (key, asset, severity) are stamped on. */
export type IncidentDraft = Omit<Incident, 'key' | 'asset_id' | 'severity'>;
