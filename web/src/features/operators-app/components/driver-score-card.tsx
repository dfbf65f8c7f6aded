import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DriverScore } from '@fleet/domain';
import { formatMiles, formatRate } from '../model/driver-trend';
import { TrendCell } from './trend-cell';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

/**
 * The driver a 'Driver score details' link named, on top of the table: their figures at a
 * glance, whatever the table's order puts them.
 */
export function DriverScoreCard({ score, days }: { score: DriverScore; days: number }) {
  const { hard_braking: braking, impact, over_speed: speeding } = score.events_by_type;
  const figures: [string, string][] = [
    ['Miles', formatMiles(score.miles)],
    ['Events', String(score.events)],
    ['Hard braking', String(braking)],
    ['Impact', String(impact)],
    ['Over speed', String(speeding)],
    ['Per 1,000 miles', formatRate(score.events_per_1000_miles)],
    ['Not coached yet', String(score.uncoached)],
  ];
  return (
    <Paper withBorder radius="md" p="md" aria-label={`${score.name}’s score`} role="region">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>
          {score.name} · last {days} days
        </Text>
        <TrendCell score={score} days={days} />
      </Group>
      <SimpleGrid cols={{ base: 3, sm: 7 }} spacing="md">
        {figures.map(([label, value]) => (
          <Figure key={label} label={label} value={value} />
        ))}
      </SimpleGrid>
    </Paper>
  );
}
