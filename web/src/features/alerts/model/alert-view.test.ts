import { describe, expect, it } from 'vitest';
import { describeNotify, describeRule, minutesText } from './alert-view';

describe('alert rule words', () => {
  it('says durations as a person would', () => {
    expect(minutesText(45)).toBe('45 min');
    expect(minutesText(120)).toBe('2 h');
    expect(minutesText(1440)).toBe('1 day');
    expect(minutesText(1830)).toBe('1 day 6 h 30 min');
  });

  it('describes what a rule watches and how it tells', () => {
    expect(describeRule({ kind: 'over_speed', params: { speed_mph: 65 } })).toBe(
      'Over speed: above 65 mph',
    );
    expect(
      describeRule({
        kind: 'threshold',
        params: { reading: 'diesel_exhaust_fluid_level', min: 10, max: null },
      }),
    ).toBe('DEF level (%) below 10');
    expect(describeRule({ kind: 'lost_contact', params: { minutes: 1440 } })).toBe(
      'Tracker lost contact: 1 day without a fix',
    );
    expect(describeRule({ kind: 'service_due', params: { when: 'due_soon' } })).toBe(
      'Service due: when due soon',
    );
    expect(
      describeNotify({ notify: { in_app: true, sms: true, email: false, user_ids: [1] } }),
    ).toBe('In app, Text');
    expect(
      describeNotify({ notify: { in_app: false, sms: false, email: false, user_ids: [] } }),
    ).toBe('Activity only');
  });
});
