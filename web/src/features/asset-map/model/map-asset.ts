import {
  assetAttributes,
  describeStatus,
  syncStatus,
  type AssetAttribute,
  type AssetStatus,
  type AttributeAsset,
  type FilterableAsset,
  type StatusDescription,
} from '@fleet/domain';
import { type AssetFeature } from '../../../lib/map/asset-layer';
import { type MapAssetRecord } from '../api/get-map-assets';

/** One asset as the map page shows it: its record, its status and everything derived. */
export interface MapAsset {
  asset: MapAssetRecord;
  status: AssetStatus | null;
  description: StatusDescription;
  /** What search and filters read. */
  searchable: FilterableAsset;
  /** Its marker; null when the asset has no known position. */
  feature: AssetFeature | null;
}

export function hasTracker(asset: Pick<MapAssetRecord, 'tracker_id'>): boolean {
  return asset.tracker_id !== null;
}

export function buildMapAsset(
  asset: MapAssetRecord,
  status: AssetStatus | null,
  nowMs: number,
): MapAsset {
  const isTracked = hasTracker(asset);
  const description = describeStatus(
    { asset_type_id: asset.asset_type_id, is_ble_node: asset.is_ble_node, has_tracker: isTracked },
    status,
    nowMs,
  );
  const searchable: FilterableAsset = {
    asset_id: asset.asset_id,
    custom_name: asset.custom_name,
    make: asset.make?.name ?? null,
    model: asset.model,
    serial_number: asset.serial_number,
    vin: asset.vin,
    driver_name: asset.driver_name,
    asset_type_id: asset.asset_type_id,
    has_tracker: isTracked,
    display_status: description.displayStatus,
    status,
    group_ids: asset.organizations_assets.map((membership) => membership.organization_id),
    branch_ids: asset.inventory_branch_id === null ? [] : [asset.inventory_branch_id],
    asset_type_key: asset.asset_type_key,
    is_on_rent: asset.rental_id !== null,
  };
  const location = status?.location ?? null;
  const feature: AssetFeature | null =
    location === null
      ? null
      : {
          assetId: asset.asset_id,
          name: asset.custom_name,
          longitude: location.longitude,
          latitude: location.latitude,
          indicator: description.legendIndicator,
          direction: status?.direction ?? null,
          markerColor: asset.marker_color,
        };
  return { asset, status, description, searchable, feature };
}

interface Built {
  status: AssetStatus | null;
  /** The clock the sync label was last checked against. */
  nowMs: number;
  sync: StatusDescription['sync'];
  item: MapAsset;
}

/**
 * The last item built per asset record. An item is reused while its asset and status objects
 * are the same and its sync label has not aged: a live batch then rebuilds only the assets it
 * touched, and the list rows and markers of the others stay the same objects. The label is
 * only re-checked when the clock moves (once a minute), not on every batch.
 */
const built = new WeakMap<MapAssetRecord, Built>();

export function toMapAsset(
  asset: MapAssetRecord,
  status: AssetStatus | null,
  nowMs: number,
): MapAsset {
  const previous = built.get(asset);
  if (previous && previous.status === status) {
    if (previous.nowMs === nowMs) return previous.item;
    const sync = syncStatus(status?.last_checkin_timestamp ?? null, nowMs);
    if (previous.sync === sync) {
      previous.nowMs = nowMs;
      return previous.item;
    }
  }
  const item = buildMapAsset(asset, status, nowMs);
  built.set(asset, { status, nowMs, sync: item.description.sync, item });
  return item;
}

/** Assets (in their order) joined with their statuses; one plain loop for tens of thousands. */
export function joinMapAssets(
  assets: readonly MapAssetRecord[],
  statuses: ReadonlyMap<number, AssetStatus>,
  nowMs: number,
): MapAsset[] {
  const items: MapAsset[] = new Array<MapAsset>(assets.length);
  for (let i = 0; i < assets.length; i += 1) {
    const asset = assets[i];
    if (asset) items[i] = toMapAsset(asset, statuses.get(asset.asset_id) ?? null, nowMs);
  }
  return items;
}

/** The markers of the given items, in order; items without a position have none. */
export function mapFeatures(items: readonly MapAsset[]): AssetFeature[] {
  const features: AssetFeature[] = [];
  for (const item of items) if (item.feature) features.push(item.feature);
  return features;
}

/** The asset facts the attribute chips read (spec 1 §3 attribute types). */
export function attributeAssetOf(asset: MapAssetRecord): AttributeAsset {
  return {
    driver_name: asset.driver_name,
    has_keypad: asset.keypad,
    has_camera: asset.camera !== null,
    is_ble_node: asset.is_ble_node,
    // Diagnostic codes are not part of the map's asset fields yet.
    diagnostic_code_count: 0,
  };
}

/** The chips of the hover card and the asset card. */
export function mapAssetAttributes(item: MapAsset): AssetAttribute[] {
  return assetAttributes(attributeAssetOf(item.asset), item.status);
}
