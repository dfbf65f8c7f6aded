import {
  ASSET_TYPE_KEYS,
  type Asset,
  type AssetStatus,
  type AssetTypeKey,
  mapVisualIndicatorFor,
} from '@fleet/domain';
import { withDefaults, type StoredStatus } from '../../devices/status/stored-status';
import type { AssetWithNames } from './assets.repo';

const isAssetTypeKey = (value: string): value is AssetTypeKey =>
  (ASSET_TYPE_KEYS as readonly string[]).includes(value);

/** `rentalId`: the asset's on-rent rental, if any (spec 1 §3 `rental_id`). */
export function toAssetDto(
  row: AssetWithNames,
  groupIds: number[],
  rentalId: number | null,
): Asset {
  const a = row.asset;
  return {
    asset_id: a.assetId,
    company_id: a.companyId,
    asset_type_id: a.assetTypeId,
    asset_type_key: isAssetTypeKey(a.assetKind) ? a.assetKind : 'equipment',
    custom_name: a.customName,
    description: a.description,
    serial_number: a.serialNumber,
    vin: a.vin,
    make:
      row.makeName && a.equipmentMakeId
        ? { name: row.makeName, equipment_make_id: a.equipmentMakeId }
        : null,
    model: a.model ?? row.modelName,
    equipment_model: row.modelName ? { name: row.modelName } : null,
    year: a.year,
    equipment_class: row.className ? { name: row.className } : null,
    category_id: a.categoryId,
    photo: null,
    tracker_id: a.trackerId,
    tracker:
      row.deviceSerial && row.trackerTypeId !== null
        ? { device_serial: row.deviceSerial, tracker_type_id: row.trackerTypeId }
        : null,
    camera: a.cameraId ? { camera_id: a.cameraId, camera_vendor_id: a.cameraVendorId } : null,
    dot_number: a.dotNumber,
    driver_name: a.driverName,
    keypad: a.hasKeypad,
    is_ble_node: a.isBleNode,
    ble_tag: a.bleTagSerial ? { type: a.bleTagType, serial: a.bleTagSerial } : null,
    inventory_branch_id: a.inventoryBranchId,
    service_branch_id: a.serviceBranchId,
    rental_branch_id: a.rentalBranchId,
    market_id: a.marketId,
    rental_id: rentalId,
    organizations_assets: groupIds.map((organization_id) => ({ organization_id })),
    maintenance_group_id: a.maintenanceGroupId,
    marker_color: a.markerColor,
  };
}

/** What the map indicator needs to know of the asset itself. */
export interface IndicatorFacts {
  has_tracker: boolean;
  asset_type_id: number;
  is_ble_node: boolean;
}

/** The stored status with the derived indicator added (spec 1 §3, §4). */
export function toStatusDto(
  assetId: number,
  facts: IndicatorFacts,
  stored: Partial<StoredStatus> | null,
): AssetStatus {
  const status = withDefaults(assetId, stored ?? {});
  return {
    ...status,
    map_visual_indicator: mapVisualIndicatorFor(facts, stored ? status : null),
  };
}
