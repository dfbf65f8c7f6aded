/** The spec's ids for assets, positions, trips and incidents (spec 1 §3, §4; spec 2 §3, §4). */

/** spec 1 §3 "Asset": asset_type_id. */
export const ASSET_TYPE = { vehicle: 1, equipment: 2 } as const;
export type AssetTypeId = (typeof ASSET_TYPE)[keyof typeof ASSET_TYPE];

/** spec 1 §4: location_source 2 is a manual location; positions from trackers are 1. */
export const LOCATION_SOURCE = { tracker: 1, manual: 2 } as const;
export type LocationSource = (typeof LOCATION_SOURCE)[keyof typeof LOCATION_SOURCE];

/** spec 2 §3 "Trip": trip_type_id. Regular trips (1) are the unnamed default. */
export const TRIP_TYPE = { regular: 1, hauling: 2, hauled: 3, hauledIgnitionOn: 4 } as const;
export type TripTypeId = (typeof TRIP_TYPE)[keyof typeof TRIP_TYPE];

/** spec 1 §3 "Asset status": last_trip_type. */
export const LAST_TRIP_TYPES = ['regular', 'hauling', 'hauled', 'hauled_ignition_on'] as const;
export type LastTripType = (typeof LAST_TRIP_TYPES)[number];

export const LAST_TRIP_TYPE_BY_ID: Record<TripTypeId, LastTripType> = {
  1: 'regular',
  2: 'hauling',
  3: 'hauled',
  4: 'hauled_ignition_on',
};

/** spec 1 §3 "mapVisualIndicator values"; the legend adds OUT_OF_SYNC. */
export const MAP_VISUAL_INDICATORS = [
  'UNKNOWN',
  'MANUAL_LOCATION',
  'IDLING',
  'RUNNING',
  'OFF',
  'DRIVING',
  'IS_BEING_HAULED',
  'NO_TRACKER',
] as const;
export type MapVisualIndicator = (typeof MAP_VISUAL_INDICATORS)[number];
export const LEGEND_INDICATORS = [...MAP_VISUAL_INDICATORS, 'OUT_OF_SYNC'] as const;
export type LegendIndicator = (typeof LEGEND_INDICATORS)[number];

/** spec 2 §4 "Incident type ids". */
export const INCIDENT_TYPE = {
  leavingArea: 1,
  overSpeed: 2,
  outsideNormalHours: 3,
  diagnosticCode: 4,
  engineIdle: 5,
  enteringArea: 6,
  trackerInstalled: 9,
  trackerRemoved: 10,
  overSpeedStart: 11,
  hardLeft: 12,
  hardRight: 13,
  aggressiveAcceleration: 14,
  aggressiveDeceleration: 15,
  impact: 16,
  idleStart: 17,
  hardCornering: 18,
  ignitionOn: 19,
  ignitionOff: 20,
  assetLocked: 21,
  assetUnlocked: 22,
  hauledTripStarted: 23,
  hauledTripEnded: 24,
  trackerSleep: 25,
  trackerWake: 26,
  lostContact: 27,
  stoppedDriving: 29,
  staleGpsStart: 30,
  staleGpsEnd: 31,
  assetThresholdExceeded: 32,
  assetThresholdCleared: 33,
  postedSpeedLimitExceeded: 36,
  operatorAssignmentStarted: -3,
  operatorAssignmentEnded: -2,
  camera: -1,
} as const;
export type IncidentTypeId = (typeof INCIDENT_TYPE)[keyof typeof INCIDENT_TYPE];

export type IncidentSeverity = 'critical' | 'warning' | 'haul' | 'info';

const CRITICAL = new Set<number>([2, 12, 13, 14, 15, 16, 18, 36]);
const WARNING = new Set<number>([3, 5]);
const HAUL = new Set<number>([23, 24]);

/** spec 2 §4 "Severity". */
export function incidentSeverity(typeId: number): IncidentSeverity {
  if (CRITICAL.has(typeId)) return 'critical';
  if (WARNING.has(typeId)) return 'warning';
  if (HAUL.has(typeId)) return 'haul';
  return 'info';
}
