import { addDays, startOfDateInZone } from '@fleet/domain';

const DAY_MS = 86_400_000;

/** A run of company calendar days, both included (YYYY-MM-DD). */
export interface DayRange {
  first: string;
  last: string;
}

/** The `days` company days that end with `last`. */
export const daysEndingOn = (last: string, days: number): DayRange => ({
  first: addDays(last, -(days - 1)),
  last,
});

/** How many days a range holds (0 or less when it runs backwards). */
export const dayCount = (range: DayRange): number =>
  Math.round((Date.parse(range.last) - Date.parse(range.first)) / DAY_MS) + 1;

/** The instants a range of company days spans: from its first midnight to the one after it. */
export function instantsOf(range: DayRange, timeZone: string): { start: Date; end: Date } {
  return {
    start: new Date(startOfDateInZone(range.first, timeZone)),
    end: new Date(startOfDateInZone(addDays(range.last, 1), timeZone)),
  };
}
