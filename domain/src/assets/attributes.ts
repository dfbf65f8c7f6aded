import { type AssetStatus } from './asset-status.schema';
import { type AttributeVariant } from './attribute-variant';
import { brakeVariant, worstBrakeStatus, type BrakeLevel } from './brakes';

/** spec 1 §3 attribute types, in the order the hover card lists them. */
export const ASSET_ATTRIBUTE_TYPES = [
  'driver',
  'fuel',
  'unplugged',
  'bleLowBattery',
  'keypad',
  'camera',
  'bluetoothNode',
  'diagnosticCodes',
  'brakeStatus',
] as const;
export type AssetAttributeType = (typeof ASSET_ATTRIBUTE_TYPES)[number];

export interface AssetAttribute {
  type: AssetAttributeType;
  label: string;
  variant: AttributeVariant;
}

export interface AttributeAsset {
  driver_name: string | null;
  has_keypad: boolean;
  has_camera: boolean;
  is_ble_node: boolean;
  diagnostic_code_count: number;
}

export type AttributeFacts = Pick<
  AssetStatus,
  'unplugged' | 'ble_low_battery' | 'brake_statuses' | 'telemetry'
>;

/** Fuel below this percent is flagged. */
export const FUEL_LOW_BELOW_PERCENT = 20;

const BRAKE_LABELS: Record<Exclude<BrakeLevel, 0>, string> = {
  1: 'Brakes OK',
  2: 'Brakes Warning',
  3: 'Brakes Bad',
};

/**
 * The chips shown for an asset, only those that apply. Without a status row only the asset's
 * own facts (driver, keypad, camera, BLE node, diagnostic codes) can be shown.
 */
export function assetAttributes(
  asset: AttributeAsset,
  status: AttributeFacts | null,
): AssetAttribute[] {
  const attributes: AssetAttribute[] = [];
  const add = (type: AssetAttributeType, label: string, variant: AttributeVariant = 'default') =>
    attributes.push({ type, label, variant });

  const driver = asset.driver_name?.trim() ?? '';
  if (driver !== '') add('driver', driver);

  const fuel = status?.telemetry.fuel_level ?? null;
  if (fuel !== null && Number.isFinite(fuel)) {
    add('fuel', `${Math.round(fuel)}%`, fuel < FUEL_LOW_BELOW_PERCENT ? 'warning' : 'default');
  }
  // A tracker that lost power may have been pulled off the asset: the loudest chip.
  if (status?.unplugged === true) add('unplugged', 'Unplugged', 'danger');
  if (status?.ble_low_battery === true) add('bleLowBattery', 'Low Battery', 'warning');
  if (asset.has_keypad) add('keypad', 'Keypad');
  if (asset.has_camera) add('camera', 'Camera');
  if (asset.is_ble_node) add('bluetoothNode', 'Bluetooth Node');

  const codes = asset.diagnostic_code_count;
  if (codes > 0)
    add('diagnosticCodes', `${codes} Diagnostic Code${codes === 1 ? '' : 's'}`, 'warning');

  const brakes = worstBrakeStatus(status?.brake_statuses ?? null);
  if (brakes !== 0) add('brakeStatus', BRAKE_LABELS[brakes], brakeVariant(brakes));

  return attributes;
}
