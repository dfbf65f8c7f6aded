import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { parseMapSearch } from '@fleet/domain';
import { useAccess } from '../../../lib/access-provider';
import { isLiveStreamAllowed, useLiveStatuses } from '../api/live-statuses';
import { useRental } from '../api/get-rental';
import classes from '../components/asset-map.module.css';
import { AssetSidebar } from '../components/asset-sidebar';
import { MapPane } from '../components/map-pane';
import { useLoadErrorToasts } from '../hooks/use-load-error-toasts';
import { useRentalLoadToast } from '../hooks/use-rental-load-toasts';
import { useMapData } from '../hooks/use-map-data';
import { useMapUrlState } from '../hooks/use-map-url-state';
import { useNow } from '../../../lib/hooks/use-now';
import { mapFeatures, type MapAsset } from '../model/map-asset';
import {
  MAP_PATH,
  assetCardPath,
  parseMapRoute,
  parseThirdPartyRentalId,
  safeReturnTo,
} from '../model/map-routes';
import { MAP_MESSAGES } from '../model/messages';
import { RETURN_TO_PARAM, carriedSearch } from '../model/url-state';
import { hasActiveFilters, visibleMapAssets } from '../model/visible-assets';

// The cards load with the first card opened: the map page is weighed without them (its panels,
// tabs, tables and dialogs are most of what the page would otherwise send; bench/README.md).
const AssetCard = lazy(() =>
  import('../components/asset-card/asset-card').then((m) => ({ default: m.AssetCard })),
);
const RentalOnlyCard = lazy(() =>
  import('../components/rental-only-card').then((m) => ({ default: m.RentalOnlyCard })),
);
const ThirdPartyRentalCard = lazy(() =>
  import('../components/third-party-rental-card').then((m) => ({
    default: m.ThirdPartyRentalCard,
  })),
);

/** Sync labels age by the hour; once a minute is plenty. */
const CLOCK_TICK_MS = 60_000;

/**
 * The live map (spec 1 §2 "Map", /assets/all): every asset in a searchable, filterable list
 * beside a map of their markers, updated live; a selected asset opens its card over the map.
 * Also serves /geofences/{id}/asset|rentals/{id}, the same map opened from a geofence.
 */
