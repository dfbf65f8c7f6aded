import { Badge, Button, Divider, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconPencil, IconReceipt2 } from '@tabler/icons-react';
import { canEditAsset, statusInfoItems, type AssetStatus, type SyncStatus } from '@fleet/domain';
import { useAccess } from '../../../../lib/access-provider';
import { useLocation, useNavigate } from 'react-router';
import { useAssetStatus } from '../../api/get-asset-status';
import { type AssetNames } from '../../model/asset-names';
import { assetTypeLabel } from '../../model/format';
import { cardApiPath, safeReturnTo, type MapTarget } from '../../model/map-routes';
import {
  buildMapAsset,
  hasTracker,
  mapAssetAttributes,
  type MapAsset,
} from '../../model/map-asset';
import classes from '../asset-map.module.css';
import { AttributeChips } from '../attribute-chips';
import { IndicatorDot } from '../indicator-dot';
import { AssetStatusBadge } from '../status-badge';
import { AssetDetails } from './asset-details';
import { AssetFacts } from './asset-facts';
import { BluetoothSection } from './bluetooth-section';
import { CardTitleRow } from './card-parts';
import { PanelSection } from '../../../../components/panel-section';
import { cardEditPath, cardTab, cardTabPath, isCardEditPath } from '../../model/card-tabs';
import { AssetEditPanel } from './asset-edit-form';
import { CardActions } from './card-actions';
import { CardTabContent } from './card-tab-content';
import { CardTabs } from './card-tabs';
import { DriverSection } from './driver-section';
import { LocationSection } from './location-section';
import { NoTrackerPanel } from './no-tracker-panel';
import { PhotoGallery } from './photo-gallery';
import { RecentAccessSection } from './recent-access-section';
import { RentalSection } from './rental-section';
import { StatusInfoList } from './status-info-list';
import { UpcomingServicePanel, WorkOrdersPanel } from './service-panels';
import { TrackerHealthSection } from './tracker-health-section';
import { UtilizationSection } from './utilization-section';
import { canOpenCamera, isDriverPanelShown } from '../../model/operators';
import { CameraSection } from './camera-section';

interface AssetCardProps {
  item: MapAsset;
  target: MapTarget;
  timeZone: string;
  nowMs: number;
  names: AssetNames;
  onCollapse: () => void;
  /**
   * Shown in the 30% flyout over another page (spec 1 §2, `?assetId=`): the flyout carries the
   * close button, and the tabs (paths of the map's card) stay on the map.
   */
  inFlyout?: boolean;
}

/**
 * The expanded asset card over the map (spec 1 §2 "/assets/all/:type/:id"). It reads the
 * live item the map shows, so it updates with the markers; should the fleet's statuses have
 * failed to load, it asks for this asset's status on its own.
 */
