import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconBattery2, IconMapPin } from '@tabler/icons-react';
import { batteryLevelLabel } from '@fleet/domain';
import { useMap } from '../../../lib/map/map-context';
import { assetTypeLabel, makeModelText } from '../model/format';
import { hoverCardPosition } from '../model/hover-position';
import { mapAssetAttributes, type MapAsset } from '../model/map-asset';
import classes from './asset-map.module.css';
import { AttributeChips } from './attribute-chips';
import { IndicatorDot } from './indicator-dot';
import { AssetStatusBadge } from './status-badge';

/** Until the card has been measured once. */
const ESTIMATED_SIZE = { width: 280, height: 190 };

/**
 * The card shown beside a hovered marker (spec 1 §2 "Hover card"): title, make and model,
 * type, status badge, location, attributes and battery.
 */
export function AssetHoverCard({
  item,
  point,
}: {
  item: MapAsset;
  point: { x: number; y: number };
}) {
  const { map } = useMap();
  const { ref, width, height } = useElementSize();
  const container = map.getContainer();
  const position = hoverCardPosition(point, width > 0 ? { width, height } : ESTIMATED_SIZE, {
    width: container.clientWidth,
    height: container.clientHeight,
  });
  const { asset, description } = item;
  const battery = batteryLevelLabel(description.batteryLevel);
  const attributes = mapAssetAttributes(item);
  const makeModel = makeModelText(asset);

  return (
    <Paper
      ref={ref}
      className={classes.hoverCard}
      style={{ left: position.left, top: position.top }}
      shadow="lg"
      radius="md"
      p="sm"
      withBorder
      role="tooltip"
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Group gap={8} wrap="nowrap" miw={0}>
            <IndicatorDot indicator={description.legendIndicator} />
            <Text fw={700} size="sm" truncate>
              {asset.custom_name}
            </Text>
          </Group>
          <AssetStatusBadge item={item} size="xs" />
        </Group>
        <Text size="xs" c="dimmed">
          {[makeModel, assetTypeLabel(asset.asset_type_key)].filter(Boolean).join(' · ')}
        </Text>
        {description.locationText && (
          <Group gap={4} wrap="nowrap" align="flex-start">
            <IconMapPin
              size={14}
              style={{ flexShrink: 0, marginTop: 2 }}
              color="var(--mantine-color-gray-6)"
            />
            <Text size="xs" lineClamp={2}>
              {description.locationText}
            </Text>
          </Group>
        )}
        {(attributes.length > 0 || battery) && <Divider />}
        <AttributeChips attributes={attributes} />
        {battery && (
          <Group gap={4}>
            <IconBattery2 size={14} color="var(--mantine-color-gray-6)" />
            <Text size="xs">Tracker battery: {battery}</Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
