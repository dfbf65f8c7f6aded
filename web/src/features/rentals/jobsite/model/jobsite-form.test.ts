import { describe, expect, it } from 'vitest';
import { JOBSITE_MESSAGES } from '@fleet/domain';
import { applyCandidate, emptyJobsite, toJobsiteBody, validateJobsite } from './jobsite-form';

const pin = { latitude: 38.95, longitude: -92.33 };

describe('jobsite create rules (spec 1 §5)', () => {
  it('requires a name, a pin and an address with a city and state', () => {
    expect(validateJobsite(emptyJobsite(), [])).toEqual({
      nickname: JOBSITE_MESSAGES.nameRequired,
      pin: JOBSITE_MESSAGES.pinRequired,
      address: JOBSITE_MESSAGES.invalidAddress,
    });
  });

  it('refuses a taken name whatever its case and spaces', () => {
    const values = {
      ...emptyJobsite(),
      nickname: ' north  YARD',
      pin,
      city: 'Columbia',
      stateId: '1',
    };
    expect(validateJobsite(values, ['North Yard']).nickname).toBe(JOBSITE_MESSAGES.nameTaken);
    expect(validateJobsite(values, ['South Yard'])).toEqual({});
  });

  it('asks for every part of an address typed by hand', () => {
    const values = { ...emptyJobsite(), nickname: 'A', pin, isManual: true };
    expect(validateJobsite(values, [])).toEqual({
      street1: JOBSITE_MESSAGES.streetRequired,
      city: JOBSITE_MESSAGES.cityRequired,
      stateId: JOBSITE_MESSAGES.stateRequired,
      zipCode: JOBSITE_MESSAGES.zipRequired,
    });
  });

  it('fills the address and the pin from a found place, and sends the jobsite payload', () => {
    const values = applyCandidate(
      { ...emptyJobsite(), nickname: ' Quarry ' },
      {
        label: 'Columbia, MO 65201',
        street_1: null,
        city: 'Columbia',
        state: 'MO',
        zip_code: '65201',
        latitude: 38.9,
        longitude: -92.3,
      },
      [{ state_id: 26, abbreviation: 'MO' }],
    );
    expect(toJobsiteBody(values)).toEqual({
      nickname: 'Quarry',
      street_1: null,
      street_2: null,
      city: 'Columbia',
      state_id: 26,
      zip_code: '65201',
      latitude: 38.9,
      longitude: -92.3,
      needs_review: false,
      jobsite: true,
      location_type_id: 1,
      create_geofence: false,
    });
  });
});
