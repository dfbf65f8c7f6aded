import { addDays, dateInZone, startOfDateInZone } from '@fleet/domain';

const HOUR = 3_600_000;

/**
 * A company's calendar around `now`, for tests that put things on its days: `day(-1)` is
 * yesterday there (YYYY-MM-DD), `dayAt(-1, 9)` nine hours after yesterday's midnight there.
 */
export function companyDays(timeZone: string, now: number) {
  const today = dateInZone(now, timeZone);
  const day = (offset: number) => addDays(today, offset);
  const dayAt = (offset: number, hour: number) =>
    new Date(startOfDateInZone(day(offset), timeZone) + hour * HOUR);
  return { today, day, dayAt };
}
