import {
  cheapestCharges,
  chargeableDays,
  FOUR_WEEK_DAYS,
  type RentalRates,
} from '../rentals/rental-charges';
import { rentalPeriod } from '../rentals/rental-period';
import { addDays, dateInZone } from '../rentals/off-rent-dates';
import type { InvoiceLineInput } from './invoice.schema';
import { LINE_ITEM_TYPES } from './line-types';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const CYCLE_MS = FOUR_WEEK_DAYS * DAY_MS;

/** What a rental's charges are built from (spec 1 §3 rental; its rates as stored). */
export interface RentalToBill {
  rentalStatusId: number;
  startDate: number;
  endDate: number | null;
  assetId: number | null;
  /** The asset's name, or what the rental is of (a bulk rental's parts). */
  label: string;
  branchId: number;
  /** A bulk rental bills each rate this many times over (spec 1 §3 quantity). */
  quantity: number;
  rates: RentalRates & { price_per_hour: number | null };
}

export type RentalLinesResult =
  { ok: true; lines: InvoiceLineInput[] } | { ok: false; reason: 'not-started' | 'no-rates' };

const RATE_NAMES = [
  ['fourWeeks', 'price_per_month', '4-week rate'],
  ['weeks', 'price_per_week', 'weekly rate'],
  ['daysCharged', 'price_per_day', 'daily rate'],
] as const;

/**
 * A rental's charges as invoice lines, one billing cycle at a time (spec 1 §9: 28-day cycles
 * from its start, docs/BILLING.md): each cycle's days are priced by the cheapest mix of the
 * 4-week, weekly and daily rates (the rule the rental card shows, `cheapestCharges`), one line
 * per rate used. A rental with only an hourly rate bills its started hours. The period runs to
 * now while on rent, to its end once off rent.
 */
export function rentalChargeLines(
  rental: RentalToBill,
  now: number,
  timeZone: string,
): RentalLinesResult {
  const period = rentalPeriod(rental, now);
  if (!period) return { ok: false, reason: 'not-started' };
  const { rates } = rental;
  const hasCycleRates =
    rates.price_per_day !== null || rates.price_per_week !== null || rates.price_per_month !== null;
  if (!hasCycleRates && rates.price_per_hour === null) return { ok: false, reason: 'no-rates' };
  const lines: InvoiceLineInput[] = [];
  for (let start = period.start; start < period.end; start += CYCLE_MS) {
    const end = Math.min(start + CYCLE_MS, period.end);
    // The days charged, on the company's calendar: a full cycle is its 28 dates.
    const days = chargeableDays(start, end);
    const from = dateInZone(start, timeZone);
    const dates = `${from} to ${addDays(from, days - 1)}`;
    const times = rental.quantity > 1 ? ` × ${rental.quantity}` : '';
    const line = (units: number, price: number, rate: string): InvoiceLineInput => ({
      asset_id: rental.assetId,
      branch_id: rental.branchId,
      description: `${rental.label}, ${dates}: ${rate}${times}`,
      line_item_type_id: LINE_ITEM_TYPES.rental,
      number_of_units: units * Math.max(1, rental.quantity),
      price_per_unit: price,
      taxable: true,
    });
    if (!hasCycleRates) {
      lines.push(
        line(Math.ceil((end - start) / HOUR_MS), rates.price_per_hour ?? 0, 'hourly rate'),
      );
      continue;
    }
    const charges = cheapestCharges(days, rates);
    for (const [count, rate, name] of RATE_NAMES) {
      const units = charges[count];
      const price = rates[rate];
      if (units > 0 && price !== null) lines.push(line(units, price, name));
    }
  }
  return { ok: true, lines };
}
