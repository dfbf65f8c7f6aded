import { describe, expect, it } from 'vitest';
import {
  ASSET_TYPE_KEYS,
  applyMapFilters,
  buildMapFilterBuckets,
  type FilterableAsset,
  type MapFilterBucket,
} from './map-filters';
import { searchableAsset } from './map-search.fixture';

const item = (asset_id: number, extra: Partial<FilterableAsset>): FilterableAsset => ({
  ...searchableAsset({ asset_id }),
  group_ids: [],
  branch_ids: [],
  asset_type_key: 'equipment',
  is_on_rent: false,
  ...extra,
});

const items: FilterableAsset[] = [
  item(1, { group_ids: [10, 11], branch_ids: [100], asset_type_key: 'vehicle' }),
  item(2, { group_ids: [10], branch_ids: [101], display_status: 'driving', is_on_rent: true }),
  item(3, { branch_ids: [100], asset_type_key: 'trailer', has_tracker: false, status: null }),
  item(4, { group_ids: [12, 12], asset_type_key: 'small tool', display_status: null }),
];
const names = {
  groups: new Map([
    [10, 'Paving'],
    [11, 'Earthworks'],
    [13, 'Empty crew'],
  ]),
  branches: new Map([
    [100, 'Denver'],
    [101, 'Austin'],
  ]),
};
const buckets = buildMapFilterBuckets(items, names);
const summary = (list: MapFilterBucket[]) =>
  list.map((b) => [b.key, b.label, b.asset_ids] as const);

describe('buildMapFilterBuckets', () => {
  it('lists every asset type key, in the spec’s order, even when empty', () => {
    expect(buckets.asset_type.map((b) => b.key)).toEqual([...ASSET_TYPE_KEYS]);
    expect(summary(buckets.asset_type).filter(([, , ids]) => ids.length > 0)).toEqual([
      ['equipment', 'Equipment', [2]],
      // An excavator on rent is equipment and a rental.
      ['rental', 'Rental', [2]],
      ['small tool', 'Small tool', [4]],
      ['trailer', 'Trailer', [3]],
      ['vehicle', 'Vehicle', [1]],
    ]);
  });

  it('sorts groups and branches by name, names unknown ids and adds a none bucket', () => {
    expect(summary(buckets.group)).toEqual([
      ['11', 'Earthworks', [1]],
      ['13', 'Empty crew', []],
      ['12', 'Group 12', [4]],
      ['10', 'Paving', [1, 2]],
      ['none', 'No group', [3]],
    ]);
    expect(summary(buckets.branch)).toEqual([
      ['101', 'Austin', [2]],
      ['100', 'Denver', [1, 3]],
      ['none', 'No branch', [4]],
    ]);
  });

  it('splits trackers and statuses, with unknown status in its own bucket', () => {
    expect(summary(buckets.trackers)).toEqual([
      ['with tracker', 'With tracker', [1, 2, 4]],
      ['no tracker', 'No tracker', [3]],
    ]);
    const statuses = summary(buckets.asset).filter(([, , ids]) => ids.length > 0);
    expect(statuses).toEqual([
      ['driving', 'Driving', [2]],
      ['off', 'Off', [1, 3]],
      ['unknown', 'Unknown', [4]],
    ]);
    expect(buckets.asset.map((b) => b.label)).toContain('Not communicating');
  });

  it('gives empty fixed buckets and no membership buckets beyond the names for no assets', () => {
    const empty = buildMapFilterBuckets([], { groups: new Map(), branches: new Map() });
    expect(empty.group).toEqual([]);
    expect(empty.trackers.every((b) => b.asset_ids.length === 0)).toBe(true);
  });
});

describe('applyMapFilters', () => {
  it('shows everything by default or when every category is all', () => {
    expect(applyMapFilters({}, buckets)).toBe('all');
    expect(applyMapFilters({ group: 'all', asset_type: 'all' }, buckets)).toBe('all');
  });

  it('ORs buckets within a category', () => {
    expect(applyMapFilters({ asset_type: ['vehicle', 'trailer'] }, buckets)).toEqual(
      new Set([1, 3]),
    );
    expect(applyMapFilters({ group: ['10', '12'] }, buckets)).toEqual(new Set([1, 2, 4]));
  });

  it('ANDs across categories', () => {
    const shown = applyMapFilters(
      { branch: ['100'], trackers: ['with tracker'], group: 'all' },
      buckets,
    );
    expect(shown).toEqual(new Set([1]));
    expect(applyMapFilters({ group: ['none'], asset_type: ['trailer'] }, buckets)).toEqual(
      new Set([3]),
    );
    expect(applyMapFilters({ group: ['10'], asset_type: ['trailer'] }, buckets)).toEqual(new Set());
  });

  it('lets nothing through for an empty choice and ignores unknown keys', () => {
    expect(applyMapFilters({ trackers: [] }, buckets)).toEqual(new Set());
    expect(applyMapFilters({ trackers: ['no tracker', 'by sync'] }, buckets)).toEqual(new Set([3]));
  });

  it('shows every asset when every bucket of a partitioning category is chosen', () => {
    const allStatuses = buckets.asset.map((b) => b.key);
    expect(applyMapFilters({ asset: allStatuses }, buckets)).toEqual(new Set([1, 2, 3, 4]));
  });
});
