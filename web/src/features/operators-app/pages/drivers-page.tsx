import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useAccess } from '../../../lib/access-provider';
import { useDriverRoster } from '../api/get-driver-roster';
import { DriversTable } from '../components/drivers-table';
import { UnidentifiedDrivers } from '../components/unidentified-drivers';
import { usePostToCameraPage } from './operators-app-layout';

/**
 * The Drivers tab (spec 1 §2 "/camera/fts", and the driver behaviour section 'Open Camera Tab'
 * leads to): the drivers the cameras saw but nobody named, to name them, and every driver with
 * what they drive now. 'Create driver' asks the page around for its create-operator flyout.
 */
export function DriversPage() {
  const { company, ctx } = useAccess();
  const post = usePostToCameraPage();
  const roster = useDriverRoster();
  const drivers = roster.data?.drivers;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3}>Unidentified drivers</Title>
        <Text size="sm" c="dimmed">
          Drivers a camera saw whose face matches none of your drivers. Name them, and the asset’s
          driver becomes them.
        </Text>
        <UnidentifiedDrivers
          sightings={roster.data?.unidentified ?? []}
          drivers={drivers ?? []}
          timeZone={company.timezone}
          canName={!ctx.readOnly}
        />
      </Stack>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3}>Drivers</Title>
          {!ctx.readOnly && (
            <Button
              leftSection={<IconUserPlus size={16} />}
              onClick={() => post({ type: 'create-operator' })}
            >
              Create driver
            </Button>
          )}
        </Group>
        <DriversTable
          drivers={drivers}
          isLoading={roster.isPending}
          onRetry={roster.isError ? () => void roster.refetch() : null}
          timeZone={company.timezone}
        />
      </Stack>
    </Stack>
  );
}
