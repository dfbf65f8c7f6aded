import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { formatTotalDistance, formatTotalDuration } from '@fleet/domain';
import { useCardTimecard } from '../../api/get-card-timecard';
import { dayWindow, formatInTimeZone, shiftDate, todayIn } from '../../../../lib/company-days';
import { PanelSection } from '../../../../components/panel-section';
import { Fact } from './card-parts';

interface UtilizationProps {
  /** `/assets/{id}` or `/rentals/{id}`: a rental counts only its own time. */
  apiPath: string;
  timeZone: string;
  nowMs: number;
  /** When the asset last stopped at the end of a trip (status `last_trip_end_timestamp`). */
  lastParked: string | null;
}

/** spec 1 §2 card panel "Utilization for today and yesterday plus Last Parked". */
export function UtilizationSection({ apiPath, timeZone, nowMs, lastParked }: UtilizationProps) {
  const today = todayIn(timeZone, nowMs);
  return (
    <PanelSection title="Utilization">
      <Stack gap={6}>
        <DayLine label="Today" apiPath={apiPath} date={today} timeZone={timeZone} />
        <DayLine
          label="Yesterday"
          apiPath={apiPath}
          date={shiftDate(today, -1)}
          timeZone={timeZone}
        />
        <Fact label="Last Parked" value={formatInTimeZone(lastParked, timeZone)} />
      </Stack>
    </PanelSection>
  );
}

function DayLine(props: { label: string; apiPath: string; date: string; timeZone: string }) {
  const card = useCardTimecard(props.apiPath, dayWindow(props.date, props.timeZone));
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      {card.isPending ? (
        <Skeleton h={14} w={140} />
      ) : card.isError ? (
        <Text size="sm" c="dimmed">
          Could not be loaded
        </Text>
      ) : (
        <Text size="sm" fw={500} ta="right">
          {formatTotalDuration(card.data.on_time)} engine on ·{' '}
          {formatTotalDistance(card.data.distance)}
        </Text>
      )}
    </Group>
  );
}
