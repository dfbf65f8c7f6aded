import { describe, expect, it } from 'vitest';
import { fleetBounds } from './fleet-bounds';
import { assetTypeLabel, makeModelText } from './format';

describe('formats', () => {
  it('names asset types and make/model as people read them', () => {
    expect(assetTypeLabel('small tool')).toBe('Small Tool');
    expect(assetTypeLabel('vehicle')).toBe('Vehicle');
    expect(makeModelText({ make: { name: 'Caterpillar' }, model: '320' })).toBe('Caterpillar 320');
    expect(makeModelText({ make: null, model: ' 320 ' })).toBe('320');
    expect(makeModelText({ make: null, model: null })).toBeNull();
  });
});

describe('fleet bounds', () => {
  const at = (longitude: number, latitude: number) => ({
    assetId: 1,
    name: 'A',
    longitude,
    latitude,
    indicator: 'OFF' as const,
    direction: null,
  });

  it('boxes every marker', () => {
    expect(fleetBounds([at(-92.3, 38.9), at(-94.6, 39.1), at(-90.2, 38.6)])).toEqual([
      [-94.6, 38.6],
      [-90.2, 39.1],
    ]);
  });

  it('widens a single point and ignores impossible positions', () => {
    const bounds = fleetBounds([at(-92.3, 38.9), at(500, 38)]);
    expect(bounds?.[0][0]).toBeCloseTo(-92.31);
    expect(bounds?.[1][1]).toBeCloseTo(38.91);
    expect(fleetBounds([])).toBeNull();
  });
});
