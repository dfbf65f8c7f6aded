import { EMPTY_TELEMETRY } from './empty-status';
import { type SearchableAsset, type SearchableAssetStatus } from './map-search-match';

/** A tracker status with every reading unknown unless given. */
export function searchStatus(
  overrides: Partial<SearchableAssetStatus> & { fuel_level?: number | null } = {},
): SearchableAssetStatus {
  const { fuel_level = null, ...rest } = overrides;
  return {
    hours: null,
    odometer: null,
    speed: null,
    engine_active: false,
    is_being_hauled: false,
    diesel_exhaust_fluid_level: null,
    regen_state: null,
    is_locked: null,
    telemetry: { ...EMPTY_TELEMETRY, fuel_level },
    city: null,
    geofences: [],
    ...rest,
  };
}

/** An asset with a tracker, no descriptive fields and an all-unknown status unless given. */
export function searchableAsset(overrides: Partial<SearchableAsset> = {}): SearchableAsset {
  return {
    asset_id: 1,
    custom_name: 'Unit 1',
    make: null,
    model: null,
    serial_number: null,
    vin: null,
    driver_name: null,
    asset_type_id: 2,
    has_tracker: true,
    display_status: 'off',
    status: searchStatus(),
    ...overrides,
  };
}
