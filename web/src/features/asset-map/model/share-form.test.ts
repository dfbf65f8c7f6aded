import { describe, expect, it } from 'vitest';
import { JOBSITE_MESSAGES, SHARE_MESSAGES } from '@fleet/domain';
import {
  formatPlace,
  recipientOptions,
  shareFormSchema,
  shareMessages,
  toShareInput,
  type ShareFormValues,
} from './share-form';

const values = (overrides: Partial<ShareFormValues> = {}): ShareFormValues => ({
  mode: 'live',
  phoneNumber: '(573) 555-0101',
  message: '',
  place: '',
  placeName: '',
  ...overrides,
});
const firstIssue = (v: ShareFormValues) => {
  const parsed = shareFormSchema.safeParse(v);
  return parsed.success
    ? null
    : { path: parsed.error.issues[0]?.path, message: parsed.error.issues[0]?.message };
};

describe('the share form (spec 1 §5)', () => {
  it('takes 10 or 11 digits however they are typed, and nothing else', () => {
    expect(firstIssue(values())).toBeNull();
    expect(firstIssue(values({ phoneNumber: '+1 573.555.0101' }))).toBeNull();
    for (const phoneNumber of ['', '555-0101', '573 555 01011 2', 'five seven three']) {
      expect(firstIssue(values({ phoneNumber }))).toEqual({
        path: ['phoneNumber'],
        message: SHARE_MESSAGES.phoneRequired,
      });
    }
  });

  it('asks for a place only when a place is shared, as coordinates', () => {
    expect(firstIssue(values({ mode: 'place' }))).toEqual({
      path: ['place'],
      message: SHARE_MESSAGES.locationRequired,
    });
    expect(firstIssue(values({ mode: 'place', place: 'north gate' }))?.message).toBe(
      JOBSITE_MESSAGES.coordinatesNotFound,
    );
    expect(firstIssue(values({ mode: 'place', place: '38.95 -92.33' }))).toBeNull();
  });

  it('makes the mutation for the card’s asset, its rental, or the place', () => {
    const asset = { kind: 'asset', assetId: 7 } as const;
    const rental = { kind: 'rental', rentalId: 9 } as const;
    const live = shareFormSchema.parse(values({ message: ' Gate 4 ' }));
    expect(toShareInput(asset, live)).toEqual({
      assetId: 7,
      phoneNumber: '5735550101',
      message: 'Gate 4',
    });
    expect(toShareInput(rental, live)).toMatchObject({ rentalId: 9 });
    const place = shareFormSchema.parse(
      values({ mode: 'place', place: '38.95, -92.33', placeName: ' Yard ' }),
    );
    expect(toShareInput(asset, place)).toEqual({
      location: { latitude: 38.95, longitude: -92.33, name: 'Yard' },
      phoneNumber: '5735550101',
      message: '',
    });
    expect(shareMessages(rental, 'live').done).toBe(SHARE_MESSAGES.rentalShared);
    expect(shareMessages(asset, 'live').failed).toBe(SHARE_MESSAGES.assetFailed);
    expect(shareMessages(rental, 'place').failed).toBe(SHARE_MESSAGES.failed);
  });

  it('offers people with a name and a valid phone who have not opted out', () => {
    const person = {
      user_id: 1,
      first_name: 'Avery',
      last_name: 'Lee',
      cell_phone_number: null,
      phone_number: '573-555-0101',
      sms_opted_out: false,
    };
    expect(
      recipientOptions([
        person,
        { ...person, user_id: 2, first_name: 'Cell', cell_phone_number: '15735550102' },
        { ...person, user_id: 3, sms_opted_out: true, phone_number: '5735550103' },
        { ...person, user_id: 4, first_name: '', last_name: '', phone_number: '5735550104' },
        { ...person, user_id: 5, phone_number: '555-0105' },
        { ...person, user_id: 6, first_name: 'Twin' },
      ]),
    ).toEqual([
      { value: '5735550101', label: 'Avery Lee · (573) 555-0101' },
      { value: '15735550102', label: 'Cell Lee · 1 (573) 555-0102' },
    ]);
    expect(formatPlace({ latitude: 38.951712, longitude: -92.3341 })).toBe('38.95171, -92.33410');
    expect(formatPlace(null)).toBe('');
  });
});
