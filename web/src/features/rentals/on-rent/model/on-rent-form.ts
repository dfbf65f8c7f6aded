import dayjs from 'dayjs';
import {
  EMPTY_VALUE,
  jobAndPhase,
  MIN_RENTAL_MS,
  ON_RENT_MESSAGES,
  rentalDateIssues,
  type Job,
  type OnRentBody,
  type Order,
  type Rental,
  type RentalEditBody,
} from '@fleet/domain';
import { inZone } from '../../../../lib/company-days';

/** The form's values: selects hold ids as strings, dates are the pickers' local date-times. */
export interface OnRentValues {
  userId: string | null;
  start: string;
  end: string;
  locationId: string | null;
  jobId: string | null;
  phaseId: string | null;
  dailyRate: number | string;
  weeklyRate: number | string;
  monthlyRate: number | string;
}
export type OnRentField = keyof OnRentValues;

const INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';

/** A date-time picker's value for an instant, on the company's clock. */
export function toPickerValue(ms: number, timeZone: string): string {
  return inZone(dayjs(ms), timeZone).format(INPUT_FORMAT);
}

/** The instant a picker's value means on the company's clock; NaN when it is empty or bad. */
export function fromPickerValue(value: string, timeZone: string): number {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return Number.NaN;
  try {
    return dayjs.tz(value, INPUT_FORMAT, timeZone).valueOf();
  } catch {
    return dayjs(value).valueOf();
  }
}

const idOf = (value: string | null): number | null => (value ? Number(value) : null);
const rateOf = (value: number | string): number | null =>
  value === '' || value === null ? null : Number(value);
const rateText = (rate: number | null) => (rate === null ? '' : rate);

/** spec 1 §2: a new rental starts now and ends a day later. */
export function newRentalValues(nowMs: number, timeZone: string): OnRentValues {
  return {
    userId: null,
    start: toPickerValue(nowMs, timeZone),
    end: toPickerValue(nowMs + MIN_RENTAL_MS, timeZone),
    locationId: null,
    jobId: null,
    phaseId: null,
    dailyRate: '',
    weeklyRate: '',
    monthlyRate: '',
  };
}

/** spec 1 §2 "Edit mode prefills …": the job with a parent is the phase, its parent the job. */
export function editRentalValues(
  rental: Rental,
  order: Order | null,
  timeZone: string,
): OnRentValues {
  const { jobId, phaseId } = jobAndPhase(order?.job ?? null);
  const userId = order?.user_id ?? rental.order?.user_id ?? null;
  return {
    userId: userId === null ? null : String(userId),
    start: toPickerValue(Date.parse(rental.start_date), timeZone),
    end: rental.end_date ? toPickerValue(Date.parse(rental.end_date), timeZone) : '',
    locationId: rental.current_location ? String(rental.current_location.location_id) : null,
    jobId: jobId === null ? null : String(jobId),
    phaseId: phaseId === null ? null : String(phaseId),
    dailyRate: rateText(rental.price_per_day),
    weeklyRate: rateText(rental.price_per_week),
    monthlyRate: rateText(rental.price_per_month),
  };
}

/**
 * spec 1 §5 "On-rent form", checked on submit: a contact, a jobsite, the date rules (the same
 * function the server uses), rates empty or 0 and more.
 */
export function validateOnRent(
  values: OnRentValues,
  nowMs: number,
  timeZone: string,
): Partial<Record<OnRentField, string>> {
  const errors: Partial<Record<OnRentField, string>> = {};
  if (!values.userId) errors.userId = ON_RENT_MESSAGES.contactRequired;
  if (!values.locationId) errors.locationId = ON_RENT_MESSAGES.jobsiteRequired;
  const start = fromPickerValue(values.start, timeZone);
  const end = fromPickerValue(values.end, timeZone);
  if (Number.isNaN(start)) errors.start = 'Start date is required';
  if (Number.isNaN(end)) errors.end = 'End date is required';
  if (!Number.isNaN(start) && !Number.isNaN(end)) {
    for (const issue of rentalDateIssues(start, end, nowMs, timeZone)) {
      errors[issue.path[0] === 'start_date' ? 'start' : 'end'] = issue.message;
    }
  }
  for (const field of ['dailyRate', 'weeklyRate', 'monthlyRate'] as const) {
    const rate = rateOf(values[field]);
    if (rate !== null && !(rate >= 0)) errors[field] = ON_RENT_MESSAGES.rateNegative;
  }
  return errors;
}

/** The server's field names (details.issues paths) on the form's fields. */
export const SERVER_FIELDS: Record<string, OnRentField> = {
  user_id: 'userId',
  start_date: 'start',
  end_date: 'end',
  location_id: 'locationId',
  job_id: 'jobId',
  daily_rate: 'dailyRate',
  weekly_rate: 'weeklyRate',
  monthly_rate: 'monthlyRate',
  price_per_day: 'dailyRate',
  price_per_week: 'weeklyRate',
  price_per_month: 'monthlyRate',
};

/** The job or phase the order is for: the phase when one is chosen. */
export const orderJobId = (values: OnRentValues): number | null =>
  idOf(values.phaseId) ?? idOf(values.jobId);

export function toOnRentBody(values: OnRentValues, assetId: number, timeZone: string): OnRentBody {
  return {
    user_id: idOf(values.userId) ?? 0,
    asset_id: assetId,
    start_date: new Date(fromPickerValue(values.start, timeZone)).toISOString(),
    end_date: new Date(fromPickerValue(values.end, timeZone)).toISOString(),
    job_id: orderJobId(values),
    location_id: idOf(values.locationId) ?? 0,
    daily_rate: rateOf(values.dailyRate),
    weekly_rate: rateOf(values.weeklyRate),
    monthly_rate: rateOf(values.monthlyRate),
  };
}

export function toRentalEditBody(
  values: OnRentValues,
  assetId: number,
  timeZone: string,
): RentalEditBody {
  const body = toOnRentBody(values, assetId, timeZone);
  return {
    user_id: body.user_id,
    asset_id: assetId,
    start_date: body.start_date,
    end_date: body.end_date,
    location_id: body.location_id,
    price_per_day: body.daily_rate,
    price_per_week: body.weekly_rate,
    price_per_month: body.monthly_rate,
  };
}

/** spec 1 §2 Order Contact: users who can rent, labelled 'first last', sorted by label. */
export function contactOptions(
  users: ReadonlyArray<{
    user_id: number;
    first_name: string;
    last_name: string;
    can_rent: boolean;
  }>,
) {
  return users
    .filter((u) => u.can_rent)
    .map((u) => ({ value: String(u.user_id), label: `${u.first_name} ${u.last_name}`.trim() }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export const jobOptions = (jobs: readonly Job[]) =>
  jobs.map((job) => ({ value: String(job.job_id), label: job.name }));

export function phaseOptions(jobs: readonly Job[], jobId: string | null) {
  const job = jobs.find((j) => String(j.job_id) === jobId);
  return (job?.child_jobs ?? []).map((phase) => ({
    value: String(phase.job_id),
    label: phase.name,
  }));
}

/** spec 1 §2 Asset Details: '--' for what is missing. */
export const shown = (value: string | null | undefined): string =>
  value && value.trim() !== '' ? value : EMPTY_VALUE;
