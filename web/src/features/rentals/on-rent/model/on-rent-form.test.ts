import { describe, expect, it } from 'vitest';
import { ON_RENT_MESSAGES } from '@fleet/domain';
import {
  contactOptions,
  editRentalValues,
  fromPickerValue,
  newRentalValues,
  orderJobId,
  phaseOptions,
  toOnRentBody,
  toPickerValue,
  validateOnRent,
} from './on-rent-form';

const TZ = 'America/Chicago';
const NOW = Date.parse('2026-11-24T05:00:00Z'); // Nov 23, 23:00 in Chicago
const DAY = 86_400_000;

describe('on-rent form rules (spec 1 §5)', () => {
  it('starts now and ends a day later, on the company’s clock', () => {
    const values = newRentalValues(NOW, TZ);
    expect(values.start).toBe('2026-11-23T23:00');
    expect(values.end).toBe('2026-11-24T23:00');
    expect(fromPickerValue(values.start, TZ)).toBe(NOW);
    expect(validateOnRent({ ...values, userId: '1', locationId: '2' }, NOW + 60_000, TZ)).toEqual(
      {},
    );
  });

  it('requires a contact and a jobsite, and checks dates and rates', () => {
    const values = newRentalValues(NOW, TZ);
    expect(validateOnRent(values, NOW, TZ)).toEqual({
      userId: ON_RENT_MESSAGES.contactRequired,
      locationId: ON_RENT_MESSAGES.jobsiteRequired,
    });
    const chosen = { ...values, userId: '1', locationId: '2' };
    expect(validateOnRent({ ...chosen, end: toPickerValue(NOW - DAY, TZ) }, NOW, TZ).end).toBe(
      ON_RENT_MESSAGES.endInPast,
    );
    expect(
      validateOnRent(
        { ...chosen, start: toPickerValue(NOW + DAY, TZ), end: toPickerValue(NOW + 1.5 * DAY, TZ) },
        NOW,
        TZ,
      ).end,
    ).toBe(ON_RENT_MESSAGES.endBeforeStart);
    // Nov 27 in Chicago is 4 days after Nov 23.
    expect(
      validateOnRent({ ...chosen, start: '2026-11-27T00:00', end: '2026-11-29T00:00' }, NOW, TZ)
        .start,
    ).toBe(ON_RENT_MESSAGES.startTooFar);
    expect(
      validateOnRent({ ...chosen, start: '2026-11-26T23:59', end: '2026-11-28T00:00' }, NOW, TZ),
    ).toEqual({});
    expect(validateOnRent({ ...chosen, dailyRate: -1 }, NOW, TZ).dailyRate).toBe(
      ON_RENT_MESSAGES.rateNegative,
    );
  });

  it('sends the phase as the order’s job when one is chosen; empty rates as unset', () => {
    const values = { ...newRentalValues(NOW, TZ), userId: '3', locationId: '4', jobId: '7' };
    expect(orderJobId(values)).toBe(7);
    expect(orderJobId({ ...values, phaseId: '8' })).toBe(8);
    expect(toOnRentBody({ ...values, dailyRate: 12.5 }, 9, TZ)).toMatchObject({
      user_id: 3,
      asset_id: 9,
      location_id: 4,
      job_id: 7,
      start_date: new Date(NOW).toISOString(),
      daily_rate: 12.5,
      weekly_rate: null,
    });
  });

  it('prefills an edit: a phase’s parent becomes the job', () => {
    const rental = {
      start_date: new Date(NOW).toISOString(),
      end_date: new Date(NOW + DAY).toISOString(),
      current_location: { location_id: 5 },
      price_per_day: 10,
      price_per_week: null,
      price_per_month: 300,
      order: { order_id: 1, purchase_order: null, job: null, user_id: 2 },
    } as Parameters<typeof editRentalValues>[0];
    const order = {
      order_id: 1,
      user_id: 2,
      job_id: 12,
      purchase_order: null,
      job: { job_id: 12, name: 'Footings', parent_job_id: 11 },
    };
    expect(editRentalValues(rental, order, TZ)).toMatchObject({
      userId: '2',
      locationId: '5',
      jobId: '11',
      phaseId: '12',
      dailyRate: 10,
      weeklyRate: '',
      monthlyRate: 300,
    });
  });

  it('offers contacts who can rent, by name, and the chosen job’s phases', () => {
    expect(
      contactOptions([
        { user_id: 1, first_name: 'Zed', last_name: 'A', can_rent: true },
        { user_id: 2, first_name: 'Amy', last_name: 'B', can_rent: true },
        { user_id: 3, first_name: 'No', last_name: 'Rent', can_rent: false },
      ]),
    ).toEqual([
      { value: '2', label: 'Amy B' },
      { value: '1', label: 'Zed A' },
    ]);
    const job = {
      job_id: 1,
      name: 'Bridge',
      parent_job_id: null,
      custom_id: null,
      geofence_id: null,
      work_codes: [],
    };
    const jobs = [{ ...job, child_jobs: [{ ...job, job_id: 2, name: 'Deck', parent_job_id: 1 }] }];
    expect(phaseOptions(jobs, '1')).toEqual([{ value: '2', label: 'Deck' }]);
    expect(phaseOptions(jobs, null)).toEqual([]);
  });
});
