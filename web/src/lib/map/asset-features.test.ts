import { describe, expect, it } from 'vitest';
import { LEGEND_INDICATORS } from '@fleet/domain';
import { assetFeatureCollection, type AssetFeature } from './asset-features';

const asset = (overrides: Partial<AssetFeature> = {}): AssetFeature => ({
  assetId: 1,
  name: 'Excavator 7',
  longitude: -92.3273,
  latitude: 38.9498,
  indicator: 'DRIVING',
  direction: 93,
  ...overrides,
});

describe('asset feature collection', () => {
  it('makes one point per asset with its id, name and indicator', () => {
    const fc = assetFeatureCollection([asset()]);
    expect(fc).toEqual({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { assetId: 1, name: 'Excavator 7', indicator: 'DRIVING', heading: 90 },
          geometry: { type: 'Point', coordinates: [-92.3273, 38.9498] },
        },
      ],
    });
  });

  it('draws a heading only for driving and hauled assets that report one', () => {
    const headings = assetFeatureCollection([
      asset({ assetId: 1, indicator: 'DRIVING', direction: 359.9 }),
      asset({ assetId: 2, indicator: 'IS_BEING_HAULED', direction: 4 }),
      asset({ assetId: 3, indicator: 'IDLING', direction: 180 }),
      asset({ assetId: 4, indicator: 'DRIVING', direction: null }),
    ]).features.map((f) => f.properties.heading);
    expect(headings).toEqual([355, 0, undefined, undefined]);
  });

  it('carries an asset’s own marker colour, and nothing for the default', () => {
    const [own, plain] = assetFeatureCollection([
      asset({ assetId: 1, markerColor: '#1c7ed6' }),
      asset({ assetId: 2, markerColor: null }),
    ]).features;
    expect(own?.properties.color).toBe('#1c7ed6');
    expect(plain?.properties).not.toHaveProperty('color');
  });

  it('leaves out assets without a usable position', () => {
    const fc = assetFeatureCollection([
      asset({ assetId: 1, longitude: Number.NaN }),
      asset({ assetId: 2, latitude: 91 }),
      asset({ assetId: 3, longitude: 181 }),
      asset({ assetId: 4 }),
    ]);
    expect(fc.features.map((f) => f.properties.assetId)).toEqual([4]);
  });

  it('builds 50,000 assets quickly', () => {
    const assets = Array.from({ length: 50_000 }, (_, i) =>
      asset({
        assetId: i,
        name: `Asset ${i}`,
        longitude: -125 + (i % 500) * 0.1,
        latitude: 25 + Math.floor(i / 500) * 0.2,
        indicator: LEGEND_INDICATORS[i % LEGEND_INDICATORS.length],
        direction: (i * 7) % 360,
      }),
    );
    const started = performance.now();
    const fc = assetFeatureCollection(assets);
    const elapsed = performance.now() - started;
    expect(fc.features).toHaveLength(50_000);
    // Tens of milliseconds; the bound is loose for busy CI machines and catches quadratic work.
    expect(elapsed).toBeLessThan(1000);
  });

  it('reuses the features of unchanged asset objects', () => {
    const same = asset({ assetId: 1 });
    const first = assetFeatureCollection([same, asset({ assetId: 2 })]);
    const moved = asset({ assetId: 2, longitude: -92 });
    const second = assetFeatureCollection([same, moved]);
    expect(second.features[0]).toBe(first.features[0]);
    expect(second.features[1]?.geometry.coordinates).toEqual([-92, 38.9498]);
  });
});
