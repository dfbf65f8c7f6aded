import {
  isSafetyEventType,
  SAFETY_EVENT_LABELS,
  SAFETY_EVENT_TYPE_IDS,
  type SafetyEvent,
} from '@fleet/domain';
import { formatInTimeZone } from '../../../lib/company-days';

/** The event's type as the lists name it; a type this client does not know yet still reads. */
export function safetyEventLabel(typeId: number): string {
  return isSafetyEventType(typeId) ? SAFETY_EVENT_LABELS[typeId] : 'Safety event';
}

/** How fast the asset went: '52 mph', with the limit it passed for an over speed. */
export function safetyEventSpeed(
  event: Pick<SafetyEvent, 'speed_mph' | 'posted_speed_limit'>,
): string | null {
  if (event.speed_mph === null) return null;
  const speed = `${Math.round(event.speed_mph)} mph`;
  return event.posted_speed_limit === null
    ? speed
    : `${speed} (limit ${Math.round(event.posted_speed_limit)})`;
}

/** Who coached the driver on the event and when, where the company is. */
export function coachedByText(
  coaching: NonNullable<SafetyEvent['coaching']>,
  timeZone: string,
): string {
  const when = formatInTimeZone(coaching.coached_at, timeZone) ?? coaching.coached_at;
  return `Coached by ${coaching.coached_by_name} on ${when}`;
}

/** The event in a sentence, for the coaching dialog and screen readers. */
export function safetyEventTitle(event: SafetyEvent, timeZone: string): string {
  const when = formatInTimeZone(event.report_timestamp, timeZone) ?? event.report_timestamp;
  return `${safetyEventLabel(event.tracking_incident_type_id)} on ${event.asset_name}, ${when}`;
}

/** How many of each type, the types that occur only: '11 hard braking · 9 over speed'. */
export function typeCountsText(events: readonly Pick<SafetyEvent, 'tracking_incident_type_id'>[]) {
  return SAFETY_EVENT_TYPE_IDS.map((typeId) => {
    const count = events.filter((e) => e.tracking_incident_type_id === typeId).length;
    return count === 0 ? null : `${count} ${safetyEventLabel(typeId).toLowerCase()}`;
  })
    .filter((part) => part !== null)
    .join(' · ');
}
