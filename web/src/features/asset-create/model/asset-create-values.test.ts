import { describe, expect, it } from 'vitest';
import { LICENSE_PLATE_MESSAGES } from '@fleet/domain';
import { EMPTY_ASSET_CREATE_VALUES, assetCreateForm, safeReturnTo } from './asset-create-values';

describe('the asset form’s values', () => {
  it('become the body the server takes', () => {
    const body = assetCreateForm.parse({
      ...EMPTY_ASSET_CREATE_VALUES,
      custom_name: ' Pickup 7 ',
      asset_type_id: '2',
      year: 2020,
      hours: 12,
      inventory_branch_id: '4',
      organization_ids: ['2', '9'],
      license_plate_number: 'ABC123',
      license_plate_state: 'MO',
    });
    expect(body).toMatchObject({
      custom_name: 'Pickup 7',
      asset_type_id: 2,
      year: 2020,
      hours: 12,
      odometer: null,
      inventory_branch_id: 4,
      organization_ids: [2, 9],
      license_plate_number: 'ABC123',
      license_plate_state: 'MO',
      marker_color: null,
    });
  });

  it('are refused under the field the server would name', () => {
    const result = assetCreateForm.safeParse({
      ...EMPTY_ASSET_CREATE_VALUES,
      custom_name: 'A',
      license_plate_number: 'ABC123',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['license_plate_state', LICENSE_PLATE_MESSAGES.stateRequired],
    ]);
  });

  it('go back only to a path of this app', () => {
    expect(safeReturnTo('/inventory?view=class')).toBe('/inventory?view=class');
    expect(safeReturnTo('https://evil.test')).toBe('/inventory');
    expect(safeReturnTo('//evil.test')).toBe('/inventory');
    expect(safeReturnTo(null)).toBe('/inventory');
  });
});
