import { Group, Stack, Text, type MantineColor } from '@mantine/core';

export interface TileStatValue {
  label: string;
  value: string;
  color?: MantineColor;
}

/**
 * A tile's headline numbers, large, each with its label below; a labelled group, so a reader
 * (and a test) finds "Overdue: 3" by its name.
 */
export function TileStats({ stats }: { stats: readonly TileStatValue[] }) {
  return (
    <Group gap="xl" wrap="wrap">
      {stats.map((stat) => (
        <Stack key={stat.label} gap={0} role="group" aria-label={stat.label}>
          <Text fz={28} fw={700} lh={1.15} c={stat.color} data-stat-value>
            {stat.value}
          </Text>
          <Text size="xs" c="dimmed">
            {stat.label}
          </Text>
        </Stack>
      ))}
    </Group>
  );
}
