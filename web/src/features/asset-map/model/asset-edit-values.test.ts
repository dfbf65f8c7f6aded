import { describe, expect, it } from 'vitest';
import { asset, type Asset } from '@fleet/domain';
import { assetEditForm, assetEditValues, changedFields } from './asset-edit-values';

const saved: Asset = asset.parse({
  asset_id: 7,
  company_id: 1,
  asset_type_id: 2,
  asset_type_key: 'equipment',
  custom_name: 'Loader 7',
  description: '',
  serial_number: 'SN-1',
  vin: null,
  make: null,
  model: '950M',
  equipment_model: null,
  year: 2020,
  equipment_class: null,
  category_id: null,
  photo: null,
  tracker_id: null,
  tracker: null,
  camera: null,
  dot_number: null,
  driver_name: null,
  keypad: false,
  is_ble_node: false,
  ble_tag: { type: 'Asset tag', serial: 'BLE-1' },
  inventory_branch_id: 3,
  service_branch_id: null,
  rental_branch_id: null,
  market_id: null,
  rental_id: null,
  organizations_assets: [],
  maintenance_group_id: null,
  marker_color: null,
});

describe('the asset edit form', () => {
  it('sends only what changed, blanks as none', () => {
    const initial = assetEditValues(saved);
    expect(changedFields(initial, initial)).toEqual({});
    expect(
      changedFields(initial, {
        ...initial,
        custom_name: ' Loader 7B ',
        serial_number: '',
        year: '',
        inventory_branch_id: null,
        marker_color: '#1C7ED6',
        ble_tag_serial: ' ',
      }),
    ).toEqual({
      custom_name: 'Loader 7B',
      serial_number: null,
      year: null,
      inventory_branch_id: null,
      marker_color: '#1c7ed6',
      ble_tag_serial: null,
    });
  });

  it('refuses a field with the server’s sentence, under that field', () => {
    const result = assetEditForm.safeParse({ ...assetEditValues(saved), vin: 'nope' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['vin', 'A VIN is 17 letters and digits, without I, O or Q'],
    ]);
  });
});