export function AssetCard({
  item: mapItem,
  target,
  timeZone,
  nowMs,
  names,
  onCollapse,
  inFlyout = false,
}: AssetCardProps) {
  const isTracked = hasTracker(mapItem.asset);
  const needsOwnStatus = isTracked && mapItem.status === null;
  const ownStatus = useAssetStatus(needsOwnStatus ? mapItem.asset.asset_id : undefined);
  const item =
    needsOwnStatus && ownStatus.data
      ? buildMapAsset(mapItem.asset, ownStatus.data, nowMs)
      : mapItem;
  const { asset, description, status } = item;
  const location = useLocation();
  // spec 1 §2: the card's tabs are paths (/assets/all/asset/{id}/access/log, …/rentals/{id}/…).
  const tab = inFlyout ? 'overview' : cardTab(location.pathname);
  const isEditing = !inFlyout && isCardEditPath(location.pathname);
  const navigate = useNavigate();
  const { ctx } = useAccess();
  // spec 1 §6: the Camera panel needs the company's and the user's camera access.
  const shownCamera = canOpenCamera({
    hasFleetCam: ctx.company.hasFleetCam,
    canAccessCamera: ctx.canAccessCamera,
  })
    ? asset.camera
    : null;
  // spec 1 §6: the edit ability, or an edit-only company.
  const mayEdit = canEditAsset({
    securityLevelId: ctx.securityLevelId,
    readOnly: ctx.readOnly,
    isEditOnlyCompany: ctx.flags['asset-edit-company'],
  });
  // Save and Cancel lead back where the edit was opened from (returnTo), else to the card.
  const leaveEdit = () => {
    const back = safeReturnTo(new URLSearchParams(location.search).get('returnTo'));
    void navigate(back ?? cardTabPath(location.pathname, 'overview'));
  };
  const shownRentalId = target.kind === 'rental' ? target.rentalId : asset.rental_id;
  // A rental's card asks the rental calls: its timecard counts only the rental's time.
  const apiPath = cardApiPath(target);
  const heading = [asset.year, asset.make?.name, asset.model].filter(Boolean).join(' ');
  const kind = [assetTypeLabel(asset.asset_type_key), asset.equipment_class?.name]
    .filter(Boolean)
    .join(' · ');

  return (
    <Paper
      className={inFlyout ? undefined : classes.card}
      shadow={inFlyout ? undefined : 'xl'}
      radius="md"
      withBorder={!inFlyout}
      style={inFlyout ? { display: 'flex', flexDirection: 'column', height: '100%' } : undefined}
      aria-label={`${asset.custom_name} details`}
    >
      <Stack
        gap={6}
        p="md"
        pb="sm"
        pos="relative"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <CardTitleRow
          title={asset.custom_name}
          leading={<IndicatorDot indicator={description.legendIndicator} size={12} />}
          collapseLabel="Collapse asset card"
          onCollapse={inFlyout ? undefined : onCollapse}
        />
        {heading && <Text size="sm">{heading}</Text>}
        {mayEdit && !inFlyout && !isEditing && target.kind === 'asset' && (
          <Group gap={4} style={{ position: 'absolute', top: 12, right: 48 }}>
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconPencil size={12} />}
              onClick={() =>
                void navigate({
                  pathname: cardEditPath(location.pathname),
                  search: location.search,
                })
              }
            >
              Edit
            </Button>
          </Group>
        )}
        <Text size="xs" c="dimmed">
          {kind}
        </Text>
        <Group gap={8} mt={4}>
          <AssetStatusBadge item={item} />
          {description.movementLabel && isTracked && (
            <Text size="xs" c="dimmed">
              {description.movementLabel}
            </Text>
          )}
        </Group>
        {asset.rental_id !== null && (
          <Badge variant="light" color="violet" leftSection={<IconReceipt2 size={12} />} tt="none">
            On rent · Rental #{asset.rental_id}
          </Badge>
        )}
      </Stack>
      {!inFlyout && !isEditing && <CardTabs />}

      <ScrollArea flex={1} type="auto">
        {isEditing ? (
          <Stack gap="lg" p="md">
            <AssetEditPanel assetId={asset.asset_id} onDone={leaveEdit} />
          </Stack>
        ) : tab !== 'overview' ? (
          <Stack gap="lg" p="md">
            <CardTabContent
              tab={tab}
              target={target}
              assetId={asset.asset_id}
              timeZone={timeZone}
              item={item}
            />
          </Stack>
        ) : (
          <Stack gap="lg" p="md">
            {shownRentalId !== null && target.kind === 'rental' && (
              <RentalSection rentalId={shownRentalId} timeZone={timeZone} nowMs={nowMs} full />
            )}

            <LocationSection item={item} />

            {isTracked && status !== null && (
              <OverviewNotices status={status} sync={description.sync} timeZone={timeZone} />
            )}

            {isTracked ? (
              <AssetFacts item={item} />
            ) : (
              <NoTrackerPanel
                asset={{
                  assetId: asset.asset_id,
                  name: asset.custom_name,
                  description: [heading, kind].filter(Boolean).join(' · '),
                  hasCamera: asset.camera !== null,
                }}
              />
            )}

            <AttributesSection item={item} />

            <BluetoothSection asset={asset} />

            <PhotoGallery
              assetId={asset.asset_id}
              assetName={asset.custom_name}
              assetType={asset.asset_type_key}
            />

            {isDriverPanelShown(asset.asset_type_id) && (
              <DriverSection assetId={asset.asset_id} timeZone={timeZone} />
            )}
            {shownCamera && <CameraSection assetName={asset.custom_name} camera={shownCamera} />}
            <RecentAccessSection apiPath={apiPath} timeZone={timeZone} />

            {isTracked && (
              <UtilizationSection
                apiPath={apiPath}
                timeZone={timeZone}
                nowMs={nowMs}
                lastParked={status?.last_trip_end_timestamp ?? null}
              />
            )}

            {isTracked && <TrackerHealthSection apiPath={apiPath} timeZone={timeZone} />}

            {/* The card's asset comes from the company's own asset list, so it is the company's
                (a third-party rental, whose machine is not, has its own card without these). */}
            <UpcomingServicePanel assetId={asset.asset_id} isOwnAsset />
            <WorkOrdersPanel assetId={asset.asset_id} isOwnAsset timeZone={timeZone} />

            {shownRentalId !== null && target.kind === 'asset' && (
              <RentalSection rentalId={shownRentalId} timeZone={timeZone} nowMs={nowMs} />
            )}

            <AssetDetails asset={asset} names={names} timeZone={timeZone} />
          </Stack>
        )}
      </ScrollArea>

      <Divider />
      <CardActions
        target={target}
        assetName={asset.custom_name}
        timeZone={timeZone}
        nowMs={nowMs}
        inFlyout={inFlyout}
        onArchived={onCollapse}
        position={isTracked ? (status?.location ?? null) : null}
      />
    </Paper>
  );
}

/** The status info items, on the overview only when there is something to say. */
function OverviewNotices({
  status,
  sync,
  timeZone,
}: {
  status: AssetStatus;
  sync: SyncStatus;
  timeZone: string;
}) {
  const items = statusInfoItems(status, sync);
  if (items.length === 0) return null;
  return (
    <PanelSection title="Status info">
      <StatusInfoList items={items} timeZone={timeZone} />
    </PanelSection>
  );
}

function AttributesSection({ item }: { item: MapAsset }) {
  const attributes = mapAssetAttributes(item);
  if (attributes.length === 0) return null;
  return (
    <PanelSection title="Attributes">
      <AttributeChips attributes={attributes} />
    </PanelSection>
  );
}
