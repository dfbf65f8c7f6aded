import type { DriverScore, SafetyEvent } from '@fleet/domain';

/** A safety event for tests, with the overrides given. */
export function makeSafetyEvent(overrides: Partial<SafetyEvent> = {}): SafetyEvent {
  const at = Date.parse(overrides.report_timestamp ?? '2026-03-02T15:30:00Z');
  return {
    safety_event_id: 1,
    tracking_incident_type_id: 15,
    report_timestamp: new Date(at).toISOString(),
    asset_id: 10,
    asset_name: 'TR-5101',
    operator: { operator_id: 7, name: 'Dana Diaz' },
    speed_mph: 41.6,
    posted_speed_limit: null,
    latitude: 38.9,
    longitude: -94.6,
    camera_event_media: {
      camera_id: 3,
      feed_id: 'outside',
      start_timestamp: at - 10_000,
      end_timestamp: at + 10_000,
      event_timestamp: at,
    },
    coaching: null,
    ...overrides,
  };
}

/** A driver's score for tests. */
export function makeDriverScore(overrides: Partial<DriverScore> = {}): DriverScore {
  return {
    operator_id: 7,
    name: 'Dana Diaz',
    miles: 812.4,
    events: 3,
    events_by_type: { hard_braking: 2, impact: 0, over_speed: 1 },
    events_per_1000_miles: 3.7,
    previous_events_per_1000_miles: 5.2,
    trend: 'better',
    uncoached: 2,
    ...overrides,
  };
}
