import {
  Alert,
  Anchor,
  Box,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconClockOff, IconMapPinOff } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { SHARE_MESSAGES, type SharedLocation } from '@fleet/domain';
import { FleetWordmark } from '../../../components/fleet-wordmark';
import { useNow } from '../../../lib/hooks/use-now';
import { isGone, useSharedLocation } from '../api/get-shared-location';
import { SharedMap } from '../components/shared-map';
import { formatAge, formatLocalTime } from '../model/format';

/**
 * The page a shared link opens (docs/SHARING.md), outside the signed-in shell: no sign-in, no
 * navigation, nothing of the company but what was shared. An expired or unknown link gets a
 * plain sentence.
 */
export function SharedLocationPage() {
  const { token = '' } = useParams();
  const shared = useSharedLocation(token);
  if (shared.isPending) {
    return (
      <Center h="100vh">
        <Loader aria-label="Loading the shared location" />
      </Center>
    );
  }
  if (shared.isError && isGone(shared.error)) return <ExpiredPage />;
  if (shared.isError || !shared.data) {
    return (
      <Center h="100vh" p="md">
        <Alert color="red" title="The shared location could not be loaded">
          Check your connection; the page tries again by itself.
        </Alert>
      </Center>
    );
  }
  return <SharedLocationView shared={shared.data} />;
}

/** OpenStreetMap at the place: street detail and directions the offline base map lacks. */
const mapsLink = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;

function ExpiredPage() {
  return (
    <Center h="100vh" p="md">
      <Stack align="center" gap="sm" ta="center" maw={420}>
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconClockOff size={30} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz={24}>
          {SHARE_MESSAGES.expired}
        </Title>
        <Text c="dimmed">Ask the person who sent you the link to share it again.</Text>
      </Stack>
    </Center>
  );
}

function SharedLocationView({ shared }: { shared: SharedLocation }) {
  const nowMs = useNow(30_000);
  const age = formatAge(shared.located_at, nowMs);
  const { location } = shared;
  return (
    <Stack gap={0} h="100vh">
      <Paper component="header" p="md" radius={0} withBorder style={{ borderWidth: '0 0 1px' }}>
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap">
            <Title order={1} fz={22}>
              {shared.title}
            </Title>
            <FleetWordmark order={2} />
          </Group>
          {shared.message && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} aria-label="Message">
              {shared.message}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {location && (
              <>
                <Anchor href={mapsLink(location)} target="_blank" rel="noreferrer noopener">
                  Open in a map app
                </Anchor>
                {' · '}
              </>
            )}
            {[
              shared.kind === 'asset' && age ? `Last reported ${age}` : null,
              shared.address,
              `Link works until ${formatLocalTime(shared.expires_at)}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      </Paper>
      <Box flex={1} pos="relative" aria-label="Map of the shared location" role="region">
        {location ? (
          <SharedMap
            styleUrl={shared.style_url}
            latitude={location.latitude}
            longitude={location.longitude}
          />
        ) : (
          <Center h="100%">
            <Group gap="xs" c="dimmed">
              <IconMapPinOff size={20} />
              <Text>The position is not known right now; this page checks again by itself.</Text>
            </Group>
          </Center>
        )}
      </Box>
    </Stack>
  );
}
