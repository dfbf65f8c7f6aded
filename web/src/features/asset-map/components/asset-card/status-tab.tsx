import { SimpleGrid, Stack, Text } from '@mantine/core';
import { statusInfoItems, statusReadings } from '@fleet/domain';
import { useAccess } from '../../../../lib/access-provider';
import { formatInTimeZone } from '../../../../lib/company-days';
import { PanelSection } from '../../../../components/panel-section';
import { hasTracker } from '../../model/map-asset';
import type { CardTabProps } from './card-tab-content';
import { StatusInfoList } from './status-info-list';

/**
 * spec 1 §2 `/assets/all/asset/{id}/status`: the status info items (what needs a look, worst
 * first), then every reading the tracker reported with the time it was taken, in company time.
 * It reads the card's live item, so it moves with the map's stream and asks the server nothing.
 */
export function StatusTab({ item, timeZone }: CardTabProps) {
  const { user } = useAccess();
  if (item === null) {
    return (
      <Text size="sm" c="dimmed">
        No asset is assigned to this rental yet, so there is no tracker to read.
      </Text>
    );
  }
  if (!hasTracker(item.asset)) {
    return (
      <Text size="sm" c="dimmed">
        This asset has no tracker, so it reports no readings.
      </Text>
    );
  }
  const { status } = item;
  if (status === null) {
    return (
      <Text size="sm" c="dimmed">
        The tracker has not reported yet.
      </Text>
    );
  }
  const notices = statusInfoItems(status, item.description.sync);
  const groups = statusReadings(status, user.i18n_temperature);
  const when = (iso: string | null) => formatInTimeZone(iso, timeZone);

  return (
    <Stack gap="lg">
      <PanelSection title="Status info">
        {notices.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing needs attention: the tracker is in sync and reports no warnings.
          </Text>
        ) : (
          <StatusInfoList items={notices} timeZone={timeZone} />
        )}
      </PanelSection>

      {groups.map((group) => (
        <PanelSection key={group.title} title={group.title}>
          <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
            {group.readings.map((reading) => (
              <Stack gap={0} key={reading.label}>
                <Text size="xs" c="dimmed">
                  {reading.label}
                </Text>
                <Text size="sm" fw={600}>
                  {reading.value}
                </Text>
                {reading.at !== null && (
                  <Text size="xs" c="dimmed">
                    {when(reading.at)}
                  </Text>
                )}
              </Stack>
            ))}
          </SimpleGrid>
        </PanelSection>
      ))}
    </Stack>
  );
}
