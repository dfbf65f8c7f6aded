import { Alert, Button, Center, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconRouteOff } from '@tabler/icons-react';
import { formatDay } from '../model/dates';

/** Placeholder rows shaped like trips while the day loads. */
export function TimelineSkeleton() {
  return (
    <Stack gap="lg" aria-label="Loading trips">
      {[0, 1, 2].map((row) => (
        <Stack key={row} gap={6} pl={40}>
          <Skeleton h={14} w="55%" />
          <Skeleton h={12} w="80%" />
          <Skeleton h={12} w="70%" />
        </Stack>
      ))}
    </Stack>
  );
}

interface NoTripsProps {
  date: string;
  assetName: string | null;
  /** The day still had incidents (an idle in the yard, say): they are listed below. */
  hasIncidents: boolean;
  /** The map shows where the asset is now. */
  showsLastPlace: boolean;
  onPreviousDay: () => void;
}

export function NoTrips({
  date,
  assetName,
  hasIncidents,
  showsLastPlace,
  onPreviousDay,
}: NoTripsProps) {
  const who = assetName ?? 'This asset';
  if (hasIncidents) {
    return (
      <Text size="sm" c="dimmed" mb="md">
        No trips on {formatDay(date)}. {who} did not drive, but these events were recorded.
        {showsLastPlace && ' The map shows where it is now.'}
      </Text>
    );
  }
  return (
    <Center py={48}>
      <Stack align="center" gap="xs" maw={280} ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconRouteOff size={26} />
        </ThemeIcon>
        <Text fw={600}>No trips on {formatDay(date)}</Text>
        <Text size="sm" c="dimmed">
          {who} did not drive or report any events on this day.
          {showsLastPlace && ' The map shows where it is now.'}
        </Text>
        <Button variant="light" size="xs" mt="xs" onClick={onPreviousDay}>
          Show the day before
        </Button>
      </Stack>
    </Center>
  );
}

export function TripsError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle />} title="The trips could not be loaded">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Check your connection and try again.</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
