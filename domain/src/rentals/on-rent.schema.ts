import { z } from 'zod';
import { bodyId } from '../api-schemas';
import { addDays, dateInZone } from './off-rent-dates';

/** spec 1 §5 "On-rent form" and §8 "On-rent": every sentence the form and the server say. */
export const ON_RENT_MESSAGES = {
  contactRequired: 'A contact user is required.',
  contactHint: 'Please select the contact user for this rental.',
  jobsiteRequired: 'A jobsite is required.',
  jobsiteHint: 'Please select the jobsite associated with this rental.',
  endInPast: "End date can't be in the past",
  endBeforeStart: 'End date must be after start date',
  startTooFar: "Start date can't be more than 3 days from today",
  rateNegative: 'Rates must be positive numbers',
  onRented: (asset: string) => `${asset} has been on rented.`,
  onRentFailed: (asset: string) => `Failed to on rent ${asset}.`,
  saved: (asset: string) => `Changes to rental ${asset} have been saved`,
  saveFailed: 'Changes could not be saved, please contact customer support if this issue persists',
  jobSaveFailed:
    'Job and phase could not be saved, please contact customer support if this issue persists',
  jobsFetchFailed:
    'There was a problem fetching company jobs. Please contact customer support if this issue persists.',
  orderFetchFailed:
    'There was a problem fetching rental order. Please contact customer support if this issue persists.',
  rentalFetchFailed:
    'There was a problem fetching the rental. Please contact customer support if this issue persists.',
} as const;

/** spec 1 §9: start at most 3 days ahead; end at least 1 day after start. */
export const MAX_START_DAYS_AHEAD = 3;
export const MIN_RENTAL_MS = 86_400_000;

/** A rate in dollars with cents: empty is unset, otherwise 0 or more (spec 1 §5). */
const rate = z
  .number()
  .min(0, ON_RENT_MESSAGES.rateNegative)
  .max(9_999_999_999.99)
  .multipleOf(0.01, 'Rates have at most two decimals')
  .nullable()
  .optional();
const isoInstant = z.iso.datetime({ offset: true, error: 'Send the date as an ISO timestamp' });

/** spec 1 §7 POST fleet/inventory/on-rent. */
export const onRentBody = z
  .object({
    user_id: bodyId,
    asset_id: bodyId,
    start_date: isoInstant,
    end_date: isoInstant,
    job_id: bodyId.nullable().optional(),
    location_id: bodyId,
    daily_rate: rate,
    weekly_rate: rate,
    monthly_rate: rate,
  })
  .strict();
export type OnRentBody = z.infer<typeof onRentBody>;

/** spec 1 §7 "editing a rental sends …" (PATCH rsp/rentals/{id}). */
export const rentalEditBody = z
  .object({
    user_id: bodyId,
    asset_id: bodyId,
    start_date: isoInstant,
    end_date: isoInstant,
    location_id: bodyId,
    price_per_day: rate,
    price_per_week: rate,
    price_per_month: rate,
  })
  .strict();
export type RentalEditBody = z.infer<typeof rentalEditBody>;

export const onRentResult = z.object({ rental_id: z.number(), order_id: z.number() });

export interface RentalDateIssue {
  path: ['start_date'] | ['end_date'];
  message: string;
}

/**
 * spec 1 §5 date rules, by the company's calendar where the spec counts days: the start's date
 * at most 3 days after today; the end at least 1 day after the start and not before tomorrow
 * (so a form opened a minute ago, whose end defaults to now + 1 day, still passes).
 */
export function rentalDateIssues(
  startMs: number,
  endMs: number,
  nowMs: number,
  timeZone: string,
): RentalDateIssue[] {
  const issues: RentalDateIssue[] = [];
  const today = dateInZone(nowMs, timeZone);
  if (dateInZone(startMs, timeZone) > addDays(today, MAX_START_DAYS_AHEAD)) {
    issues.push({ path: ['start_date'], message: ON_RENT_MESSAGES.startTooFar });
  }
  if (endMs < nowMs || dateInZone(endMs, timeZone) < addDays(today, 1)) {
    issues.push({ path: ['end_date'], message: ON_RENT_MESSAGES.endInPast });
  } else if (endMs - startMs < MIN_RENTAL_MS) {
    issues.push({ path: ['end_date'], message: ON_RENT_MESSAGES.endBeforeStart });
  }
  return issues;
}
