import { describe, expect, it } from 'vitest';
import { MAP_VISUAL_INDICATORS, type LegendIndicator, type MapVisualIndicator } from './asset-ids';
import { makeAssetStatus } from './asset-status.fixture';
import { legendIndicator, mapVisualIndicatorFor, type MapIndicatorAsset } from './map-indicator';
import { SYNC_STATUSES, type SyncStatus } from './sync-status';
import { type AssetStatus } from './asset-status.schema';

const T = '2024-06-01T10:00:00.000Z';
const vehicle: MapIndicatorAsset = { has_tracker: true, asset_type_id: 1, is_ble_node: false };

const cases: {
  name: string;
  asset?: Partial<MapIndicatorAsset>;
  status: Partial<AssetStatus>;
  expected: MapVisualIndicator;
}[] = [
  { name: 'manual location', status: { location_source: 2 }, expected: 'MANUAL_LOCATION' },
  { name: 'not communicating', status: { out_of_lock_timestamp: T }, expected: 'UNKNOWN' },
  { name: 'being hauled', status: { is_being_hauled: true }, expected: 'IS_BEING_HAULED' },
  {
    name: 'idling',
    status: { engine_active: true, start_idle_timestamp: T },
    expected: 'IDLING',
  },
  { name: 'driving', status: { engine_active: true, speed: 20 }, expected: 'DRIVING' },
  { name: 'running', status: { engine_active: true }, expected: 'RUNNING' },
  { name: 'bluetooth node', asset: { is_ble_node: true }, status: {}, expected: 'OFF' },
  { name: 'off', status: {}, expected: 'OFF' },
  {
    name: 'no location',
    status: { engine_active: true, speed: 20, location: null },
    expected: 'UNKNOWN',
  },
  {
    name: 'no tracker',
    asset: { has_tracker: false },
    status: { engine_active: true, speed: 20 },
    expected: 'NO_TRACKER',
  },
  {
    name: 'no tracker, placed by hand',
    asset: { has_tracker: false },
    status: { location_source: 2 },
    expected: 'MANUAL_LOCATION',
  },
];

describe('mapVisualIndicatorFor', () => {
  it.each(cases)('$name → $expected', ({ asset, status, expected }) => {
    expect(mapVisualIndicatorFor({ ...vehicle, ...asset }, makeAssetStatus(status))).toBe(expected);
  });

  it('is UNKNOWN for a tracker with no status yet, NO_TRACKER without a tracker', () => {
    expect(mapVisualIndicatorFor(vehicle, null)).toBe('UNKNOWN');
    expect(mapVisualIndicatorFor({ ...vehicle, has_tracker: false }, null)).toBe('NO_TRACKER');
  });

  it('is UNKNOWN for a manual location that has no coordinates', () => {
    const status = makeAssetStatus({ location_source: 2, location: null });
    expect(mapVisualIndicatorFor(vehicle, status)).toBe('UNKNOWN');
  });

  it('can produce every map indicator', () => {
    const seen = new Set(cases.map((c) => c.expected));
    expect([...seen].sort()).toEqual([...MAP_VISUAL_INDICATORS].sort());
  });
});

describe('legendIndicator', () => {
  it.each<[MapVisualIndicator, SyncStatus, LegendIndicator]>([
    ['DRIVING', 'Out of Sync', 'OUT_OF_SYNC'],
    ['OFF', 'Out of Sync', 'OUT_OF_SYNC'],
    ['UNKNOWN', 'Out of Sync', 'OUT_OF_SYNC'],
    ['NO_TRACKER', 'Out of Sync', 'NO_TRACKER'],
    ['MANUAL_LOCATION', 'Out of Sync', 'MANUAL_LOCATION'],
    ['DRIVING', 'Delayed Sync', 'DRIVING'],
    ['IDLING', 'Synced', 'IDLING'],
  ])('%s with %s → %s', (indicator, sync, expected) => {
    expect(legendIndicator(indicator, sync)).toBe(expected);
  });

  it('for every indicator and sync: OUT_OF_SYNC only for a tracked, non-manual asset out of sync', () => {
    for (const indicator of MAP_VISUAL_INDICATORS) {
      for (const sync of SYNC_STATUSES) {
        const tracked = indicator !== 'NO_TRACKER' && indicator !== 'MANUAL_LOCATION';
        const expected = tracked && sync === 'Out of Sync' ? 'OUT_OF_SYNC' : indicator;
        expect(legendIndicator(indicator, sync)).toBe(expected);
      }
    }
  });
});
