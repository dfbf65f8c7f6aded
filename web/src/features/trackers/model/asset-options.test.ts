import { describe, expect, it } from 'vitest';
import { freeAssetOptions, toAssetId } from './asset-options';

describe('freeAssetOptions', () => {
  it('lists only assets without a tracker, by name with numbers in order', () => {
    const options = freeAssetOptions([
      { asset_id: 3, custom_name: 'PU-10', tracker_id: null },
      { asset_id: 1, custom_name: 'PU-9', tracker_id: null },
      { asset_id: 2, custom_name: 'PU-1', tracker_id: 44 },
      { asset_id: 4, custom_name: 'excavator', tracker_id: null },
    ]);
    expect(options).toEqual([
      { value: '4', label: 'excavator' },
      { value: '1', label: 'PU-9' },
      { value: '3', label: 'PU-10' },
    ]);
  });
});

describe('toAssetId', () => {
  it('reads the select’s value back as an id', () => {
    expect(toAssetId('17')).toBe(17);
    expect(toAssetId(null)).toBeNull();
    expect(toAssetId('')).toBeNull();
    expect(toAssetId('0')).toBeNull();
    expect(toAssetId('1e3')).toBeNull();
  });
});
