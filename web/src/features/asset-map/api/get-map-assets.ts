import { queryOptions, useQuery } from '@tanstack/react-query';
import { asset } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { fetchAllPages } from './fetch-all-pages';
import { assetMapKeys } from './keys';
import { type Parsed } from './parsed';

/** The asset fields the map, its list, search, filters and cards read. */
export const mapAssetRecord = asset.pick({
  asset_id: true,
  custom_name: true,
  asset_type_id: true,
  asset_type_key: true,
  make: true,
  model: true,
  year: true,
  serial_number: true,
  vin: true,
  driver_name: true,
  tracker_id: true,
  is_ble_node: true,
  marker_color: true,
  ble_tag: true,
  keypad: true,
  camera: true,
  inventory_branch_id: true,
  organizations_assets: true,
  rental_id: true,
  equipment_class: true,
});
export type MapAssetRecord = Parsed<typeof mapAssetRecord>;

/** `make` is asked for whole: the record's schema (the domain's asset) has both of its fields. */
export const MAP_ASSET_X_FIELDS =
  'asset_id,custom_name,asset_type_id,asset_type_key,make,model,year,serial_number,vin,' +
  'driver_name,tracker_id,is_ble_node,keypad,camera,inventory_branch_id,organizations_assets,' +
  'rental_id,equipment_class{name},marker_color,ble_tag';

const mapAssetList = mapAssetRecord.array();
const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Every asset of the company, sorted by name as the list shows them. */
export async function getMapAssets({ signal }: { signal?: AbortSignal } = {}): Promise<
  MapAssetRecord[]
> {
  const assets = await fetchAllPages((offset, limit) =>
    apiRequest(`/assets?limit=${limit}&offset=${offset}`, mapAssetList, {
      signal,
      headers: { 'X-Fields': MAP_ASSET_X_FIELDS },
    }),
  );
  return assets.sort(
    (a, b) => byName.compare(a.custom_name, b.custom_name) || a.asset_id - b.asset_id,
  );
}

export function mapAssetsQueryOptions() {
  return queryOptions({
    queryKey: assetMapKeys.assets(),
    queryFn: ({ signal }) => getMapAssets({ signal }),
    meta: { skipGlobalErrorToast: true },
  });
}

export function useMapAssets() {
  return useQuery(mapAssetsQueryOptions());
}
