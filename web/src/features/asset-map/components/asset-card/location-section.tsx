import { Badge, Group, Text } from '@mantine/core';
import { IconMapPin, IconPolygon } from '@tabler/icons-react';
import { PanelSection } from '../../../../components/panel-section';
import { useAccess } from '../../../../lib/access-provider';
import { hasTracker, type MapAsset } from '../../model/map-asset';

/**
 * Where the asset is: the address (or what it is doing) and the geofences it is in. The
 * company's hideDetails preference hides it (spec 1 §6).
 */
export function LocationSection({ item }: { item: MapAsset }) {
  const { preferences } = useAccess();
  if (preferences.hide_details) return null;
  const { status, description } = item;
  return (
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
            : hasTracker(item.asset)
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
  );
}
