import { Group, Stack, Table, Text } from '@mantine/core';
import { EMPTY_VALUE } from '@fleet/domain';
import { PanelSection } from '../../../../components/panel-section';
import { formatInTimeZone } from '../../../../lib/company-days';
import {
  useServiceRecords,
  useUpcomingService,
} from '../../../../lib/service-api/upcoming-service';
import { useServiceAccess } from '../../../../lib/service-api/use-service-access';
import type { CardTabProps } from './card-tab-content';
import { UsageBar } from './service-panels';

const amount = (value: number | null, unit: string) =>
  value === null ? EMPTY_VALUE : `${value.toLocaleString()} ${unit}`;

/** The card's Service tab: every interval of the asset's group with its share used, and records. */
export function ServiceTab({ assetId, timeZone }: CardTabProps) {
  const { canView } = useServiceAccess();
  const upcoming = useUpcomingService(assetId, canView);
  const records = useServiceRecords(assetId, canView);
  if (assetId === null) return <Text size="sm">This rental has no asset of the company.</Text>;
  if (!canView) {
    return (
      <Text size="sm" c="dimmed">
        Only the company owner, admins and managers can see service.
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      <PanelSection
        title="Upcoming service"
        query={upcoming}
        errorText="Upcoming service could not be loaded."
        skeletonLines={3}
      >
        {(data) => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {data.maintenance_group
                ? `Service group: ${data.maintenance_group.name}`
                : 'This asset is in no service group.'}
            </Text>
            {data.intervals.map((interval) => (
              <Stack key={interval.maintenance_group_interval_id} gap={2}>
                <Group justify="space-between">
                  <Text size="sm" fw={600}>
                    {interval.name}
                  </Text>
                  <Text size="sm">
                    {interval.status_label} · {interval.percentage_used}%
                  </Text>
                </Group>
                <UsageBar percentage={interval.percentage_used} status={interval.status} />
                <Text size="xs" c="dimmed">
                  {[
                    interval.time_days &&
                      `${interval.days_since} of ${interval.time_days.toLocaleString()} days`,
                    interval.miles &&
                      `${amount(interval.miles_since, 'mi')} of ${interval.miles.toLocaleString()} mi`,
                    interval.engine_hours &&
                      `${amount(interval.hours_since, 'h')} of ${interval.engine_hours.toLocaleString()} h`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </PanelSection>
      <PanelSection
        title="Service records"
        query={records}
        errorText="Service records could not be loaded."
      >
        {(rows) =>
          rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              No service recorded.
            </Text>
          ) : (
            <Table fz="sm" striped aria-label="Service records">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Interval</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Odometer</Table.Th>
                  <Table.Th>Hours</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.asset_service_record_id}>
                    <Table.Td>{row.interval_name}</Table.Td>
                    <Table.Td>
                      {formatInTimeZone(row.performed_at, timeZone, 'MM/DD/YYYY')}
                    </Table.Td>
                    <Table.Td>{amount(row.odometer_miles, 'mi')}</Table.Td>
                    <Table.Td>{amount(row.engine_hours, 'h')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </PanelSection>
    </Stack>
  );
}
