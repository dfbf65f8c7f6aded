import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import classes from './asset-history.module.css';

interface DaySummaryProps {
  /** Each value as shown; null while it loads. */
  trips: string | null;
  distance: string | null;
  engineOn: string | null;
}

function Stat({ label, value }: { label: string; value: string | null }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {value === null ? (
        <Skeleton h={22} w={60} mt={3} />
      ) : (
        <Text fw={700} fz="lg">
          {value}
        </Text>
      )}
    </Stack>
  );
}

/** The day at a glance: how many trips, how far, how long the engine ran. */
export function DaySummary({ trips, distance, engineOn }: DaySummaryProps) {
  return (
    <SimpleGrid cols={3} spacing="sm" className={classes.summary}>
      <Stat label="Trips" value={trips} />
      <Stat label="Distance" value={distance} />
      <Stat label="Engine on" value={engineOn} />
    </SimpleGrid>
  );
}
