import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useUnknownDevices } from '../api/get-unknown-devices';
import { formatCheckin, formatDayTime } from '../model/format';

const count = new Intl.NumberFormat('en-US');

interface UnknownDevicesProps {
  timeZone: string;
  nowMs: number;
  /** Without it (a read-only admin) the rows have no Register button. */
  onRegister?: (serial: string) => void;
}

/**
 * Devices that reached the gateway with an identifier no company registered: usually a new
 * tracker waiting to be added. The gateway refuses their reports until then.
 */
export function UnknownDevices({ timeZone, nowMs, onRegister }: UnknownDevicesProps) {
  const devices = useUnknownDevices(true);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="unknown-devices">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} fz="lg" id="unknown-devices">
            Unknown devices
          </Title>
          {devices.data && devices.data.length > 0 && (
            <Badge color="orange" variant="light">
              {count.format(devices.data.length)}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          Devices that reported with an identifier no one has registered. Their positions are
          refused until you register them.
        </Text>

        {devices.isPending && <Skeleton h={60} aria-label="Loading unknown devices" />}
        {devices.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            The unknown devices could not be loaded.{' '}
            <Button size="compact-xs" variant="subtle" onClick={() => void devices.refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        {devices.data?.length === 0 && (
          <Text size="sm">
            None right now: every device that reported is registered. A new tracker shows up here
            after its first report.
          </Text>
        )}
        {devices.data && devices.data.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" horizontalSpacing="md" aria-label="Unknown devices">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Identifier</Table.Th>
                  <Table.Th ta="right">Messages</Table.Th>
                  <Table.Th>First seen</Table.Th>
                  <Table.Th>Last seen</Table.Th>
                  {onRegister && <Table.Th />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {devices.data.map((device) => (
                  <Table.Tr key={device.device_serial} data-serial={device.device_serial}>
                    <Table.Td ff="monospace" fw={500}>
                      {device.device_serial}
                    </Table.Td>
                    <Table.Td ta="right">{count.format(device.message_count)}</Table.Td>
                    <Table.Td>{formatDayTime(device.first_seen_at, timeZone)}</Table.Td>
                    <Table.Td title={formatDayTime(device.last_seen_at, timeZone)}>
                      {formatCheckin(device.last_seen_at, nowMs, timeZone)}
                    </Table.Td>
                    {onRegister && (
                      <Table.Td ta="right">
                        <Button size="xs" onClick={() => onRegister(device.device_serial)}>
                          Register
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
