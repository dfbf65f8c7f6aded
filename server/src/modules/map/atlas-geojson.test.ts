import { describe, expect, it } from 'vitest';
import type { Polygon } from 'geojson';
import { atlasGeoJson, loadAtlasFeatures, topologyToFeatures } from './atlas-geojson';

describe('atlas GeoJSON', () => {
  it('has the 50 states, DC and the 5 territories', async () => {
    const states = await loadAtlasFeatures('states');
    expect(states.type).toBe('FeatureCollection');
    expect(states.features).toHaveLength(56);
    const names = states.features.map((f) => f.properties?.name);
    expect(names).toContain('Missouri');
    expect(names).toContain('District of Columbia');
    expect(names).toContain('Puerto Rico');
  });

  it('has every county and the countries of the world', async () => {
    const counties = await loadAtlasFeatures('counties');
    expect(counties.features.length).toBeGreaterThan(3000);
    const countries = await loadAtlasFeatures('countries');
    expect(countries.features.length).toBeGreaterThan(200);
    expect(countries.features.every((f) => f.geometry !== null)).toBe(true);
  });

  it('places Missouri around Columbia, MO', async () => {
    const states = await loadAtlasFeatures('states');
    const missouri = states.features.find((f) => f.properties?.name === 'Missouri');
    expect(missouri?.id).toBe('29');
    const polygons =
      missouri?.geometry.type === 'MultiPolygon'
        ? missouri.geometry.coordinates
        : [(missouri?.geometry as Polygon).coordinates];
    const lngs = polygons.flat(2).map((p) => p[0] ?? NaN);
    const lats = polygons.flat(2).map((p) => p[1] ?? NaN);
    expect(Math.min(...lngs)).toBeLessThan(-92.3273);
    expect(Math.max(...lngs)).toBeGreaterThan(-92.3273);
    expect(Math.min(...lats)).toBeLessThan(38.9498);
    expect(Math.max(...lats)).toBeGreaterThan(38.9498);
  });

  it('rounds coordinates to 4 decimals and keeps only the name', () => {
    const topology = {
      type: 'Topology' as const,
      arcs: [],
      objects: {
        places: {
          type: 'GeometryCollection' as const,
          geometries: [
            {
              type: 'Point' as const,
              id: 'a',
              coordinates: [-92.327_345_678, 38.949_812_345],
              properties: { name: 'Columbia', population: 1 },
            },
            { type: null, properties: { name: 'Nowhere' } },
          ],
        },
      },
    };
    const fc = topologyToFeatures(topology, 'places');
    expect(fc.features).toEqual([
      {
        type: 'Feature',
        id: 'a',
        properties: { name: 'Columbia' },
        geometry: { type: 'Point', coordinates: [-92.3273, 38.9498] },
      },
    ]);
    expect(() => topologyToFeatures(topology, 'missing')).toThrow(/missing/);
  });

  it('converts once and serves the same buffer', async () => {
    const [first, second] = await Promise.all([atlasGeoJson('states'), atlasGeoJson('states')]);
    expect(first).toBe(second);
    expect(await atlasGeoJson('states')).toBe(first);
    const parsed = JSON.parse(first.toString('utf8'));
    expect(parsed.features).toHaveLength(56);
  });
});
