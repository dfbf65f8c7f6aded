import {
  INCIDENT_TYPE,
  incidentSeverity,
  operatorName,
  type CameraEventMedia,
  type IncidentDto,
  type SafetyEvent,
} from '@fleet/domain';
import type { NamedSafetyEventRow, SafetyEventRecord } from './safety-events.repo';

const isFeed = (feed: string): feed is CameraEventMedia['feed_id'] =>
  feed === 'outside' || feed === 'inside';

/** Where the event's clip is in its camera's history (epoch ms), for the floating window. */
export function mediaOf(event: SafetyEventRecord): CameraEventMedia {
  return {
    camera_id: event.cameraId,
    // The table's check allows only the two; 'outside' is where every session starts.
    feed_id: isFeed(event.feed) ? event.feed : 'outside',
    start_timestamp: event.clipStart.getTime(),
    end_timestamp: event.clipEnd.getTime(),
    event_timestamp: event.occurredAt.getTime(),
  };
}

const nameOf = (first: string | null, last: string | null) =>
  operatorName({ first_name: first ?? '', last_name: last ?? '' });

export function toSafetyEventDto(row: NamedSafetyEventRow): SafetyEvent {
  const { event } = row;
  return {
    safety_event_id: event.safetyEventId,
    tracking_incident_type_id: event.incidentTypeId,
    report_timestamp: event.occurredAt.toISOString(),
    asset_id: event.assetId,
    asset_name: row.assetName,
    operator:
      event.operatorId === null
        ? null
        : {
            operator_id: event.operatorId,
            name: nameOf(row.operatorFirstName, row.operatorLastName),
          },
    speed_mph: event.speedMph,
    posted_speed_limit: event.postedSpeedLimit,
    latitude: event.latitude,
    longitude: event.longitude,
    camera_event_media: mediaOf(event),
    coaching:
      event.coachedAt === null
        ? null
        : {
            coached_at: event.coachedAt.toISOString(),
            coached_by_name: nameOf(row.coachFirstName, row.coachLastName),
            note: event.coachingNote ?? '',
          },
  };
}

/**
 * The event as one of its asset's incidents in the trip history (spec 2 §3 "Incident"); its
 * clip only for a user with camera access, who alone may play it.
 */
export function toSafetyIncidentDto(event: SafetyEventRecord, withMedia: boolean): IncidentDto {
  const isOverSpeed = event.incidentTypeId === INCIDENT_TYPE.overSpeed;
  return {
    tracking_incident_id: `camera-${event.safetyEventId}`,
    tracking_incident_type_id: event.incidentTypeId,
    tracking_event_id: null,
    report_timestamp: event.occurredAt.toISOString(),
    duration: 0,
    severity: incidentSeverity(event.incidentTypeId),
    optional_fields: isOverSpeed
      ? {
          ...(event.speedMph === null ? {} : { vehicle_speed: event.speedMph }),
          ...(event.postedSpeedLimit === null
            ? {}
            : { posted_speed_limit: event.postedSpeedLimit }),
          speed_unit: 'mph',
        }
      : {},
    geofence: null,
    asset_incident_threshold: null,
    camera_event_medias: withMedia ? [mediaOf(event)] : [],
    latitude: event.latitude,
    longitude: event.longitude,
  };
}
