import {
  Anchor,
  Group as Row,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { GEOFENCE_MESSAGES, geofenceTypeLabel, type GeofenceDto } from '@fleet/domain';
import { CardFlyoutLink } from '../../../components/card-flyout-link';
import { useGeofence } from '../api/geofences';

/** The selected geofence: its type and alerts, and the assets inside it now (each opens its card). */
export function InsidePanel({ geofence, onClose }: { geofence: GeofenceDto; onClose: () => void }) {
  const detail = useGeofence(geofence.geofence_id);
  const assets = [...(detail.data?.assets_inside ?? [])].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-label={`${geofence.name} details`}
    >
      <Stack gap="xs">
        <Row justify="space-between" wrap="nowrap">
          <Title order={3} size="h4">
            {geofence.name}
          </Title>
          <Anchor component="button" type="button" size="sm" onClick={onClose}>
            Show all
          </Anchor>
        </Row>
        <Text size="sm" c="dimmed">
          {geofenceTypeLabel(geofence.geofence_type_id)} · alerts on{' '}
          {[geofence.alert_enter && 'enter', geofence.alert_exit && 'exit']
            .filter(Boolean)
            .join(' and ') || 'neither enter nor exit'}
        </Text>
        {detail.isPending && <Skeleton h={20} />}
        {detail.isError && (
          <Text size="sm" c="red">
            {GEOFENCE_MESSAGES.fetchOneFailed}
          </Text>
        )}
        {detail.data && (
          <>
            <Text size="sm" fw={600}>
              {assets.length === 1 ? '1 asset inside now' : `${assets.length} assets inside now`}
            </Text>
            <ScrollArea.Autosize mah={220} type="auto">
              <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {assets.map((asset) => (
                  <li key={asset.asset_id}>
                    <CardFlyoutLink target={{ kind: 'asset', assetId: asset.asset_id }}>
                      {asset.name}
                    </CardFlyoutLink>
                  </li>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </>
        )}
      </Stack>
    </Paper>
  );
}
