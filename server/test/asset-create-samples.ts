/**
 * Values for the fuzz walk by field name, so some of its POST /api/assets bodies pass every
 * check (the links mostly none, a real branch) and reach the service's writes.
 */
export function assetCreateFuzzSamples(branchIds: number[]): Record<string, unknown[]> {
  return {
    custom_name: ['Fuzz asset'],
    asset_type_id: [1, 2],
    asset_type_key: [null, 'trailer'],
    product_id: [null],
    make: [null, 'Ford'],
    serial_number: [null],
    vin: [null],
    license_plate_number: [null],
    license_plate_state: [null],
    hours: [null, 12.5],
    odometer: [null],
    inventory_branch_id: [null, ...branchIds],
    category_id: [null],
    equipment_class_id: [null],
    organization_ids: [[]],
    tracker_serial: [null],
    marker_color: [null],
    photo_id: [null],
    resource_ids: [[]],
  };
}
