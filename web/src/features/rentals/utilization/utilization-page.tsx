import { useEffect, useMemo } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import {
  RENTAL_LIST_MESSAGES,
  TOAST_MS,
  UTILIZATION_MAX_DAYS,
  UTILIZATION_MAX_RENTALS,
  utilizationQuery,
} from '@fleet/domain';
import { PageHeader } from '../../../components/page-header';
import { useAccess } from '../../../lib/access-provider';
import { shiftDate, todayIn } from '../../../lib/company-days';
import { useNow } from '../../../lib/hooks/use-now';
import { rentalCardPath } from '../../../lib/rental-links';
import { useRentalUtilization } from '../api/get-rental-utilization';
import { UtilizationChart } from './utilization-chart';

/** The window shown first: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

/**
 * /rentals/utilization (spec 2 §2 "a rental utilization view"): days on rent against engine hours
 * per rental in a window of company dates (in the URL: ?start=…&end=…), low use highlighted,
 * the numbers in a table below.
 */
export function UtilizationPage() {
  const { company } = useAccess();
  const nowMs = useNow(60_000);
  const today = todayIn(company.timezone, nowMs);
  const [params, setParams] = useSearchParams();
  const start = params.get('start') ?? shiftDate(today, 1 - DEFAULT_DAYS);
  const end = params.get('end') ?? today;
  const check = utilizationQuery.safeParse({ start_date: start, end_date: end });
  const problem = check.success ? null : (check.error.issues[0]?.message ?? 'Check the dates.');
  const enabled = problem === null;
  const utilization = useRentalUtilization(company.company_id, start, end, enabled);

  useEffect(() => {
    if (!utilization.error || !enabled) return;
    notifications.show({
      id: 'rentals-utilization-failed',
      color: 'red',
      message: RENTAL_LIST_MESSAGES.utilizationFailed,
      autoClose: TOAST_MS.default,
    });
  }, [utilization.error, enabled]);

  const rows = useMemo(
    () =>
      [...(utilization.data?.rentals ?? [])].sort(
        (a, b) => Number(b.low_use) - Number(a.low_use) || b.days_on_rent - a.days_on_rent,
      ),
    [utilization.data],
  );
  const setWindow = (next: { start?: string; end?: string }) => {
    const search = new URLSearchParams(params);
    if (next.start) search.set('start', next.start);
    if (next.end) search.set('end', next.end);
    setParams(search, { replace: true });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <PageHeader
          title="Rental utilization"
          description="Days on rent against engine hours for each rental out in the window."
        />
        <Button
          component={Link}
          to="/rentals"
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
        >
          Rentals
        </Button>
      </Group>
      <Group align="flex-end">
        <TextInput
          type="date"
          label="From"
          value={start}
          max={end}
          onChange={(event) => setWindow({ start: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label="To"
          value={end}
          min={start}
          onChange={(event) => setWindow({ end: event.currentTarget.value })}
        />
        <Text size="xs" c="dimmed" pb={8}>
          At most {UTILIZATION_MAX_DAYS} days.
        </Text>
      </Group>
      {problem && <Alert color="yellow">{problem}</Alert>}
      {utilization.data?.truncated && (
        <Alert color="blue">
          Showing the {UTILIZATION_MAX_RENTALS} most recent rentals of the window: choose a shorter
          window to see the others.
        </Alert>
      )}
      {enabled && utilization.data && (
        <>
          <Paper withBorder p="md" radius="md">
            {rows.length === 0 ? (
              <Text c="dimmed" size="sm">
                No rental was on rent in this window.
              </Text>
            ) : (
              <UtilizationChart rows={rows} />
            )}
          </Paper>
          <Table striped highlightOnHover aria-label="Utilization per rental">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Rental</Table.Th>
                <Table.Th>Asset</Table.Th>
                <Table.Th ta="right">Days on rent</Table.Th>
                <Table.Th ta="right">Engine hours</Table.Th>
                <Table.Th>Use</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.rental_id} data-rental={row.rental_id}>
                  <Table.Td>
                    <Anchor component={Link} to={rentalCardPath(row.rental_id)} fz="sm">
                      #{row.rental_id}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{row.custom_name ?? '--'}</Table.Td>
                  <Table.Td ta="right">{row.days_on_rent}</Table.Td>
                  <Table.Td ta="right">{row.engine_hours.toFixed(2)}</Table.Td>
                  <Table.Td>
                    {row.low_use ? (
                      <Badge color="red" variant="light">
                        Low use
                      </Badge>
                    ) : (
                      <Badge color="blue" variant="light">
                        In use
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
      {enabled && utilization.isPending && <Text c="dimmed">Loading utilization…</Text>}
    </Stack>
  );
}
