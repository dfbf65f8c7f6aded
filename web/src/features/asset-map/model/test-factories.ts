import { type AssetStatus } from '@fleet/domain';
import { makeAssetStatus } from '@fleet/domain/fixtures';
import { type MapAssetRecord } from '../api/get-map-assets';

/** For tests: a parked tracked asset in Columbia, MO, engine off; override what matters. */
export function makeStatus(overrides: Partial<AssetStatus> = {}): AssetStatus {
  return makeAssetStatus({
    street: '701 E Broadway',
    city: 'Columbia',
    state: { abbreviation: 'MO' },
    zip_code: '65201',
    location: { latitude: 38.9517, longitude: -92.3341 },
    ...overrides,
  });
}

/** For tests: a tracked pickup in the Columbia branch, in group 3, not on rent. */
export function makeAsset(overrides: Partial<MapAssetRecord> = {}): MapAssetRecord {
  return {
    asset_id: 1,
    custom_name: 'PU-0001',
    asset_type_id: 1,
    asset_type_key: 'vehicle',
    make: { name: 'Ram', equipment_make_id: 3 },
    model: '2500',
    year: 2021,
    serial_number: 'RAM0100000',
    vin: '1C6RR7LT5MS512345',
    driver_name: 'Jordan Miller',
    tracker_id: 1,
    is_ble_node: false,
    keypad: false,
    camera: null,
    inventory_branch_id: 1,
    organizations_assets: [{ organization_id: 3 }],
    rental_id: null,
    equipment_class: { name: 'Pickup Truck' },
    marker_color: null,
    ble_tag: null,
    ...overrides,
  };
}
