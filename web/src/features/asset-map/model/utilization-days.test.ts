import { describe, expect, it } from 'vitest';
import type { TimecardByDay } from '@fleet/domain';
import { figuresOfDay, utilizationDays } from './utilization-days';

const CHICAGO = 'America/Chicago';

describe('the utilization days of the card', () => {
  it('asks from yesterday’s midnight to tonight’s, where the company is', () => {
    // 03:00 UTC on the 24th is still the 23rd in Chicago.
    expect(utilizationDays(CHICAGO, Date.parse('2026-11-24T03:00:00Z'))).toEqual({
      today: '2026-11-23',
      yesterday: '2026-11-22',
      window: { isoStart: '2026-11-22T06:00:00.000Z', isoEnd: '2026-11-24T06:00:00.000Z' },
    });
  });

  it('spans 49 hours when yesterday was the autumn clock change', () => {
    const { yesterday, window } = utilizationDays(CHICAGO, Date.parse('2026-11-02T18:00:00Z'));
    expect(yesterday).toBe('2026-11-01');
    expect((Date.parse(window.isoEnd) - Date.parse(window.isoStart)) / 3_600_000).toBe(49);
  });

  it('finds each day’s figures by its date, and none for a day the answer lacks', () => {
    const answer: TimecardByDay = {
      on_time: 300,
      distance: 4.5,
      days: [
        { date: '2026-11-22', iso_start: 'a', iso_end: 'b', on_time: 100, distance: 1.5 },
        { date: '2026-11-23', iso_start: 'b', iso_end: 'c', on_time: 200, distance: 3 },
      ],
    };
    expect(figuresOfDay(answer, '2026-11-23')?.on_time).toBe(200);
    expect(figuresOfDay(answer, '2026-11-22')?.distance).toBe(1.5);
    expect(figuresOfDay(answer, '2026-11-24')).toBeUndefined();
  });
});
