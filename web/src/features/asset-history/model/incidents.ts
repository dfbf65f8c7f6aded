import {
  INCIDENT_TYPE,
  SAFETY_EVENT_LABELS,
  type IncidentDto,
  type IncidentSeverity,
  type IncidentTypeId,
} from '@fleet/domain';

/**
 * spec 2 §4 "Incident type ids", as the timeline names them. The dash cams' safety events
 * read as the camera page's Safety events name them, so one event has one name.
 */
export const INCIDENT_NAMES: Record<IncidentTypeId, string> = {
  [INCIDENT_TYPE.leavingArea]: 'Leaving Area',
  [INCIDENT_TYPE.overSpeed]: SAFETY_EVENT_LABELS[INCIDENT_TYPE.overSpeed],
  [INCIDENT_TYPE.outsideNormalHours]: 'Outside Normal Hours',
  [INCIDENT_TYPE.diagnosticCode]: 'Diagnostic Code',
  [INCIDENT_TYPE.engineIdle]: 'Engine Idle',
  [INCIDENT_TYPE.enteringArea]: 'Entering Area',
  [INCIDENT_TYPE.trackerInstalled]: 'Tracker Installed',
  [INCIDENT_TYPE.trackerRemoved]: 'Tracker Removed',
  [INCIDENT_TYPE.overSpeedStart]: 'Over Speed Start',
  [INCIDENT_TYPE.hardLeft]: 'Hard Left',
  [INCIDENT_TYPE.hardRight]: 'Hard Right',
  [INCIDENT_TYPE.aggressiveAcceleration]: 'Aggressive Acceleration',
  [INCIDENT_TYPE.aggressiveDeceleration]: SAFETY_EVENT_LABELS[INCIDENT_TYPE.aggressiveDeceleration],
  [INCIDENT_TYPE.impact]: SAFETY_EVENT_LABELS[INCIDENT_TYPE.impact],
  [INCIDENT_TYPE.idleStart]: 'Idle Start',
  [INCIDENT_TYPE.hardCornering]: 'Hard Cornering',
  [INCIDENT_TYPE.ignitionOn]: 'Ignition On',
  [INCIDENT_TYPE.ignitionOff]: 'Ignition Off',
  [INCIDENT_TYPE.assetLocked]: 'Asset Locked',
  [INCIDENT_TYPE.assetUnlocked]: 'Asset Unlocked',
  [INCIDENT_TYPE.hauledTripStarted]: 'Hauled Trip Started',
  [INCIDENT_TYPE.hauledTripEnded]: 'Hauled Trip Ended',
  [INCIDENT_TYPE.trackerSleep]: 'Tracker Sleep',
  [INCIDENT_TYPE.trackerWake]: 'Tracker Wake',
  [INCIDENT_TYPE.lostContact]: 'Lost Contact',
  [INCIDENT_TYPE.stoppedDriving]: 'Stopped Driving',
  [INCIDENT_TYPE.staleGpsStart]: 'Stale GPS Start',
  [INCIDENT_TYPE.staleGpsEnd]: 'Stale GPS End',
  [INCIDENT_TYPE.assetThresholdExceeded]: 'Asset Threshold Exceeded',
  [INCIDENT_TYPE.assetThresholdCleared]: 'Asset Threshold Cleared',
  [INCIDENT_TYPE.postedSpeedLimitExceeded]: 'Posted Speed Limit Exceeded',
  [INCIDENT_TYPE.operatorAssignmentStarted]: 'Operator Assignment Started',
  [INCIDENT_TYPE.operatorAssignmentEnded]: 'Operator Assignment Ended',
  [INCIDENT_TYPE.camera]: 'Camera Event',
};

const isKnownType = (typeId: number): typeId is IncidentTypeId =>
  Object.hasOwn(INCIDENT_NAMES, typeId);

/** The incident's name; a type this client does not know yet still gets a readable one. */
export function incidentName(typeId: number): string {
  return isKnownType(typeId) ? INCIDENT_NAMES[typeId] : 'Incident';
}

/** spec 2 §4 "Severity" colours: critical red, warning orange, haul purple, info gray. */
export const SEVERITY_COLORS: Record<IncidentSeverity, string> = {
  critical: '#e03131',
  warning: '#f76707',
  haul: '#7e4ceb',
  info: '#868e96',
};

const IDLE_TYPES = new Set<number>([INCIDENT_TYPE.idleStart, INCIDENT_TYPE.engineIdle]);
const OVER_SPEED_TYPES = new Set<number>([
  INCIDENT_TYPE.overSpeed,
  INCIDENT_TYPE.overSpeedStart,
  INCIDENT_TYPE.postedSpeedLimitExceeded,
]);

export const isIdleIncident = (typeId: number): boolean => IDLE_TYPES.has(typeId);

/** Idle and over-speed incidents are reported when they end and last `duration` seconds. */
export const hasDurationStart = (typeId: number): boolean =>
  IDLE_TYPES.has(typeId) || OVER_SPEED_TYPES.has(typeId);

/** spec 2 §5: idle and over-speed incidents started at report time minus their duration. */
export function incidentStartMs(
  incident: Pick<IncidentDto, 'tracking_incident_type_id' | 'report_timestamp' | 'duration'>,
): number {
  const reported = Date.parse(incident.report_timestamp);
  if (!hasDurationStart(incident.tracking_incident_type_id)) return reported;
  const duration = Number.isFinite(incident.duration) ? Math.max(0, incident.duration) : 0;
  return reported - duration * 1000;
}

/** spec 2 §9: an idle marker becomes a stop marker once the idle lasted 5 minutes. */
export const STOP_AFTER_SECONDS = 5 * 60;

export type IdleMarker = 'idle' | 'stop';

/** Which marker an idle incident draws; null for any other incident (a plain dot). */
export function idleMarkerOf(
  incident: Pick<IncidentDto, 'tracking_incident_type_id' | 'duration'>,
): IdleMarker | null {
  if (!isIdleIncident(incident.tracking_incident_type_id)) return null;
  return incident.duration >= STOP_AFTER_SECONDS ? 'stop' : 'idle';
}

/** A short line under the incident's name: where, how fast, how long. */
export function incidentDetail(incident: IncidentDto): string | null {
  const parts: string[] = [];
  if (incident.geofence) parts.push(incident.geofence.name);
  const { maxSpeed, posted_speed_limit: limit, speed_unit: unit } = incident.optional_fields;
  const speedUnit = unit ?? 'mph';
  if (maxSpeed !== undefined) parts.push(`Max ${Math.round(maxSpeed)} ${speedUnit}`);
  if (limit !== undefined) parts.push(`Limit ${Math.round(limit)} ${speedUnit}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** An idle start and the engine idle that closed it count as one idle within this. */
const SAME_IDLE_MS = 60_000;

/**
 * The incidents the map draws: an idle start (17) whose idle was later reported as an engine
 * idle (5) from the same moment is left out, since both would mark the same standstill.
 */
export function withoutClosedIdleStarts(incidents: readonly IncidentDto[]): IncidentDto[] {
  const idleStarts = incidents
    .filter((i) => i.tracking_incident_type_id === INCIDENT_TYPE.engineIdle)
    .map(incidentStartMs);
  return incidents.filter(
    (incident) =>
      incident.tracking_incident_type_id !== INCIDENT_TYPE.idleStart ||
      !idleStarts.some(
        (start) => Math.abs(start - Date.parse(incident.report_timestamp)) <= SAME_IDLE_MS,
      ),
  );
}
