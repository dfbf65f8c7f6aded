import { Stack } from '@mantine/core';
import { PanelSection } from '../../../../components/panel-section';
import { useTrackerHealth } from '../../api/get-tracker-health';
import { formatInTimeZone } from '../../../../lib/company-days';
import { Fact } from './card-parts';

/** spec 1 §2 "Tracker Health": the last cellular contact and GPS sync, in company time. */
export function TrackerHealthSection({ apiPath, timeZone }: { apiPath: string; timeZone: string }) {
  const health = useTrackerHealth(apiPath);
  return (
    <PanelSection
      title="Tracker Health"
      query={health}
      errorText="Tracker health could not be loaded."
    >
      {(data) => (
        <Stack gap={6}>
          <Fact
            label="Last Cellular Contact"
            value={formatInTimeZone(data.time_since_last_message.timestamp, timeZone)}
          />
          <Fact
            label="Last GPS Sync"
            value={formatInTimeZone(data.stale_gps.gps_timestamp, timeZone)}
          />
        </Stack>
      )}
    </PanelSection>
  );
}
