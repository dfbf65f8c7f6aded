import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { dataTableColumns } from '../../../components/data-table/data-table-features';
import { DAY_FORMAT, formatInTimeZone } from '../../../lib/company-days';
import { RENTAL_ORDER, type RentalColumn, type RentalLine } from './rental-rows';

const column = dataTableColumns<RentalLine>();
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dash = (value: string | null) => value ?? '--';

const sortBy =
  (id: RentalColumn) =>
  (a: { original: RentalLine }, b: { original: RentalLine }): number =>
    RENTAL_ORDER[id](a.original, b.original);

function Rates({ rates }: { rates: RentalLine['rates'] }) {
  if (!rates)
    return (
      <Text span c="dimmed" fz="sm">
        --
      </Text>
    );
  const parts = [
    rates.day === null ? null : `${money.format(rates.day)}/day`,
    rates.week === null ? null : `${money.format(rates.week)}/wk`,
    rates.month === null ? null : `${money.format(rates.month)}/4 wk`,
  ].filter(Boolean);
  if (parts.length === 0)
    return (
      <Text span fz="sm">
        --
      </Text>
    );
  return (
    <Stack gap={0}>
      {parts.map((part) => (
        <Text key={part} span fz="xs" style={{ whiteSpace: 'nowrap' }}>
          {part}
        </Text>
      ))}
    </Stack>
  );
}

/** The rentals table's columns, dates in the company's time zone. */
export function rentalColumns(timeZone: string) {
  const day = (iso: string | null) => formatInTimeZone(iso, timeZone, DAY_FORMAT) ?? '--';
  return column.columns([
    column.accessor('id', {
      id: 'id',
      header: 'Rental ID',
      sortFn: sortBy('id'),
      enableHiding: false,
      cell: ({ row: { original } }) => (
        <Anchor component={Link} to={original.path} fz="sm" fw={500}>
          {original.kind === 'third-party' ? `TP-${original.id}` : `#${original.id}`}
        </Anchor>
      ),
    }),
    column.accessor('asset', {
      id: 'asset',
      header: 'Asset',
      sortFn: sortBy('asset'),
      cell: ({ row: { original } }) => (
        <Stack gap={0}>
          <Text span fz="sm">
            {dash(original.asset)}
          </Text>
          {original.makeModel && (
            <Text span fz="xs" c="dimmed">
              {original.makeModel}
            </Text>
          )}
        </Stack>
      ),
    }),
    column.accessor('className', {
      id: 'class',
      header: 'Class',
      sortFn: sortBy('class'),
      cell: ({ row }) => (
        <Text span fz="sm">
          {dash(row.original.className)}
        </Text>
      ),
    }),
    column.accessor('vendor', {
      id: 'vendor',
      header: 'Vendor',
      sortFn: sortBy('vendor'),
      cell: ({ row }) => (
        <Text span fz="sm">
          {dash(row.original.vendor)}
        </Text>
      ),
    }),
    column.accessor('jobsite', {
      id: 'jobsite',
      header: 'Jobsite',
      sortFn: sortBy('jobsite'),
      cell: ({ row }) => (
        <Text span fz="sm">
          {dash(row.original.jobsite)}
        </Text>
      ),
    }),
    column.accessor('contact', {
      id: 'contact',
      header: 'Order contact',
      sortFn: sortBy('contact'),
      cell: ({ row }) => (
        <Text span fz="sm">
          {dash(row.original.contact)}
        </Text>
      ),
    }),
    column.accessor('start', {
      id: 'start',
      header: 'Start',
      sortFn: sortBy('start'),
      sortDescFirst: true,
      cell: ({ row }) => (
        <Text span fz="sm">
          {day(row.original.start)}
        </Text>
      ),
    }),
    column.accessor('end', {
      id: 'end',
      header: 'End',
      sortFn: sortBy('end'),
      sortDescFirst: true,
      cell: ({ row }) => (
        <Text span fz="sm">
          {day(row.original.end)}
        </Text>
      ),
    }),
    column.accessor('status', {
      id: 'status',
      header: 'Status',
      sortFn: sortBy('status'),
      cell: ({ row: { original } }) => (
        <Stack gap={2} align="flex-start">
          <Text span fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {original.status}
          </Text>
          {original.badge && (
            <Badge
              size="sm"
              variant="light"
              color={original.badge === 'Pick up' ? 'orange' : 'blue'}
            >
              {original.badge}
            </Badge>
          )}
        </Stack>
      ),
    }),
    column.display({
      id: 'rates',
      header: 'Rates',
      cell: ({ row }) => <Rates rates={row.original.rates} />,
    }),
  ]);
}
