import { z } from 'zod';
import {
  maintenanceGroupCreate,
  maintenanceIntervalCreate,
  serviceGroupErrorDetail,
  SERVICE_GROUP_MESSAGES,
  type MaintenanceInterval,
} from '@fleet/domain';
import { isApiError } from '../../../lib/api-client';

const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "Every 180 days, 5,000 mi or 250 engine hours": whichever comes first. */
export function intervalSummary(
  interval: Pick<MaintenanceInterval, 'time_days' | 'miles' | 'engine_hours'>,
): string {
  const parts = [
    interval.time_days ? `${amount.format(interval.time_days)} days` : null,
    interval.miles ? `${amount.format(interval.miles)} mi` : null,
    interval.engine_hours ? `${amount.format(interval.engine_hours)} engine hours` : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return 'Not measured';
  const last = parts.pop();
  return `Every ${parts.length > 0 ? `${parts.join(', ')} or ${last}` : last}`;
}

/** An interval as its form holds it: number inputs are '' when empty. */
export interface IntervalFormValues {
  name: string;
  time_days: number | string;
  miles: number | string;
  engine_hours: number | string;
  [key: string]: unknown;
}

export const emptyIntervalValues = (): IntervalFormValues => ({
  name: '',
  time_days: '',
  miles: '',
  engine_hours: '',
});

export function intervalValues(interval: MaintenanceInterval): IntervalFormValues {
  return {
    name: interval.name,
    time_days: interval.time_days ?? '',
    miles: interval.miles ?? '',
    engine_hours: interval.engine_hours ?? '',
  };
}

const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

function intervalBody(values: IntervalFormValues) {
  return {
    name: values.name,
    time_days: numberOrNull(values.time_days),
    miles: numberOrNull(values.miles),
    engine_hours: numberOrNull(values.engine_hours),
  };
}

/** The domain's interval schema read from the form (POST and PATCH send every field). */
export const intervalForm = z.preprocess(
  (input) => intervalBody(input as IntervalFormValues),
  maintenanceIntervalCreate,
);

export interface GroupCreateValues {
  name: string;
  description: string;
  /** A group is made with its first interval; more are added on the group. */
  intervals: IntervalFormValues[];
  [key: string]: unknown;
}

export const groupCreateForm = z.preprocess((input) => {
  const values = input as GroupCreateValues;
  return {
    name: values.name,
    description: values.description,
    intervals: values.intervals.map(intervalBody),
  };
}, maintenanceGroupCreate);

/**
 * spec 2 §8: 'There was an error creating a new Service Group. {detail}': the server's sentence
 * for a refusal it explains (a taken name), else the spec's words by status. A validation
 * refusal's summary and a server failure's text are not for the person.
 */
export function createGroupFailedMessage(error: unknown): string {
  const status = isApiError(error) && !error.isNetworkError ? error.status : undefined;
  const isExplained =
    isApiError(error) && status !== undefined && status < 500 && error.code !== 'VALIDATION_FAILED';
  const detail = serviceGroupErrorDetail(status, isExplained ? error.message : undefined);
  return `${SERVICE_GROUP_MESSAGES.createFailed} ${detail}`;
}
