import { describe, expect, it } from 'vitest';
import { ASSET_CREATE_MESSAGES, assetCreateBody } from './asset-create.schema';
import { LICENSE_PLATE_MESSAGES } from './license-plate';

const issues = (body: unknown) =>
  assetCreateBody
    .safeParse(body)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('the asset create body', () => {
  it('fills what was left out with none and cleans what was typed', () => {
    expect(
      assetCreateBody.parse({
        custom_name: ' Pickup 12 ',
        asset_type_id: 1,
        vin: ' 1hgcm82633a004352 ',
        license_plate_number: 'abc-123',
        license_plate_state: 'mo',
        organization_ids: [3, 3, 4],
        serial_number: '  ',
      }),
    ).toMatchObject({
      custom_name: 'Pickup 12',
      asset_type_key: null,
      vin: '1HGCM82633A004352',
      license_plate_number: 'ABC123',
      license_plate_state: 'MO',
      organization_ids: [3, 4],
      serial_number: null,
      tracker_serial: null,
      hours: null,
      resource_ids: [],
    });
  });

  it('puts each refusal on its field, in the spec’s words where it has them', () => {
    expect(issues({ custom_name: 'A', asset_type_id: 1, license_plate_number: 'ABC' })).toEqual([
      ['license_plate_state', 'Issuing state required with license plate number'],
    ]);
    expect(issues({ custom_name: 'A', asset_type_id: 2, license_plate_state: 'TX' })).toEqual([
      ['license_plate_number', 'License plate number required with issuing state'],
    ]);
    expect(
      issues({
        custom_name: 'A',
        asset_type_id: 1,
        license_plate_number: 'ABCDE12345',
        license_plate_state: 'ZZ',
      }),
    ).toEqual([
      ['license_plate_number', LICENSE_PLATE_MESSAGES.tooLong],
      ['license_plate_state', LICENSE_PLATE_MESSAGES.stateUnknown],
    ]);
    expect(issues({ custom_name: 'A', asset_type_id: 3 })).toEqual([
      ['asset_type_id', ASSET_CREATE_MESSAGES.assetType],
    ]);
    expect(issues({ custom_name: 'A', asset_type_id: 1, hours: -1 })).toEqual([
      ['hours', ASSET_CREATE_MESSAGES.hours],
    ]);
  });

  it('wants a right check digit of a North American vehicle only', () => {
    expect(issues({ custom_name: 'A', asset_type_id: 1, vin: '1HGCM82633A004353' })).toEqual([
      ['vin', ASSET_CREATE_MESSAGES.vinCheckDigit],
    ]);
    expect(issues({ custom_name: 'A', asset_type_id: 2, vin: '1HGCM82633A004353' })).toEqual([]);
    expect(issues({ custom_name: 'A', asset_type_id: 1, vin: 'WF0XXXGCDX1234567' })).toEqual([]);
  });

  it('refuses keys it does not know', () => {
    expect(issues({ custom_name: 'A', asset_type_id: 1, company_id: 2 })).toHaveLength(1);
  });
});
