import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useThrottledValue } from '@mantine/hooks';
import { buildMapFilterBuckets, type AssetStatus, type MapFilterBuckets } from '@fleet/domain';
import { useAssetStatuses } from '../api/get-asset-statuses';
import { useBranches } from '../api/get-branches';
import { useGeofences } from '../api/get-geofences';
import { useMapAssets } from '../api/get-map-assets';
import { useOrganizations } from '../api/get-organizations';
import { assetMapKeys } from '../api/keys';
import { assetNames } from '../model/asset-names';
import { joinMapAssets, type MapAsset } from '../model/map-asset';
import { trackerChangedSince } from '../model/tracker-change';

const NO_STATUSES: ReadonlyMap<number, AssetStatus> = new Map();
const NO_ITEMS: MapAsset[] = [];
/** Buckets take ~90 ms at 50,000 assets: rebuilt at most this often while statuses stream. */
const BUCKETS_THROTTLE_MS = 2_000;
const NO_BUCKET_ITEMS: MapAsset[] = [];
/** A tracker moved elsewhere in the company: the asset list is read again at most this often. */
const TRACKER_REFRESH_MS = 30_000;
/** Statuses stream many times a second: they are compared with the list at most this often. */
const TRACKER_SCAN_MS = 2_000;

/**
 * Everything the map page shows, loaded and joined: the company's assets with their live
 * statuses, the names filters need, and the geofences. Filter buckets are built only while
 * `needsBuckets` (a filter is on, or a filter menu shows its counts), at most every 2 s.
 */
export function useMapData(userId: number, nowMs: number, needsBuckets: boolean) {
  const assetsQuery = useMapAssets();
  const statusesQuery = useAssetStatuses(userId);
  const branchesQuery = useBranches();
  const organizationsQuery = useOrganizations();
  const geofencesQuery = useGeofences(userId);

  const assets = assetsQuery.data;
  const statuses = statusesQuery.data;
  // Without statuses every asset would read "Unknown" for a moment: wait for both, unless the
  // statuses failed (then the assets are still worth listing).
  const isReady = assets !== undefined && (statuses !== undefined || statusesQuery.isError);

  const items = useMemo(
    () => (isReady && assets ? joinMapAssets(assets, statuses ?? NO_STATUSES, nowMs) : NO_ITEMS),
    [isReady, assets, statuses, nowMs],
  );

  useRefreshOnTrackerChange(assets, statuses);

  const itemsById = useMemo(
    () => new Map(items.map((item) => [item.asset.asset_id, item])),
    [items],
  );

  const assetIdByRentalId = useMemo(() => {
    const byRental = new Map<number, number>();
    for (const asset of assets ?? []) {
      if (asset.rental_id !== null) byRental.set(asset.rental_id, asset.asset_id);
    }
    return byRental;
  }, [assets]);

  const names = useMemo(
    () => assetNames(branchesQuery.data, organizationsQuery.data),
    [branchesQuery.data, organizationsQuery.data],
  );

  const bucketItems = useThrottledValue(
    needsBuckets ? items : NO_BUCKET_ITEMS,
    BUCKETS_THROTTLE_MS,
  );
  // The throttled copy trails by a render: until it catches up, build from the items at hand
  // so a filter from the URL never shows everything for a moment.
  const bucketSource = needsBuckets && bucketItems.length === 0 ? items : bucketItems;
  const buckets = useMemo<MapFilterBuckets | null>(
    () =>
      !needsBuckets || bucketSource.length === 0
        ? null
        : buildMapFilterBuckets(
            bucketSource.map((item) => item.searchable),
            names,
          ),
    [needsBuckets, bucketSource, names],
  );

  return {
    isReady,
    items,
    itemsById,
    assetIdByRentalId,
    buckets,
    names,
    geofences: geofencesQuery.data,
    queries: {
      assets: assetsQuery,
      statuses: statusesQuery,
      branches: branchesQuery,
      organizations: organizationsQuery,
      geofences: geofencesQuery,
    },
  };
}

/**
 * The asset list (trackers, the Tracker filter) is cached for minutes, but the live statuses
 * tell at once when a tracker was installed or taken off: read the list again then.
 */
function useRefreshOnTrackerChange(
  assets: Parameters<typeof trackerChangedSince>[0] | undefined,
  statuses: ReadonlyMap<number, AssetStatus> | undefined,
) {
  const queryClient = useQueryClient();
  const lastRefresh = useRef(0);
  const lastScan = useRef(0);
  useEffect(() => {
    if (!assets || !statuses) return;
    // At most one scan per TRACKER_SCAN_MS, and one after the latest change at the latest.
    const wait = Math.max(0, lastScan.current + TRACKER_SCAN_MS - Date.now());
    const timer = setTimeout(() => {
      const now = Date.now();
      lastScan.current = now;
      if (now - lastRefresh.current < TRACKER_REFRESH_MS) return;
      if (!trackerChangedSince(assets, statuses)) return;
      lastRefresh.current = now;
      void queryClient.invalidateQueries({ queryKey: assetMapKeys.assets() });
    }, wait);
    return () => clearTimeout(timer);
  }, [assets, statuses, queryClient]);
}
