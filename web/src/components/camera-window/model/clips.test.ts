import { describe, expect, it } from 'vitest';
import type { CameraClip } from '@fleet/domain';
import {
  clipCalendar,
  clipChoices,
  clipHolding,
  clipOfChoice,
  clipsOn,
  datesWithClips,
  formatClipDate,
  momentDate,
  resolveClipDate,
} from './clips';

const CHICAGO = 'America/Chicago';
const at = (iso: string) => Date.parse(iso);
const clip = (start: string, end: string): CameraClip => ({
  availableFeeds: ['outside', 'inside'],
  startTimestamp: at(start),
  endTimestamp: at(end),
});

// 03:00 UTC on the 2nd is still the 1st in Chicago (UTC-6 in March).
const lateEvening = clip('2026-03-02T03:00:00Z', '2026-03-02T03:10:30Z');
const morning = clip('2026-03-02T15:00:00Z', '2026-03-02T16:30:00Z');
const earlier = clip('2026-03-02T14:00:00Z', '2026-03-02T14:00:45Z');

describe('dates with clips', () => {
  it("puts each clip on the company's calendar date, oldest first, once each", () => {
    expect(datesWithClips([morning, lateEvening, earlier], CHICAGO)).toEqual([
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('keeps a chosen date that has clips, otherwise moves to the latest one that has', () => {
    const dates = ['2026-03-01', '2026-03-02'];
    expect(resolveClipDate('2026-03-01', dates)).toBe('2026-03-01');
    expect(resolveClipDate('2026-02-27', dates)).toBe('2026-03-02');
    expect(resolveClipDate(null, dates)).toBe('2026-03-02');
    expect(resolveClipDate('2026-03-01', [])).toBeNull();
  });

  it("shows dates 'MMMM D, YYYY'", () => {
    expect(formatClipDate('2026-03-01')).toBe('March 1, 2026');
    expect(formatClipDate('2026-12-31')).toBe('December 31, 2026');
  });
});

describe("the date picker's calendar", () => {
  // Two clips near midnight UTC: 03:00 on the 2nd and 20:00 on the 4th.
  const nearMidnight = [
    clip('2026-03-02T03:00:00Z', '2026-03-02T03:20:00Z'),
    clip('2026-03-04T20:00:00Z', '2026-03-04T20:05:00Z'),
  ];
  const enabledDays = (timeZone: string) => {
    const calendar = clipCalendar(nearMidnight, timeZone);
    const march = Array.from({ length: 7 }, (_, i) => `2026-03-0${String(i + 1)}`);
    return march.filter((day) => calendar?.hasClips(day));
  };

  it("enables the days with clips on the company's calendar, west or east of UTC", () => {
    // Los Angeles (UTC-8): the evening of the 1st and noon on the 4th.
    expect(enabledDays('America/Los_Angeles')).toEqual(['2026-03-01', '2026-03-04']);
    expect(enabledDays('UTC')).toEqual(['2026-03-02', '2026-03-04']);
    // Tokyo (UTC+9): noon on the 2nd and early on the 5th.
    expect(enabledDays('Asia/Tokyo')).toEqual(['2026-03-02', '2026-03-05']);
    // Auckland (UTC+13 in March): the afternoon of the 2nd and the morning of the 5th.
    expect(enabledDays('Pacific/Auckland')).toEqual(['2026-03-02', '2026-03-05']);
  });

  it('runs from the first to the last date with clips', () => {
    expect(clipCalendar(nearMidnight, 'America/Los_Angeles')).toMatchObject({
      minDate: '2026-03-01',
      maxDate: '2026-03-04',
    });
    expect(clipCalendar(nearMidnight, 'Asia/Tokyo')).toMatchObject({
      minDate: '2026-03-02',
      maxDate: '2026-03-05',
    });
  });

  it('is none without clips', () => {
    expect(clipCalendar([], CHICAGO)).toBeNull();
  });
});

describe('clip choices', () => {
  it("lists a date's clips in recorded order", () => {
    expect(clipsOn('2026-03-02', [morning, lateEvening, earlier], CHICAGO)).toEqual([
      earlier,
      morning,
    ]);
  });

  it("shows each clip's start where the company is and its length", () => {
    expect(clipChoices([earlier, morning, lateEvening], CHICAGO).map((c) => c.label)).toEqual([
      '8:00:00 AM (00:45)',
      '9:00:00 AM (1:30:00)',
      '9:00:00 PM (10:30)',
    ]);
  });

  it('finds the clip an option stands for', () => {
    const [first] = clipChoices([morning], CHICAGO);
    expect(first && clipOfChoice(first.value, [earlier, morning])).toEqual(morning);
    expect(clipOfChoice('1', [morning])).toBeNull();
  });
});

describe('the recording that holds an event', () => {
  const around = (iso: string) => ({
    startTimestamp: at(iso) - 10_000,
    endTimestamp: at(iso) + 10_000,
    eventTimestamp: at(iso),
  });

  it('is the clip the moment falls in', () => {
    expect(clipHolding([earlier, morning], around('2026-03-02T15:30:00Z'))).toEqual(morning);
  });

  it('is one the event’s clip overlaps when the moment fell between two files', () => {
    const before = clip('2026-03-02T15:00:00Z', '2026-03-02T15:29:59Z');
    const after = clip('2026-03-02T15:30:05Z', '2026-03-02T15:40:00Z');
    expect(clipHolding([before, after], around('2026-03-02T15:30:02Z'))).toEqual(before);
  });

  it('is none once the camera no longer has any of it', () => {
    expect(clipHolding([morning], around('2026-02-20T15:30:00Z'))).toBeNull();
    expect(clipHolding([], around('2026-03-02T15:30:00Z'))).toBeNull();
  });

  it("dates a moment on the company's calendar", () => {
    expect(momentDate(at('2026-03-02T03:00:00Z'), CHICAGO)).toBe('2026-03-01');
  });
});
