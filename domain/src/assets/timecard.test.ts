import { describe, expect, it } from 'vitest';
import { companyDaysOf, timecardQuery } from './timecard';

const at = (iso: string) => Date.parse(iso);

describe('the company days of a window', () => {
  it('cuts two whole days at the company’s midnight', () => {
    const days = companyDaysOf(
      at('2026-11-22T06:00:00Z'),
      at('2026-11-24T06:00:00Z'),
      'America/Chicago',
    );
    expect(days).toEqual([
      { date: '2026-11-22', start: at('2026-11-22T06:00:00Z'), end: at('2026-11-23T06:00:00Z') },
      { date: '2026-11-23', start: at('2026-11-23T06:00:00Z'), end: at('2026-11-24T06:00:00Z') },
    ]);
  });

  it('keeps the parts of days a window starts and ends inside', () => {
    const days = companyDaysOf(at('2026-11-22T18:00:00Z'), at('2026-11-23T09:30:00Z'), 'UTC');
    expect(days).toEqual([
      { date: '2026-11-22', start: at('2026-11-22T18:00:00Z'), end: at('2026-11-23T00:00:00Z') },
      { date: '2026-11-23', start: at('2026-11-23T00:00:00Z'), end: at('2026-11-23T09:30:00Z') },
    ]);
  });

  it('makes the day of a clock change 25 hours long', () => {
    // 2026-11-01: Chicago falls back from CDT (UTC−5) to CST (UTC−6).
    const [day] = companyDaysOf(
      at('2026-11-01T05:00:00Z'),
      at('2026-11-02T06:00:00Z'),
      'America/Chicago',
    );
    expect(day).toEqual({
      date: '2026-11-01',
      start: at('2026-11-01T05:00:00Z'),
      end: at('2026-11-02T06:00:00Z'),
    });
  });

  it('has no days in an empty window', () => {
    expect(companyDaysOf(at('2026-11-22T00:00:00Z'), at('2026-11-22T00:00:00Z'), 'UTC')).toEqual(
      [],
    );
  });
});

describe('the timecard query', () => {
  const window = { iso_start: '2026-11-22T06:00:00Z', iso_end: '2026-11-24T06:00:00Z' };

  it('takes by=day, or nothing', () => {
    expect(timecardQuery.parse({ ...window, by: 'day' }).by).toBe('day');
    expect(timecardQuery.parse(window).by).toBeUndefined();
  });

  it('refuses another by, and a window that ends first, with a sentence', () => {
    const byWeek = timecardQuery.safeParse({ ...window, by: 'week' });
    expect(byWeek.error?.issues[0]?.message).toBe("by takes 'day' (a figure per company day)");
    const backwards = timecardQuery.safeParse({
      iso_start: window.iso_end,
      iso_end: window.iso_start,
    });
    expect(backwards.error?.issues[0]?.message).toBe('iso_end must be after iso_start');
  });
});