export function AssetMapPage() {
  const { user, company } = useAccess();
  const userId = user.user_id;
  const nowMs = useNow(CLOCK_TICK_MS);
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const route = useMemo(() => parseMapRoute(location.pathname), [location.pathname]);
  const url = useMapUrlState();
  const [isFilterMenuOpen, setIsFilterMenuOpen] = useState(false);
  const hasFilters = hasActiveFilters(url.filters);
  const data = useMapData(userId, nowMs, hasFilters || isFilterMenuOpen);
  const { items, itemsById, assetIdByRentalId, buckets, isReady } = data;

  useLoadErrorToasts({
    assets: data.queries.assets.error,
    statuses: data.queries.statuses.error,
    branches: data.queries.branches.error,
    organizations: data.queries.organizations.error,
    geofences: data.queries.geofences.error,
  });

  const liveStatus = useLiveStatuses({
    userId,
    enabled: isLiveStreamAllowed(company.company_id, data.queries.assets.data?.length),
  });

  const search = useMemo(() => parseMapSearch(url.searchText), [url.searchText]);
  const visible = useMemo(
    () => visibleMapAssets(items, search, url.filters, buckets),
    [items, search, url.filters, buckets],
  );
  const features = useMemo(() => mapFeatures(visible), [visible]);

  const target = route.target;
  const thirdPartyRentalId = parseThirdPartyRentalId(location.pathname);
  // A rental's card asks for the rental: its asset when it is not on rent now (reserved,
  // historical), and spec 1 §8's toast when it cannot be read.
  const rental = useRental(target?.kind === 'rental' ? target.rentalId : undefined);
  const selectedAssetId =
    target === null
      ? null
      : target.kind === 'asset'
        ? target.assetId
        : (assetIdByRentalId.get(target.rentalId) ?? rental.data?.equipment_id ?? null);
  const selected = selectedAssetId === null ? null : (itemsById.get(selectedAssetId) ?? null);

  const carried = carriedSearch(location.search);
  const openAsset = useCallback(
    (asset: MapAsset['asset']) => {
      void navigate({ pathname: assetCardPath(asset, route.geofenceId), search: carried });
    },
    [navigate, route.geofenceId, carried],
  );
  const onSelectRow = useCallback((item: MapAsset) => openAsset(item.asset), [openAsset]);
  const onSelectMarker = (assetId: number) => {
    const item = itemsById.get(assetId);
    if (item) openAsset(item.asset);
  };
  const collapseCard = () => {
    const returnTo = safeReturnTo(params.get(RETURN_TO_PARAM));
    if (returnTo !== null) void navigate(returnTo);
    else void navigate({ pathname: MAP_PATH, search: carried });
  };

  // A bulk rental of parts has no asset: its card is the rental alone.
  const isAssetless = rental.data !== undefined && rental.data.equipment_id === null;
  useRentalLoadToast(
    rental.error,
    () =>
      void navigate(
        { pathname: MAP_PATH, search: carriedSearch(location.search) },
        { replace: true },
      ),
  );

  // spec 1 §8: an asset that is not there says so, and the card closes.
  const isMissing =
    target !== null &&
    isReady &&
    selected === null &&
    !(target.kind === 'rental' && (rental.isPending || rental.isError || isAssetless));
  useEffect(() => {
    if (!isMissing) return;
    notifications.show({
      id: 'asset-map-not-found',
      color: 'red',
      message: MAP_MESSAGES.assetNotFound,
    });
    void navigate(
      { pathname: MAP_PATH, search: carriedSearch(location.search) },
      { replace: true },
    );
  }, [isMissing, navigate, location.search]);

  const geofences = data.geofences ?? [];
  const openGeofence =
    route.geofenceId === null
      ? null
      : (geofences.find((geofence) => geofence.geofence_id === route.geofenceId) ?? null);

  return (
    <div className={classes.page}>
      <AssetSidebar
        visible={visible}
        totalCount={items.length}
        isLoading={!isReady && !data.queries.assets.isError}
        liveStatus={liveStatus}
        searchText={url.searchText}
        onSearchTextChange={url.setSearchText}
        buckets={buckets}
        filters={url.filters}
        hasFilters={hasFilters}
        onFiltersChange={url.setFilters}
        onFilterMenuOpenChange={setIsFilterMenuOpen}
        onClearAll={url.clearSearchAndFilters}
        selectedAssetId={selectedAssetId}
        onSelect={onSelectRow}
        geofence={
          openGeofence && {
            name: openGeofence.name,
            onClose: () => void navigate({ pathname: MAP_PATH, search: carried }),
          }
        }
      />
      <MapPane
        features={features}
        itemsById={itemsById}
        selected={selected}
        geofences={geofences}
        openGeofenceId={route.geofenceId}
        onSelect={onSelectMarker}
        card={
          <Suspense fallback={null}>
            {thirdPartyRentalId !== null ? (
              <ThirdPartyRentalCard
                thirdPartyRentalId={thirdPartyRentalId}
                timeZone={company.timezone}
                onCollapse={collapseCard}
              />
            ) : isAssetless && target?.kind === 'rental' ? (
              <RentalOnlyCard
                rentalId={target.rentalId}
                timeZone={company.timezone}
                nowMs={nowMs}
                onCollapse={collapseCard}
              />
            ) : (
              selected &&
              target && (
                <AssetCard
                  key={selected.asset.asset_id}
                  item={selected}
                  target={target}
                  timeZone={company.timezone}
                  nowMs={nowMs}
                  names={data.names}
                  onCollapse={collapseCard}
                />
              )
            )}
          </Suspense>
        }
      />
    </div>
  );
}
