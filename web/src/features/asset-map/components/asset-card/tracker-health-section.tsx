import { Skeleton, Stack, Text } from '@mantine/core';
import { useTrackerHealth } from '../../api/get-tracker-health';
import { formatInTimeZone } from '../../../../lib/company-days';
import { CardSection, Fact } from './card-parts';

/** spec 1 §2 "Tracker Health": the last cellular contact and GPS sync, in company time. */
export function TrackerHealthSection({ apiPath, timeZone }: { apiPath: string; timeZone: string }) {
  const health = useTrackerHealth(apiPath);
  return (
    <CardSection title="Tracker Health">
      {health.isPending ? (
        <Stack gap={8}>
          <Skeleton h={14} w="70%" />
          <Skeleton h={14} w="60%" />
        </Stack>
      ) : health.isError ? (
        <Text size="sm" c="dimmed">
          Tracker health could not be loaded.
        </Text>
      ) : (
        <Stack gap={6}>
          <Fact
            label="Last Cellular Contact"
            value={formatInTimeZone(health.data.time_since_last_message.timestamp, timeZone)}
          />
          <Fact
            label="Last GPS Sync"
            value={formatInTimeZone(health.data.stale_gps.gps_timestamp, timeZone)}
          />
        </Stack>
      )}
    </CardSection>
  );
}
