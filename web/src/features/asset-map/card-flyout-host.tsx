import { useEffect } from 'react';
import { Box, Center, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { TOAST_MS } from '@fleet/domain';
import { Flyout } from '../../components/dialogs/flyout';
import { useAccess } from '../../lib/access-provider';
import { apiRequest } from '../../lib/api-client';
import { cardFlyoutOf, closedCardFlyoutSearch, type CardFlyoutTarget } from '../../lib/card-links';
import { useNow } from '../../lib/hooks/use-now';
import { CACHE_TIME } from '../../lib/query-client';
import { useAssetStatus } from './api/get-asset-status';
import { useBranches } from './api/get-branches';
import { MAP_ASSET_X_FIELDS, mapAssetRecord } from './api/get-map-assets';
import { useOrganizations } from './api/get-organizations';
import { useRental } from './api/get-rental';
import { assetMapKeys } from './api/keys';
import { AssetCard } from './components/asset-card/asset-card';
import { assetNames } from './model/asset-names';
import { RentalOnlyCard } from './components/rental-only-card';
import { ThirdPartyRentalCard } from './components/third-party-rental-card';
import { useRentalLoadToast } from './hooks/use-rental-load-toasts';
import { buildMapAsset, hasTracker } from './model/map-asset';
import { assetLoadMessage } from './model/asset-load-message';
import type { MapTarget } from './model/map-routes';

const NOW_TICK_MS = 30_000;

/**
 * spec 1 §2: the 30% flyout any page opens by `assetId`, `rentalId` or `thirdPartyRentalId`
 * (lib/card-links.ts), with the card the map shows. Closing it pushes the current path with
 * only returnTo. Mounted by the app layout, loaded with the first such link.
 */
export function CardFlyoutHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const target = cardFlyoutOf(search);
  const close = () =>
    void navigate({ pathname: location.pathname, search: closedCardFlyoutSearch(search) });
  if (!target) return null;
  return (
    <Flyout opened onClose={close} title={flyoutTitle(target)} size="30%">
      <FlyoutCard target={target} onClose={close} />
    </Flyout>
  );
}

function flyoutTitle(target: CardFlyoutTarget): string {
  if (target.kind === 'asset') return 'Asset';
  if (target.kind === 'rental') return `Rental #${target.rentalId}`;
  return 'Third-party rental';
}

function FlyoutCard({ target, onClose }: { target: CardFlyoutTarget; onClose: () => void }) {
  const { company } = useAccess();
  const nowMs = useNow(NOW_TICK_MS);
  if (target.kind === 'third-party') {
    return (
      <InsetCard>
        <ThirdPartyRentalCard
          thirdPartyRentalId={target.thirdPartyRentalId}
          timeZone={company.timezone}
          onCollapse={onClose}
        />
      </InsetCard>
    );
  }
  if (target.kind === 'rental')
    return <RentalFlyout rentalId={target.rentalId} onClose={onClose} />;
  return (
    <AssetFlyout
      assetId={target.assetId}
      target={{ kind: 'asset', assetId: target.assetId }}
      nowMs={nowMs}
      onClose={onClose}
    />
  );
}

/** The map's own cards for rentals without an asset and third-party rentals, inside the flyout. */
function InsetCard({ children }: { children: React.ReactNode }) {
  return (
    <Box pos="relative" h="calc(100vh - 90px)" mx={-12}>
      {children}
    </Box>
  );
}

function RentalFlyout({ rentalId, onClose }: { rentalId: number; onClose: () => void }) {
  const { company } = useAccess();
  const nowMs = useNow(NOW_TICK_MS);
  const rental = useRental(rentalId);
  useRentalLoadToast(rental.error, onClose);
  if (rental.isPending) return <Waiting />;
  const assetId = rental.data?.asset?.asset_id;
  if (assetId === undefined) {
    return (
      <InsetCard>
        <RentalOnlyCard
          rentalId={rentalId}
          timeZone={company.timezone}
          nowMs={nowMs}
          onCollapse={onClose}
        />
      </InsetCard>
    );
  }
  return (
    <AssetFlyout
      assetId={assetId}
      target={{ kind: 'rental', rentalId }}
      nowMs={nowMs}
      onClose={onClose}
    />
  );
}

function AssetFlyout({
  assetId,
  target,
  nowMs,
  onClose,
}: {
  assetId: number;
  target: MapTarget;
  nowMs: number;
  onClose: () => void;
}) {
  const { company } = useAccess();
  const asset = useQuery({
    queryKey: [...assetMapKeys.assets(), 'one', assetId],
    queryFn: ({ signal }) =>
      apiRequest(`/assets/${assetId}`, mapAssetRecord, {
        signal,
        headers: { 'X-Fields': MAP_ASSET_X_FIELDS },
      }),
    staleTime: CACHE_TIME.short,
    meta: { skipGlobalErrorToast: true },
  });
  const status = useAssetStatus(asset.data && hasTracker(asset.data) ? assetId : undefined);
  const branches = useBranches();
  const organizations = useOrganizations();
  useAssetLoadToast(asset.error, onClose);
  if (!asset.data) return <Waiting />;
  return (
    <AssetCard
      item={buildMapAsset(asset.data, status.data ?? null, nowMs)}
      target={target}
      timeZone={company.timezone}
      nowMs={nowMs}
      names={assetNames(branches.data, organizations.data)}
      onCollapse={onClose}
      inFlyout
    />
  );
}

/** spec 1 §8 "Asset load": one toast, then the card hides. */
function useAssetLoadToast(error: unknown, onFailed: () => void): void {
  useEffect(() => {
    if (!error) return;
    notifications.show({
      id: 'asset-card-load',
      color: 'red',
      ...assetLoadMessage(error),
      autoClose: TOAST_MS.default,
    });
    onFailed();
    // onFailed navigates away; run once per failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
}

function Waiting() {
  return (
    <Center h={200}>
      <Loader size="sm" aria-label="Loading the card" />
    </Center>
  );
}
