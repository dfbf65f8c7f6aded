import { describe, expect, it } from 'vitest';
import type { CameraClip } from '@fleet/domain';
import {
  clipChoices,
  clipHolding,
  clipOfChoice,
  clipsOn,
  dateChoices,
  datesWithClips,
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

  it("labels dates 'MMMM D, YYYY'", () => {
    expect(dateChoices(['2026-03-01'])).toEqual([{ value: '2026-03-01', label: 'March 1, 2026' }]);
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
