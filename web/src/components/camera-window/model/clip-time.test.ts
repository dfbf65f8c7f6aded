import { describe, expect, it } from 'vitest';
import { elapsedLabel, formatClipLength, formatClipTime, hasHours } from './clip-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('clip times (spec 1 §9)', () => {
  it('counts in H:mm:ss only for a clip over an hour', () => {
    expect(hasHours(HOUR)).toBe(false);
    expect(hasHours(HOUR + 1000)).toBe(true);
  });

  it('writes mm:ss and H:mm:ss with padded minutes and seconds', () => {
    expect(formatClipTime(65_000, false)).toBe('01:05');
    expect(formatClipTime(HOUR, false)).toBe('60:00');
    expect(formatClipTime(HOUR + 65_000, true)).toBe('1:01:05');
    expect(formatClipTime(65_000, true)).toBe('0:01:05');
  });

  it('drops parts of a second and never counts below zero', () => {
    expect(formatClipTime(1999, false)).toBe('00:01');
    expect(formatClipTime(-500, false)).toBe('00:00');
  });

  it('labels elapsed and total in the form the clip length decides', () => {
    expect(elapsedLabel(125_000, 10 * MINUTE)).toBe('02:05 / 10:00');
    expect(elapsedLabel(125_000, HOUR + 10 * MINUTE)).toBe('0:02:05 / 1:10:00');
  });

  it("writes a clip's length in its own form", () => {
    expect(formatClipLength(90_000)).toBe('01:30');
    expect(formatClipLength(2 * HOUR)).toBe('2:00:00');
  });
});
