import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  formatEngineHours,
  formatMiles,
  serviceRemainingText,
  type AssetSearchItem,
} from '@fleet/domain';
import { dataTableColumns } from '../../../components/data-table/data-table-features';
import { formatTimeAgo } from '../../../lib/time-ago';
import { assetCardPath } from '../model/register-links';

const column = dataTableColumns<AssetSearchItem>();

function Plain({ value, mono = false }: { value: string | null; mono?: boolean }) {
  return value ? (
    <Text span fz="sm" ff={mono ? 'monospace' : undefined} style={{ whiteSpace: 'nowrap' }}>
      {value}
    </Text>
  ) : (
    <Text span fz="sm" c="dimmed">
      --
    </Text>
  );
}

/** Only the spec's sortable columns sort (the server orders them); the rest never do. */
const unsorted = { enableSorting: false } as const;

/**
 * The register's columns (docs/ASSETS.md "The register"); Last heard and Service due come early,
 * so the dashboard's not-reporting and service-due links show them without scrolling. The name opens the asset's card on
 * the map, whose collapse button comes back to this page as it was (`returnTo`).
 */
export function registerColumns({
  returnTo,
  timeZone,
  nowMs,
}: {
  returnTo: string;
  timeZone: string;
  nowMs: number;
}) {
  return column.columns([
    column.accessor('name', {
      id: 'name',
      header: 'Name',
      enableHiding: false,
      cell: ({ row: { original } }) => (
        <Anchor
          component={Link}
          to={assetCardPath(original.asset_id, returnTo)}
          fz="sm"
          fw={600}
          style={{ whiteSpace: 'nowrap' }}
        >
          {original.name}
        </Anchor>
      ),
    }),
    column.accessor('asset_type_name', {
      id: 'type',
      header: 'Type',
      cell: ({ row: { original } }) => (
        <Badge variant="light" color={original.asset_type_id === 1 ? 'blue' : 'teal'} tt="none">
          {original.asset_type_name}
        </Badge>
      ),
    }),
    column.accessor('make', {
      id: 'make',
      header: 'Make',
      cell: (c) => <Plain value={c.getValue()} />,
    }),
    column.accessor('model', {
      id: 'model',
      header: 'Model',
      cell: (c) => <Plain value={c.getValue()} />,
    }),
    column.accessor('year', {
      id: 'year',
      header: 'Year',
      sortDescFirst: true,
      cell: (c) => <Plain value={c.getValue()?.toString() ?? null} />,
    }),
    column.display({
      id: 'last_heard',
      header: 'Last heard',
      cell: ({ row: { original } }) =>
        original.tracker_id === null ? (
          <Plain value={null} />
        ) : (
          <Plain value={formatTimeAgo(original.last_fix_time, nowMs, timeZone)} />
        ),
    }),
    column.display({
      id: 'service',
      header: 'Service due',
      cell: ({ row: { original } }) =>
        original.service_due === null ? (
          <Plain value={null} />
        ) : (
          // Two lines: the columns share the table's width, and a long interval name must not
          // push what is left of it over the next column.
          <Stack gap={0}>
            <Text span fz="sm">
              {original.service_due.interval_name}
            </Text>
            <Text span fz="xs" fw={600} c={original.service_due.is_overdue ? 'red.7' : 'orange.7'}>
              {serviceRemainingText(original.service_due.remaining, original.service_due.unit)}
            </Text>
          </Stack>
        ),
    }),
    column.accessor('serial_number', {
      id: 'serial',
      header: 'Serial',
      ...unsorted,
      cell: (c) => <Plain value={c.getValue()} mono />,
    }),
    column.accessor('vin', {
      id: 'vin',
      header: 'VIN',
      ...unsorted,
      cell: (c) => <Plain value={c.getValue()} mono />,
    }),
    column.accessor((item) => item.status.hours, {
      id: 'hours',
      header: 'Hours',
      sortDescFirst: true,
      meta: { align: 'right' },
      cell: ({ row }) => <Plain value={formatEngineHours(row.original.status.hours)} />,
    }),
    column.accessor((item) => item.status.odometer, {
      id: 'odometer',
      header: 'Odometer',
      sortDescFirst: true,
      meta: { align: 'right' },
      cell: ({ row }) => <Plain value={formatMiles(row.original.status.odometer)} />,
    }),
    column.accessor((item) => item.operator_assignment?.name ?? null, {
      id: 'driver',
      header: 'Driver',
      ...unsorted,
      cell: (c) => <Plain value={c.getValue()} />,
    }),
    column.display({
      id: 'groups',
      header: 'Groups',
      cell: ({ row }) =>
        row.original.groups.length === 0 ? (
          <Plain value={null} />
        ) : (
          <Group gap={4} wrap="nowrap">
            {row.original.groups.map((group) => (
              <Badge key={group.id} variant="outline" color="gray" tt="none" fw={500}>
                {group.name}
              </Badge>
            ))}
          </Group>
        ),
    }),
    column.accessor('tracker_serial', {
      id: 'tracker',
      header: 'Tracker',
      ...unsorted,
      cell: ({ row }) =>
        row.original.tracker_serial ? (
          <Plain value={row.original.tracker_serial} mono />
        ) : (
          <Text span fz="sm" c="dimmed">
            None
          </Text>
        ),
    }),
  ]);
}
