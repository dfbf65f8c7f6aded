import { type AssetStatus } from './asset-status.schema';
import { emptyStoredStatus } from './empty-status';

/**
 * For tests: a parked, tracked asset with an engine that is off and nothing else reported; each
 * test turns one thing on from here.
 */
export function makeAssetStatus(overrides: Partial<AssetStatus> = {}): AssetStatus {
  return {
    ...emptyStoredStatus(1),
    location_source: 1,
    speed: 0,
    street: '1 Main St',
    city: 'Austin',
    state: { abbreviation: 'TX' },
    zip_code: '78701',
    location: { latitude: 30.27, longitude: -97.74 },
    map_visual_indicator: 'OFF',
    ...overrides,
  };
}
