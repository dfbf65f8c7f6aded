import { describe, expect, it } from 'vitest';
import { type Map as MapLibreMap } from 'maplibre-gl';
import { FOCUS_MIN_ZOOM, focusOn, focusZoom } from './fly-to-asset';

describe('focus on an asset', () => {
  it('zooms to at least 14, never out', () => {
    expect(FOCUS_MIN_ZOOM).toBe(14);
    expect(focusZoom(4)).toBe(14);
    expect(focusZoom(16.5)).toBe(16.5);
  });

  it('flies the map to the asset', () => {
    const calls: unknown[] = [];
    const map = { getZoom: () => 9, flyTo: (options: unknown) => calls.push(options) };
    focusOn(map as unknown as MapLibreMap, [-92.3, 38.9]);
    expect(calls).toEqual([{ center: [-92.3, 38.9], zoom: 14, essential: true }]);
  });
});

describe('focus and clustering', () => {
  it('shows a focused asset as its own marker, never inside a cluster', async () => {
    const { CLUSTER_MAX_ZOOM } = await import('./asset-layer-style');
    expect(CLUSTER_MAX_ZOOM).toBeLessThan(FOCUS_MIN_ZOOM);
  });
});
