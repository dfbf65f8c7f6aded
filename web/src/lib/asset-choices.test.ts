import { describe, expect, it } from 'vitest';
import { freeAssetOptions, toAssetId, type AssetChoice } from './asset-choices';

const choice = (
  asset_id: number,
  custom_name: string,
  devices: Partial<Pick<AssetChoice, 'tracker_id' | 'camera'>> = {},
): AssetChoice => ({ asset_id, custom_name, tracker_id: null, camera: null, ...devices });

describe('freeAssetOptions', () => {
  it('lists only the free assets, by name with numbers in order', () => {
    const options = freeAssetOptions(
      [
        choice(3, 'PU-10'),
        choice(1, 'PU-9'),
        choice(2, 'PU-1', { tracker_id: 44 }),
        choice(4, 'excavator'),
      ],
      (asset) => asset.tracker_id === null,
    );
    expect(options).toEqual([
      { value: '4', label: 'excavator' },
      { value: '1', label: 'PU-9' },
      { value: '3', label: 'PU-10' },
    ]);
  });

  it('asks the caller what free means (a camera form skips assets with a camera)', () => {
    const options = freeAssetOptions(
      [choice(1, 'DT-1', { camera: { camera_id: 5, camera_vendor_id: 3 } }), choice(2, 'DT-2')],
      (asset) => asset.camera === null,
    );
    expect(options).toEqual([{ value: '2', label: 'DT-2' }]);
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
