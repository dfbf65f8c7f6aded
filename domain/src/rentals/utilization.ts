import { z } from 'zod';
import { addDays } from './off-rent-dates';

/** spec 1 §7 GET companies/{id}/rental-utilization: a window of at most a year and a day. */
export const UTILIZATION_MAX_DAYS = 366;
/** The rentals one utilization answer covers at most (the most recent first). */
export const UTILIZATION_MAX_RENTALS = 500;
/** A working day of engine time: a rental is low-use under 20% of 8 h per day on rent. */
export const UTILIZATION_HOURS_PER_DAY = 8;
export const LOW_USE_SHARE = 0.2;

/** The low-use rule: engine hours under 20% of 8 h for each day on rent. */
export function isLowUse(daysOnRent: number, engineHours: number): boolean {
  return daysOnRent > 0 && engineHours < LOW_USE_SHARE * UTILIZATION_HOURS_PER_DAY * daysOnRent;
}

const DAY_MS = 86_400_000;
const date = (name: string) => z.iso.date({ error: `${name} must be a date such as 2026-01-31` });

/** start_date and end_date are company calendar dates, both days included. */
export const utilizationQuery = z
  .object({ start_date: date('start_date'), end_date: date('end_date') })
  .refine((q) => q.end_date >= q.start_date, { message: 'end_date must not be before start_date' })
  .refine(
    (q) => (Date.parse(q.end_date) - Date.parse(q.start_date)) / DAY_MS + 1 <= UTILIZATION_MAX_DAYS,
    { message: `Ask for at most ${UTILIZATION_MAX_DAYS} days of utilization at a time` },
  );
export type UtilizationQuery = z.infer<typeof utilizationQuery>;

/** The day after the window, the end of an inclusive window of dates. */
export const windowEndDate = (endDate: string) => addDays(endDate, 1);

export const rentalUtilizationRow = z.object({
  rental_id: z.number(),
  equipment_id: z.number().nullable(),
  custom_name: z.string().nullable(),
  rental_status_id: z.number(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  /** Days (a started day counts) the rental was on rent inside the window. */
  days_on_rent: z.number(),
  /** Engine-on hours inside the window while on this rental, to 0.01 h. */
  engine_hours: z.number(),
  low_use: z.boolean(),
});
export const rentalUtilization = z.object({
  start_date: z.string(),
  end_date: z.string(),
  /** True when more rentals met the window than the answer holds (UTILIZATION_MAX_RENTALS). */
  truncated: z.boolean(),
  rentals: z.array(rentalUtilizationRow),
});
export type RentalUtilization = z.infer<typeof rentalUtilization>;
export type RentalUtilizationRow = z.infer<typeof rentalUtilizationRow>;

export const billingCycleResult = z.object({
  previousCycleDate: z.string().nullable(),
  nextCycleDate: z.string(),
});
