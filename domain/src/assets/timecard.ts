import { z } from 'zod';
import { addDays, dateInZone, startOfDateInZone } from '../rentals/off-rent-dates';
import { tripWindowFields, withTripWindowRules } from './trip.schema';

/** spec 1 §3 "Timecard": seconds with the engine on, and miles. */
export const timecard = z.object({ on_time: z.number(), distance: z.number() });

/** One company day of a timecard asked `by=day`: its date and the part of the window in it. */
export const timecardDay = timecard.extend({
  date: z.string(),
  iso_start: z.string(),
  iso_end: z.string(),
});
export type TimecardDay = z.infer<typeof timecardDay>;

/** A timecard asked `by=day`: the window's totals and each company day's figures. */
export const timecardByDay = timecard.extend({ days: z.array(timecardDay) });
export type TimecardByDay = z.infer<typeof timecardByDay>;

/** What the timecard routes answer: `days` only when asked `by=day`. */
export const timecardAnswer = timecardByDay.partial({ days: true });

/**
 * spec 1 §7 `/{assets|rentals}/{id}/timecard` (iso_start, iso_end) and, beyond the spec, `by=day`
 * for a figure per company day: the card's today and yesterday in one call.
 */
export const timecardQuery = withTripWindowRules(
  z.object({
    ...tripWindowFields,
    by: z.enum(['day'], { error: "by takes 'day' (a figure per company day)" }).optional(),
  }),
);

/** A company calendar day, or the part of one a window covers; epoch ms, end exclusive. */
export interface CompanyDay {
  date: string;
  start: number;
  end: number;
}

/**
 * The company days a window meets, in order, each cut to the window (so the first and last may
 * be part of a day). Midnights are the zone's, so a day next to a clock change is 23 or 25 h.
 */
export function companyDaysOf(start: number, end: number, timeZone: string): CompanyDay[] {
  const days: CompanyDay[] = [];
  let date = dateInZone(start, timeZone);
  let from = start;
  while (from < end) {
    const next = startOfDateInZone(addDays(date, 1), timeZone);
    // A zone whose midnight is skipped can put the computed one a little early: never go back.
    const to = Math.min(Math.max(next, from), end);
    if (to > from) days.push({ date, start: from, end: to });
    date = addDays(date, 1);
    from = to;
  }
  return days;
}
