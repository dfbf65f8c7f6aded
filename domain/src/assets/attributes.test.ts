import { describe, expect, it } from 'vitest';
import { makeAssetStatus } from './asset-status.fixture';
import { type AssetStatus } from './asset-status.schema';
import { ASSET_ATTRIBUTE_TYPES, assetAttributes, type AttributeAsset } from './attributes';

const plainAsset: AttributeAsset = {
  driver_name: null,
  has_keypad: false,
  has_camera: false,
  is_ble_node: false,
  diagnostic_code_count: 0,
};

const withFuel = (fuel_level: number | null): Partial<AssetStatus> => ({
  telemetry: { ...makeAssetStatus().telemetry, fuel_level },
});

const attrs = (asset: Partial<AttributeAsset>, status: Partial<AssetStatus> | null = {}) =>
  assetAttributes({ ...plainAsset, ...asset }, status === null ? null : makeAssetStatus(status));

describe('assetAttributes', () => {
  it('shows nothing when nothing applies', () => {
    expect(attrs({})).toEqual([]);
    expect(attrs({}, null)).toEqual([]);
  });

  it('names the driver', () => {
    expect(attrs({ driver_name: 'Ana Ruiz' })).toEqual([
      { type: 'driver', label: 'Ana Ruiz', variant: 'default' },
    ]);
    expect(attrs({ driver_name: '  ' })).toEqual([]);
  });

  it.each([
    [55, '55%', 'default'],
    [20, '20%', 'default'],
    [19.9, '20%', 'warning'],
    [0, '0%', 'warning'],
  ] as const)('fuel %s → %s %s', (level, label, variant) => {
    expect(attrs({}, withFuel(level))).toEqual([{ type: 'fuel', label, variant }]);
  });

  it('leaves fuel out when it is not reported', () => {
    expect(attrs({}, withFuel(null))).toEqual([]);
  });

  it('flags an unplugged tracker and a low BLE battery', () => {
    expect(attrs({}, { unplugged: true })).toEqual([
      { type: 'unplugged', label: 'Unplugged', variant: 'danger' },
    ]);
    expect(attrs({}, { ble_low_battery: true })).toEqual([
      { type: 'bleLowBattery', label: 'Low Battery', variant: 'warning' },
    ]);
  });

  it('lists keypad, camera and BLE node from the asset, even without a status', () => {
    expect(attrs({ has_keypad: true, has_camera: true, is_ble_node: true }, null)).toEqual([
      { type: 'keypad', label: 'Keypad', variant: 'default' },
      { type: 'camera', label: 'Camera', variant: 'default' },
      { type: 'bluetoothNode', label: 'Bluetooth Node', variant: 'default' },
    ]);
  });

  it('counts diagnostic codes', () => {
    expect(attrs({ diagnostic_code_count: 1 })).toEqual([
      { type: 'diagnosticCodes', label: '1 Diagnostic Code', variant: 'warning' },
    ]);
    expect(attrs({ diagnostic_code_count: 3 })[0]?.label).toBe('3 Diagnostic Codes');
  });

  it.each([
    [{ emergency_air: 1 }, 'Brakes OK', 'success'],
    [{ emergency_air: 1, service_brakes: 2 }, 'Brakes Warning', 'warning'],
    [{ emergency_air: 3, service_brakes: 2 }, 'Brakes Bad', 'danger'],
  ] as const)('brakes %j → %s', (brake_statuses, label, variant) => {
    expect(attrs({}, { brake_statuses })).toEqual([{ type: 'brakeStatus', label, variant }]);
  });

  it('leaves brakes out when none are reported', () => {
    expect(attrs({}, { brake_statuses: {} })).toEqual([]);
    expect(attrs({}, { brake_statuses: null })).toEqual([]);
  });

  it('lists everything in the spec 1 §3 order', () => {
    const all = attrs(
      {
        driver_name: 'Ana',
        has_keypad: true,
        has_camera: true,
        is_ble_node: true,
        diagnostic_code_count: 2,
      },
      { ...withFuel(80), unplugged: true, ble_low_battery: true, brake_statuses: { x: 2 } },
    );
    expect(all.map((a) => a.type)).toEqual([...ASSET_ATTRIBUTE_TYPES]);
  });
});
