import { describe, expect, it } from 'vitest';
import type { AlertRuleKind } from '@fleet/domain';
import { isWorkingTime, type CompanyHours } from './company-hours';
import type { FixView } from './fix-view';
import { crossings, type ActiveAlertRule } from './rule-crossings';

const HOURS: CompanyHours = {
  timezone: 'America/Chicago',
  workdayStart: '06:00',
  workdayEnd: '18:00',
  workdays: [1, 2, 3, 4, 5],
};
/** Wednesday 2026-11-25 12:00 in Chicago (18:00 UTC). */
const NOON = Date.parse('2026-11-25T18:00:00Z');

const view = (overrides: Partial<FixView> = {}): FixView => ({
  time: NOON,
  latitude: 38.9,
  longitude: -92.3,
  speedMph: 0,
  engineOn: false,
  batteryPercent: 80,
  readings: { hours: 100, odometer: 5000, fuel_level: 60, diesel_exhaust_fluid_level: 50 },
  geofenceIds: [],
  idleSince: null,
  ...overrides,
});

const rule = (kind: AlertRuleKind, params: Record<string, unknown> = {}): ActiveAlertRule => ({
  alertRuleId: 1,
  companyId: 1,
  name: 'Rule',
  kind,
  params,
  geofenceIds: [7, 8],
  assetIds: null,
  notify: { in_app: true, sms: false, email: false, user_ids: [] },
});

const names = new Map([
  [7, 'North Yard'],
  [8, 'South Yard'],
]);
const cross = (r: ActiveAlertRule, before: FixView, after: FixView) =>
  crossings(r, HOURS, before, after, names);

describe('alert rule crossings', () => {
  it('enters and leaves each geofence of the rule on its own', () => {
    const outside = view({ time: NOON - 60_000 });
    const inNorth = view({ geofenceIds: [7] });
    expect(cross(rule('geofence_enter'), outside, inNorth)).toMatchObject([
      { geofenceId: 7, windowStart: NOON - 60_000, windowEnd: NOON, crossed: 'inside North Yard' },
    ]);
    expect(cross(rule('geofence_exit'), inNorth, view({ geofenceIds: [8] }))).toMatchObject([
      { geofenceId: 7, crossed: 'outside North Yard' },
    ]);
    // Staying inside, or a fix without a place, is no event.
    expect(cross(rule('geofence_enter'), inNorth, inNorth)).toEqual([]);
    expect(cross(rule('geofence_exit'), inNorth, view({ latitude: null }))).toEqual([]);
  });

  it('fires over speed on the way up only, with both speeds read', () => {
    const fast = rule('over_speed', { speed_mph: 65 });
    expect(cross(fast, view({ speedMph: 40 }), view({ speedMph: 70 }))).toMatchObject([
      { crossed: '70 mph > 65 mph', valueBefore: 40, value: 70 },
    ]);
    expect(cross(fast, view({ speedMph: 70 }), view({ speedMph: 75 }))).toEqual([]);
    expect(cross(fast, view({ speedMph: null }), view({ speedMph: 75 }))).toEqual([]);
  });

  it('fires idle once per run, its bracket the run’s start', () => {
    const idle = rule('idle', { minutes: 15 });
    const start = NOON - 20 * 60_000;
    const before = view({ time: NOON - 60_000 * 6, idleSince: start });
    const [event] = cross(idle, before, view({ idleSince: start }));
    expect(event).toMatchObject({ windowStart: start, windowEnd: start, value: 20 });
    expect(cross(idle, view({ idleSince: start }), view({ idleSince: start }))).toEqual([]);
  });

  it('knows the company’s working hours in its own time zone', () => {
    expect(isWorkingTime(NOON, HOURS)).toBe(true);
    // 20:00 in Chicago, and a Sunday noon.
    expect(isWorkingTime(Date.parse('2026-11-26T02:00:00Z'), HOURS)).toBe(false);
    expect(isWorkingTime(Date.parse('2026-11-29T18:00:00Z'), HOURS)).toBe(false);
    const late = view({ time: Date.parse('2026-11-26T02:00:00Z'), engineOn: true });
    const parked = view({ time: late.time - 60_000 });
    expect(cross(rule('outside_hours'), parked, late)).toHaveLength(1);
  });

  it('watches battery and readings against their bounds', () => {
    expect(
      cross(rule('low_battery', { percent: 20 }), view(), view({ batteryPercent: 15 })),
    ).toMatchObject([{ crossed: 'battery 15% < 20%' }]);
    const def = rule('threshold', { reading: 'diesel_exhaust_fluid_level', min: 10, max: null });
    const low = view({
      readings: { hours: 1, odometer: 1, fuel_level: 60, diesel_exhaust_fluid_level: 8 },
    });
    expect(cross(def, view(), low)).toHaveLength(1);
    expect(cross(def, low, low)).toEqual([]);
    const fuel = rule('threshold', { reading: 'fuel_level', min: 15, max: null });
    const empty = view({
      readings: { hours: 1, odometer: 1, fuel_level: 12, diesel_exhaust_fluid_level: 50 },
    });
    expect(cross(fuel, view(), empty)).toMatchObject([{ crossed: 'fuel_level 12 outside ≥ 15' }]);
  });
});
