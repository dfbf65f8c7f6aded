import { describe, expect, it } from 'vitest';
import { buildMapFilterBuckets, matchesMapSearch, parseMapSearch } from '@fleet/domain';
import { joinMapAssets, mapFeatures, toMapAsset } from './map-asset';
import { makeAsset, makeStatus } from './test-factories';
import { visibleMapAssets } from './visible-assets';

const NOW = Date.parse('2026-05-01T15:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

describe('joining assets and statuses', () => {
  it('derives the marker from the status: position, legend indicator and direction', () => {
    const asset = makeAsset({ asset_id: 7, custom_name: 'Truck 7' });
    const status = makeStatus({
      asset_id: 7,
      engine_active: true,
      speed: 41,
      direction: 93,
      last_checkin_timestamp: minutesAgo(2),
    });
    const [item] = joinMapAssets([asset], new Map([[7, status]]), NOW);
    expect(item?.feature).toEqual({
      assetId: 7,
      name: 'Truck 7',
      longitude: -92.3341,
      latitude: 38.9517,
      indicator: 'DRIVING',
      direction: 93,
      markerColor: null,
    });
    expect(item?.description.badge).toEqual({ text: '41 mph', color: 'success' });
    expect(item?.description.sync).toBe('Synced');
  });

  it('marks an out-of-sync tracker with the legend indicator, not the raw one', () => {
    const status = makeStatus({ last_checkin_timestamp: minutesAgo(60 * 30) });
    const item = toMapAsset(makeAsset({ asset_id: 50 }), status, NOW);
    expect(item.description.mapVisualIndicator).toBe('OFF');
    expect(item.feature?.indicator).toBe('OUT_OF_SYNC');
  });

  it('places no marker without a position, and says No tracker without a tracker', () => {
    const assets = [
      makeAsset({ asset_id: 1 }),
      makeAsset({ asset_id: 2, tracker_id: null }),
      makeAsset({ asset_id: 3 }),
    ];
    const statuses = new Map([
      [1, makeStatus({ asset_id: 1, location: null })],
      [2, makeStatus({ asset_id: 2, location: null, location_source: null })],
    ]);
    const items = joinMapAssets(assets, statuses, NOW);
    expect(items.map((item) => item.feature)).toEqual([null, null, null]);
    expect(items[1]?.description.mapVisualIndicator).toBe('NO_TRACKER');
    expect(items[1]?.searchable.has_tracker).toBe(false);
    // Asset 3 has no status row at all.
    expect(items[2]?.status).toBeNull();
    expect(items[2]?.description.mapVisualIndicator).toBe('UNKNOWN');
    expect(mapFeatures(items)).toEqual([]);
  });

  it('gives search and filters the asset facts they read', () => {
    const asset = makeAsset({
      asset_id: 4,
      asset_type_key: 'small tool',
      inventory_branch_id: null,
      organizations_assets: [{ organization_id: 3 }, { organization_id: 8 }],
    });
    const item = toMapAsset(asset, makeStatus({ asset_id: 4, engine_active: true }), NOW);
    expect(item.searchable).toMatchObject({
      asset_id: 4,
      make: 'Ram',
      model: '2500',
      has_tracker: true,
      display_status: 'running',
      group_ids: [3, 8],
      branch_ids: [],
      asset_type_key: 'small tool',
    });
    expect(matchesMapSearch(parseMapSearch('engine on ram'), item.searchable)).toBe(true);
    expect(matchesMapSearch(parseMapSearch('engine off'), item.searchable)).toBe(false);
  });

  it('reuses the items, and so the markers, of assets whose status did not change', () => {
    const assets = [makeAsset({ asset_id: 1 }), makeAsset({ asset_id: 2 })];
    const one = makeStatus({ asset_id: 1, last_checkin_timestamp: minutesAgo(1) });
    const two = makeStatus({ asset_id: 2, last_checkin_timestamp: minutesAgo(1) });
    const first = joinMapAssets(
      assets,
      new Map([
        [1, one],
        [2, two],
      ]),
      NOW,
    );
    const moved = makeStatus({
      asset_id: 2,
      location: { latitude: 39, longitude: -92 },
      last_checkin_timestamp: minutesAgo(0),
    });
    const second = joinMapAssets(
      assets,
      new Map([
        [1, one],
        [2, moved],
      ]),
      NOW + 1000,
    );
    expect(second[0]).toBe(first[0]);
    expect(second[0]?.feature).toBe(first[0]?.feature);
    expect(second[1]).not.toBe(first[1]);
    expect(second[1]?.feature?.latitude).toBe(39);
  });

  it('rebuilds an item once its sync label ages, even without news', () => {
    const asset = makeAsset({ asset_id: 9 });
    const status = makeStatus({ asset_id: 9, last_checkin_timestamp: minutesAgo(239) });
    const fresh = toMapAsset(asset, status, NOW);
    expect(fresh.description.sync).toBe('Synced');
    expect(toMapAsset(asset, status, NOW + 30_000)).toBe(fresh);
    const aged = toMapAsset(asset, status, NOW + 2 * 60_000);
    expect(aged).not.toBe(fresh);
    expect(aged.description.sync).toBe('Delayed Sync');
  });

  it('joins 50,000 assets quickly and rejoins unchanged ones almost for free', () => {
    const assets = Array.from({ length: 50_000 }, (_, i) => makeAsset({ asset_id: i + 1 }));
    const statuses = new Map(
      assets.map((asset, i) => [
        asset.asset_id,
        makeStatus({
          asset_id: asset.asset_id,
          location: { latitude: 38 + i / 1e5, longitude: -92 },
        }),
      ]),
    );
    let started = performance.now();
    joinMapAssets(assets, statuses, NOW);
    const cold = performance.now() - started;
    started = performance.now();
    const items = joinMapAssets(assets, statuses, NOW);
    const warm = performance.now() - started;
    expect(items).toHaveLength(50_000);
    // Loose bounds for busy machines: they catch quadratic work, not milliseconds.
    expect(cold).toBeLessThan(3000);
    expect(warm).toBeLessThan(500);
  });
});

describe('visible assets', () => {
  const assets = [
    makeAsset({ asset_id: 1, custom_name: 'Excavator 1', inventory_branch_id: 1 }),
    makeAsset({ asset_id: 2, custom_name: 'Pickup 2', inventory_branch_id: 2 }),
    makeAsset({ asset_id: 3, custom_name: 'Pickup 3', inventory_branch_id: 2, tracker_id: null }),
  ];
  const statuses = new Map([
    [1, makeStatus({ asset_id: 1, engine_active: true })],
    [2, makeStatus({ asset_id: 2 })],
  ]);
  const items = joinMapAssets(assets, statuses, NOW);
  const buckets = buildMapFilterBuckets(
    items.map((item) => item.searchable),
    {
      groups: new Map(),
      branches: new Map([
        [1, 'Columbia'],
        [2, 'St. Louis'],
      ]),
    },
  );
  const ids = (list: readonly { asset: { asset_id: number } }[]) =>
    list.map((i) => i.asset.asset_id);

  it('shows everything by default, as the same array', () => {
    expect(visibleMapAssets(items, parseMapSearch(''), {}, buckets)).toBe(items);
    expect(visibleMapAssets(items, parseMapSearch(''), { branch: 'all' }, buckets)).toBe(items);
  });

  it('ANDs the search with the filters', () => {
    expect(ids(visibleMapAssets(items, parseMapSearch('pickup'), {}, buckets))).toEqual([2, 3]);
    expect(ids(visibleMapAssets(items, parseMapSearch(''), { branch: ['2'] }, buckets))).toEqual([
      2, 3,
    ]);
    expect(
      ids(
        visibleMapAssets(items, parseMapSearch('pickup'), { trackers: ['with tracker'] }, buckets),
      ),
    ).toEqual([2]);
    expect(ids(visibleMapAssets(items, parseMapSearch('engine on'), {}, buckets))).toEqual([1]);
    expect(ids(visibleMapAssets(items, parseMapSearch(''), { branch: [] }, buckets))).toEqual([]);
  });

  it('applies the search alone while the buckets are not built yet', () => {
    expect(
      ids(visibleMapAssets(items, parseMapSearch('no tracker'), { branch: ['1'] }, null)),
    ).toEqual([3]);
  });
});
