import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EARLIEST_FIX_TIME, parseOsmandTime } from './parse-time';
import { RECEIVED_AT } from './test-helpers';

const timeOf = (raw: string | number): number => {
  const result = parseOsmandTime(raw, RECEIVED_AT);
  if (!result.ok) throw new Error(result.reason);
  return result.value;
};

const TEN_AM = Date.UTC(2026, 10, 22, 10);

describe('parseOsmandTime', () => {
  it.each([
    ['1795341600', TEN_AM], // Unix seconds
    ['1795341600.5', TEN_AM + 500], // seconds with a fraction
    ['1795341600000', TEN_AM], // Unix milliseconds
    ['2026-11-22T10:00:00Z', TEN_AM],
    ['2026-11-22T10:00:00.000Z', TEN_AM],
    ['2026-11-22T10:00:00.1234567Z', TEN_AM + 123], // finer than ms is cut
    ['2026-11-22T10:00Z', TEN_AM], // no seconds
    ['2026-11-22T10:00:00', TEN_AM], // no zone: UTC, not the server's zone
    ['2026-11-22 10:00:00', TEN_AM],
    ['2026-11-22T12:00:00+02:00', TEN_AM],
    ['2026-11-22T04:30:00-0530', TEN_AM],
    ['2026-11-22T12:00:00+02', TEN_AM],
    ['2026-11-22T12:00:00 02:00', TEN_AM], // '+02:00' sent unencoded, decoded to a space
    ['  2026-11-22 10:00:00  ', TEN_AM],
    ['2026-11-22t10:00:00z', TEN_AM],
  ])('reads %s', (raw, expected) => {
    expect(timeOf(raw)).toBe(expected);
  });

  it('reads JSON numbers by the same magnitude rule', () => {
    expect(timeOf(1_795_341_600)).toBe(TEN_AM);
    expect(timeOf(1_795_341_600_000)).toBe(TEN_AM);
  });

  it.each([
    'yesterday',
    '',
    '0x6B7F1A20',
    '2026-13-01 10:00:00',
    '2026-02-29 10:00:00', // 2026 is no leap year
    '2026-11-31T10:00:00Z',
    '2026-11-22T24:00:00Z',
    '2026-11-22T10:60:00Z',
    '2026-11-22T10:00:61Z',
    '2026-11-22T10:00:00+19:00',
    '22/11/2026 10:00:00',
    '2026-11-22',
  ])('refuses %s as unrecognised', (raw) => {
    const result = parseOsmandTime(raw, RECEIVED_AT);
    expect(result).toEqual({
      ok: false,
      reason: `Unrecognised timestamp '${raw}': use Unix seconds, milliseconds, ISO-8601 or yyyy-MM-dd HH:mm:ss`,
    });
  });

  it('accepts a leap day that exists', () => {
    expect(timeOf('2024-02-29 00:00:00')).toBe(Date.UTC(2024, 1, 29));
  });

  it('refuses non-finite JSON numbers', () => {
    expect(parseOsmandTime(Number.NaN, RECEIVED_AT)).toEqual({
      ok: false,
      reason:
        'Unrecognised timestamp NaN: use Unix seconds, milliseconds, ISO-8601 or yyyy-MM-dd HH:mm:ss',
    });
  });

  it('refuses times before 2000 and more than a day ahead', () => {
    expect(parseOsmandTime(-1, RECEIVED_AT).ok).toBe(false);
    expect(parseOsmandTime(EARLIEST_FIX_TIME - 1, RECEIVED_AT).ok).toBe(false);
    expect(parseOsmandTime(RECEIVED_AT + 86_400_001, RECEIVED_AT).ok).toBe(false);
    expect(parseOsmandTime(RECEIVED_AT + 86_400_000, RECEIVED_AT).ok).toBe(true);
  });

  it('shortens a long garbage value in the reason', () => {
    const result = parseOsmandTime('z'.repeat(100), RECEIVED_AT);
    expect(result.ok ? '' : result.reason).toContain(`'${'z'.repeat(40)}…'`);
  });

  it('round-trips ISO strings, seconds and milliseconds for any time in the window', () => {
    const time = fc.integer({ min: EARLIEST_FIX_TIME, max: RECEIVED_AT + 86_400_000 });
    fc.assert(
      fc.property(time, (t) => {
        expect(timeOf(new Date(t).toISOString())).toBe(t);
        expect(timeOf(String(t))).toBe(t);
        expect(timeOf(String(Math.floor(t / 1000)))).toBe(Math.floor(t / 1000) * 1000);
      }),
    );
  });
});
