import { describe, expect, it } from 'vitest';
import { canViewService } from './service-access';
import { serviceGroupErrorDetail, SERVICE_GROUP_MESSAGES } from './service-messages';
import { intervalUsage, serviceBaseline, serviceDueStatus } from './upcoming-service';
import { maintenanceIntervalCreate } from './maintenance-group.schema';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-24T12:00:00Z');
const none = { time_days: null, miles: null, engine_hours: null };

describe('spec 2 §4 upcoming service thresholds', () => {
  it('is not due below 90%, upcoming from 90%, required from 100%', () => {
    expect(serviceDueStatus(0)).toBe('not_due');
    expect(serviceDueStatus(89.9)).toBe('not_due');
    expect(serviceDueStatus(90)).toBe('upcoming');
    expect(serviceDueStatus(99.99)).toBe('upcoming');
    expect(serviceDueStatus(100)).toBe('required');
    expect(serviceDueStatus(250)).toBe('required');
  });

  it('takes the largest share of days, miles and hours since the baseline', () => {
    const baseline = { atMs: NOW - 10 * DAY, odometerMiles: 1000, engineHours: 100 };
    const usage = intervalUsage({ time_days: 100, miles: 5000, engine_hours: 250 }, baseline, {
      nowMs: NOW,
      odometerMiles: 5500,
      engineHours: 150,
    });
    // 10% of the days, 90% of the miles, 20% of the hours.
    expect(usage).toMatchObject({
      percentage_used: 90,
      status: 'upcoming',
      days_since: 10,
      miles_since: 4500,
      hours_since: 50,
    });
  });

  it('puts 89.9 days of 100 below, 90 at and 100 past the thresholds', () => {
    const at = (days: number) =>
      intervalUsage(
        { ...none, time_days: 100 },
        { atMs: NOW - days * DAY, odometerMiles: null, engineHours: null },
        { nowMs: NOW, odometerMiles: null, engineHours: null },
      );
    expect(at(89.9)).toMatchObject({ percentage_used: 89.9, status: 'not_due' });
    expect(at(90)).toMatchObject({ percentage_used: 90, status: 'upcoming' });
    expect(at(100)).toMatchObject({ percentage_used: 100, status: 'required' });
  });

  it('ignores a measure without a limit or a reading, and an odometer that went back', () => {
    const baseline = { atMs: NOW, odometerMiles: 9000, engineHours: null };
    expect(
      intervalUsage({ ...none, miles: 100, engine_hours: 10 }, baseline, {
        nowMs: NOW,
        odometerMiles: 8000,
        engineHours: 500,
      }),
    ).toMatchObject({ percentage_used: 0, miles_since: 0, hours_since: null, status: 'not_due' });
  });

  it('counts from the newest record, else from the asset as new', () => {
    expect(serviceBaseline(null, NOW - DAY)).toEqual({
      atMs: NOW - DAY,
      odometerMiles: 0,
      engineHours: 0,
    });
    expect(
      serviceBaseline({ performedAtMs: NOW, odometerMiles: 12, engineHours: null }, NOW - DAY),
    ).toEqual({ atMs: NOW, odometerMiles: 12, engineHours: null });
  });
});

describe('service access and messages', () => {
  it('lets the owner, admins and managers view; others not', () => {
    expect(canViewService({ userId: 7, securityLevelId: 5, ownerUserId: 7 })).toBe(true);
    expect(canViewService({ userId: 8, securityLevelId: 1, ownerUserId: 7 })).toBe(true);
    expect(canViewService({ userId: 8, securityLevelId: 2, ownerUserId: null })).toBe(true);
    for (const level of [3, 4, 5, 6, 7]) {
      expect(canViewService({ userId: 8, securityLevelId: level, ownerUserId: 7 })).toBe(false);
    }
  });

  it('gives spec 2 §8 details by status when the server said nothing', () => {
    expect(serviceGroupErrorDetail(400)).toBe(SERVICE_GROUP_MESSAGES.fillAllFields);
    expect(serviceGroupErrorDetail(409, '')).toBe(SERVICE_GROUP_MESSAGES.namesUnique);
    expect(serviceGroupErrorDetail(500)).toBe('Please try again later.');
    expect(serviceGroupErrorDetail(400, 'Name taken.')).toBe('Name taken.');
  });

  it('refuses an interval measured no way', () => {
    const result = maintenanceIntervalCreate.safeParse({ name: 'Oil', time_days: 0, miles: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(SERVICE_GROUP_MESSAGES.intervalNeedsLimit);
    expect(maintenanceIntervalCreate.safeParse({ name: 'Oil', engine_hours: 250 }).success).toBe(
      true,
    );
  });
});
