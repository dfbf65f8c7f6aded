import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { formatTotalDistance, formatTotalDuration } from '@fleet/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCardTimecard, type CardTimecard } from '../../api/get-card-timecard';
import { formatInTimeZone } from '../../../../lib/company-days';
import { PanelSection } from '../../../../components/panel-section';
import { figuresOfDay, utilizationDays } from '../../model/utilization-days';
import { Fact } from './card-parts';

interface UtilizationProps {
  /** `/assets/{id}` or `/rentals/{id}`: a rental counts only its own time. */
  apiPath: string;
  timeZone: string;
  nowMs: number;
  /** When the asset last stopped at the end of a trip (status `last_trip_end_timestamp`). */
  lastParked: string | null;
}

/**
 * spec 1 §2 card panel "Utilization for today and yesterday plus Last Parked": both days come
 * from one timecard call asked by day.
 */
export function UtilizationSection({ apiPath, timeZone, nowMs, lastParked }: UtilizationProps) {
  const { today, yesterday, window } = utilizationDays(timeZone, nowMs);
  const card = useCardTimecard(apiPath, window);
  return (
    <PanelSection title="Utilization">
      <Stack gap={6}>
        <DayLine label="Today" card={card} date={today} />
        <DayLine label="Yesterday" card={card} date={yesterday} />
        <Fact label="Last Parked" value={formatInTimeZone(lastParked, timeZone)} />
      </Stack>
    </PanelSection>
  );
}

function DayLine(props: { label: string; card: UseQueryResult<CardTimecard>; date: string }) {
  const { card } = props;
  const day = card.data && figuresOfDay(card.data, props.date);
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      {card.isPending ? (
        <Skeleton h={14} w={140} />
      ) : !day ? (
        <Text size="sm" c="dimmed">
          Could not be loaded
        </Text>
      ) : (
        <Text size="sm" fw={500} ta="right">
          {formatTotalDuration(day.on_time)} engine on · {formatTotalDistance(day.distance)}
        </Text>
      )}
    </Group>
  );
}
