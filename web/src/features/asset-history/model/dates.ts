import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat); // `Do`: 1st, 2nd, 3rd

import { DATE_PARAM_FORMAT, DAY_FORMAT, inZone } from '../../../lib/company-days';

/** Times of day on the timeline. */
export const TIME_FORMAT = 'h:mm A';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** `true` for a real calendar date written YYYY-MM-DD (so not 2026-02-30). */
export function isDateParam(value: string): boolean {
  return DATE_PATTERN.test(value) && dayjs(value).format(DATE_PARAM_FORMAT) === value;
}

/**
 * The day the page shows: the URL's date when it is a real date no later than today, else
 * today (a history of tomorrow has nothing to show).
 */
export function resolveSelectedDate(raw: string | null, today: string): string {
  if (raw === null || !isDateParam(raw)) return today;
  return raw > today ? today : raw;
}

/** "Nov 21st, 2026". */
export function formatDay(date: string): string {
  return dayjs(date).format(DAY_FORMAT);
}

/** "3:04 PM" where the company is; ms since the epoch or an ISO timestamp. */
export function formatTimeOfDay(moment: number | string, timeZone: string): string {
  const parsed = dayjs(moment);
  return parsed.isValid() ? inZone(parsed, timeZone).format(TIME_FORMAT) : '--';
}
