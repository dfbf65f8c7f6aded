import { describe, expect, it } from 'vitest';
import { SERVICE_GROUP_MESSAGES } from '@fleet/domain';
import { ApiError } from '../../../lib/api-client';
import {
  createGroupFailedMessage,
  emptyIntervalValues,
  groupCreateForm,
  intervalForm,
  intervalSummary,
  intervalValues,
} from './group-model';

const none = { time_days: null, miles: null, engine_hours: null };

describe('interval labels', () => {
  it('names each measure the interval sets, whichever comes first', () => {
    expect(intervalSummary({ ...none, engine_hours: 250 })).toBe('Every 250 engine hours');
    expect(intervalSummary({ ...none, time_days: 180, miles: 5000 })).toBe(
      'Every 180 days or 5,000 mi',
    );
    expect(intervalSummary({ time_days: 365, miles: 12000, engine_hours: 500 })).toBe(
      'Every 365 days, 12,000 mi or 500 engine hours',
    );
    expect(intervalSummary({ ...none, miles: 0 })).toBe('Not measured');
  });
});

describe('interval and group forms', () => {
  it('sends empty number inputs as null and checks one measure is set', () => {
    expect(intervalForm.parse({ ...emptyIntervalValues(), name: 'Oil', miles: 5000 })).toEqual({
      name: 'Oil',
      time_days: null,
      miles: 5000,
      engine_hours: null,
    });
    const refused = intervalForm.safeParse({ ...emptyIntervalValues(), name: 'Oil' });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['time_days'],
      message: SERVICE_GROUP_MESSAGES.intervalNeedsLimit,
    });
  });

  it('reads an interval back into its form', () => {
    const values = intervalValues({
      maintenance_group_interval_id: 1,
      maintenance_group_id: 2,
      name: 'Oil',
      ...none,
      time_days: 90,
    });
    expect(values).toEqual({ name: 'Oil', time_days: 90, miles: '', engine_hours: '' });
  });

  it('makes a group with its first interval, issues naming the form’s fields', () => {
    const refused = groupCreateForm.safeParse({
      name: '',
      description: '',
      intervals: [{ ...emptyIntervalValues(), name: '' }],
    });
    const paths = refused.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['name', 'intervals.0.name']));
  });
});

describe('spec 2 §8 create toast', () => {
  const error = (status: number, code: string, message: string) =>
    new ApiError({ status, code, message });

  it('ends with the server’s sentence, else the words for the status', () => {
    expect(
      createGroupFailedMessage(error(409, 'CONFLICT', SERVICE_GROUP_MESSAGES.namesUnique)),
    ).toBe(
      `There was an error creating a new Service Group. ${SERVICE_GROUP_MESSAGES.namesUnique}`,
    );
    expect(createGroupFailedMessage(error(400, 'VALIDATION_FAILED', 'Invalid body'))).toBe(
      `There was an error creating a new Service Group. ${SERVICE_GROUP_MESSAGES.fillAllFields}`,
    );
    expect(createGroupFailedMessage(error(500, 'INTERNAL', 'stack'))).toBe(
      'There was an error creating a new Service Group. Please try again later.',
    );
    expect(createGroupFailedMessage(new Error('x'))).toMatch(/Please try again later\.$/);
  });
});
