import { createElement } from 'react';
import {
  IconAlertTriangle,
  IconCamera,
  IconCarCrash,
  IconClock,
  IconCurrentLocationOff,
  IconGauge,
  IconHandStop,
  IconInfoCircle,
  IconKey,
  IconKeyOff,
  IconLock,
  IconLockOpen,
  IconMapPinDown,
  IconMapPinUp,
  IconMoon,
  IconPlugConnected,
  IconPlugConnectedX,
  IconSteeringWheel,
  IconSun,
  IconTool,
  IconTruck,
  IconUserCheck,
  IconUserX,
  IconWifiOff,
  type Icon,
  type IconProps,
} from '@tabler/icons-react';
import { INCIDENT_TYPE, type IncidentDto } from '@fleet/domain';
import { idleMarkerOf } from '../model/incidents';

const T = INCIDENT_TYPE;

const ICONS = new Map<number, Icon>([
  [T.leavingArea, IconMapPinUp],
  [T.enteringArea, IconMapPinDown],
  [T.overSpeed, IconGauge],
  [T.overSpeedStart, IconGauge],
  [T.postedSpeedLimitExceeded, IconGauge],
  [T.outsideNormalHours, IconMoon],
  [T.diagnosticCode, IconTool],
  [T.trackerInstalled, IconPlugConnected],
  [T.trackerRemoved, IconPlugConnectedX],
  [T.hardLeft, IconSteeringWheel],
  [T.hardRight, IconSteeringWheel],
  [T.hardCornering, IconSteeringWheel],
  [T.aggressiveAcceleration, IconAlertTriangle],
  [T.aggressiveDeceleration, IconAlertTriangle],
  [T.impact, IconCarCrash],
  [T.ignitionOn, IconKey],
  [T.ignitionOff, IconKeyOff],
  [T.assetLocked, IconLock],
  [T.assetUnlocked, IconLockOpen],
  [T.hauledTripStarted, IconTruck],
  [T.hauledTripEnded, IconTruck],
  [T.trackerSleep, IconMoon],
  [T.trackerWake, IconSun],
  [T.lostContact, IconWifiOff],
  [T.stoppedDriving, IconHandStop],
  [T.staleGpsStart, IconCurrentLocationOff],
  [T.staleGpsEnd, IconCurrentLocationOff],
  [T.assetThresholdExceeded, IconAlertTriangle],
  [T.assetThresholdCleared, IconInfoCircle],
  [T.operatorAssignmentStarted, IconUserCheck],
  [T.operatorAssignmentEnded, IconUserX],
  [T.camera, IconCamera],
]);

/** The icon for an incident's type; idling shows a clock, or a stop hand after 5 minutes. */
function iconOf(incident: IncidentDto): Icon {
  const idle = idleMarkerOf(incident);
  if (idle === 'stop') return IconHandStop;
  if (idle === 'idle') return IconClock;
  return ICONS.get(incident.tracking_incident_type_id) ?? IconInfoCircle;
}

/** The incident's icon; every icon is a module-level component, only the choice is made here. */
export function IncidentIcon({ incident, ...props }: IconProps & { incident: IncidentDto }) {
  return createElement(iconOf(incident), { 'aria-hidden': true, ...props });
}
