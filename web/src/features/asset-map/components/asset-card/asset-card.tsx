import { Badge, Button, Divider, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconHistory, IconMapPin, IconPolygon, IconReceipt2 } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useAssetStatus } from '../../api/get-asset-status';
import { todayIn } from '../../../../lib/company-days';
import { assetTypeLabel } from '../../model/format';
import { cardApiPath, historyPath, type MapTarget } from '../../model/map-routes';
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
import { AssetDetails, type AssetNames } from './asset-details';
import { AssetFacts } from './asset-facts';
import { CardTitleRow } from './card-parts';
import { PanelSection } from '../../../../components/panel-section';
import { rentalCardTab } from '../../model/rental-card-tabs';
import { RentalCardTabs, RentalTabPending } from './rental-card-tabs';
import { RentalSection } from './rental-section';
import { TrackerHealthSection } from './tracker-health-section';
import { UtilizationSection } from './utilization-section';

interface AssetCardProps {
  item: MapAsset;
  target: MapTarget;
  timeZone: string;
  nowMs: number;
  names: AssetNames;
  onCollapse: () => void;
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
  // A rental's card (spec 1 §2 /assets/all/rentals/{id}/…) shows that rental, on its tabs.
  const rentalTab = target.kind === 'rental' ? rentalCardTab(location.pathname) : null;
  const shownRentalId = target.kind === 'rental' ? target.rentalId : asset.rental_id;
  // A rental's card asks the rental calls: its timecard counts only the rental's time.
  const apiPath = cardApiPath(target);
  const heading = [asset.year, asset.make?.name, asset.model].filter(Boolean).join(' ');
  const kind = [assetTypeLabel(asset.asset_type_key), asset.equipment_class?.name]
    .filter(Boolean)
    .join(' · ');

  return (
    <Paper
      className={classes.card}
      shadow="xl"
      radius="md"
      withBorder
      aria-label={`${asset.custom_name} details`}
    >
      <Stack
        gap={6}
        p="md"
        pb="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <CardTitleRow
          title={asset.custom_name}
          leading={<IndicatorDot indicator={description.legendIndicator} size={12} />}
          collapseLabel="Collapse asset card"
          onCollapse={onCollapse}
        />
        {heading && <Text size="sm">{heading}</Text>}
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
      {rentalTab !== null && <RentalCardTabs />}

      <ScrollArea flex={1} type="auto">
        {rentalTab !== null && rentalTab !== 'overview' ? (
          <Stack gap="lg" p="md">
            <RentalTabPending tab={rentalTab} />
          </Stack>
        ) : (
          <Stack gap="lg" p="md">
            {shownRentalId !== null && target.kind === 'rental' && (
              <RentalSection rentalId={shownRentalId} timeZone={timeZone} nowMs={nowMs} full />
            )}

            <PanelSection title="Location">
              <Group gap={6} wrap="nowrap" align="flex-start">
                <IconMapPin
                  size={16}
                  style={{ flexShrink: 0, marginTop: 2 }}
                  color="var(--mantine-color-gray-6)"
                />
                <Text size="sm">
                  {status?.location
                    ? description.locationText
                    : isTracked
                      ? 'Location unknown'
                      : 'No location reported'}
                </Text>
              </Group>
              {status && status.geofences.length > 0 && (
                <Group gap={4}>
                  {status.geofences.map((geofence) => (
                    <Badge
                      key={geofence.geofence_id}
                      size="sm"
                      variant="outline"
                      color="blue"
                      tt="none"
                      leftSection={<IconPolygon size={11} />}
                    >
                      {geofence.name}
                    </Badge>
                  ))}
                </Group>
              )}
            </PanelSection>

            {isTracked ? (
              <AssetFacts item={item} />
            ) : (
              <Text size="sm" c="dimmed">
                This asset has no tracker, so it reports no position or readings. A manual location
                can still place it on the map.
              </Text>
            )}

            <AttributesSection item={item} />

            {isTracked && (
              <UtilizationSection
                apiPath={apiPath}
                timeZone={timeZone}
                nowMs={nowMs}
                lastParked={status?.last_trip_end_timestamp ?? null}
              />
            )}

            {isTracked && <TrackerHealthSection apiPath={apiPath} timeZone={timeZone} />}

            {shownRentalId !== null && target.kind === 'asset' && (
              <RentalSection rentalId={shownRentalId} timeZone={timeZone} nowMs={nowMs} />
            )}

            <AssetDetails asset={asset} names={names} />
          </Stack>
        )}
      </ScrollArea>

      <Divider />
      <Group p="sm" justify="flex-end">
        <Button
          component={Link}
          to={historyPath(target, todayIn(timeZone, nowMs))}
          variant="light"
          size="xs"
          leftSection={<IconHistory size={14} />}
        >
          View history
        </Button>
      </Group>
    </Paper>
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
