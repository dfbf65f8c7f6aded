import { describe, expect, it } from 'vitest';
import { ATLAS_LAYERS } from './atlas-geojson';
import { OFFLINE_STYLE_PATH, atlasPath, offlineStyle } from './offline-style';

describe('offline map style', () => {
  const style = offlineStyle();

  it('is a v8 style that needs nothing from the internet', () => {
    expect(style.version).toBe(8);
    expect(style).not.toHaveProperty('glyphs');
    expect(style).not.toHaveProperty('sprite');
    expect(JSON.stringify(style)).not.toMatch(/https?:/);
    expect(OFFLINE_STYLE_PATH).toBe('/map/offline/style.json');
  });

  it('has a GeoJSON source per atlas layer, served by this server', () => {
    expect(Object.keys(style.sources).sort()).toEqual([...ATLAS_LAYERS].sort());
    for (const layer of ATLAS_LAYERS) {
      expect(style.sources[layer]).toMatchObject({ type: 'geojson', data: atlasPath(layer) });
    }
    expect(atlasPath('states')).toBe('/map/offline/states.geojson');
  });

  it('draws water, land and borders, counties only when zoomed in', () => {
    expect(style.layers[0]).toMatchObject({ type: 'background' });
    const ids = new Set(style.layers.map((l) => l.id));
    expect(ids.size).toBe(style.layers.length);
    for (const layer of style.layers.slice(1)) {
      expect(layer.source && layer.source in style.sources).toBe(true);
    }
    const counties = style.layers.find((l) => l.source === 'counties');
    expect(counties?.minzoom).toBeGreaterThanOrEqual(5);
    expect(style.layers.some((l) => l.type === 'fill' && l.source === 'countries')).toBe(true);
    // No text anywhere: the style has no glyphs to draw it with.
    expect(JSON.stringify(style)).not.toContain('text-field');
  });
});
