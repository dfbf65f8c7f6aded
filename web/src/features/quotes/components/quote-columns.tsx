import { Badge, Text } from '@mantine/core';
import type { Quote, QuoteLine, QuoteStatus } from '@fleet/domain';
import { dataTableColumns } from '../../../components/data-table/data-table-features';

const column = dataTableColumns<Quote>();

const STATUS: Record<QuoteStatus, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray' },
  sent: { label: 'Sent', color: 'blue' },
  accepted: { label: 'Accepted', color: 'green' },
  declined: { label: 'Declined', color: 'red' },
  expired: { label: 'Expired', color: 'orange' },
};

const money = (value: number) => `$${value.toFixed(2)}`;

/** "PU-0004: $120.00/day, $450.00/week" */
export function describeLine(line: QuoteLine): string {
  const what = line.asset_name ?? `Any ${line.equipment_class_name ?? 'asset'}`;
  const rates = [
    line.price_per_day === null ? null : `${money(line.price_per_day)}/day`,
    line.price_per_week === null ? null : `${money(line.price_per_week)}/week`,
    line.price_per_month === null ? null : `${money(line.price_per_month)}/month`,
  ].filter(Boolean);
  return `${what}: ${rates.join(', ')}`;
}

export const quoteColumns = column.columns([
  column.accessor('quote_id', {
    id: 'quote',
    header: 'Quote',
    meta: { width: 90 },
    cell: ({ getValue }) => <Text fz="sm">Q-{getValue()}</Text>,
  }),
  column.accessor('customer_name', {
    id: 'customer',
    header: 'Customer',
    enableHiding: false,
    cell: ({ getValue }) => (
      <Text fz="sm" fw={600}>
        {getValue()}
      </Text>
    ),
  }),
  column.accessor((quote) => `${quote.start_date} to ${quote.end_date}`, {
    id: 'period',
    header: 'Rental period',
  }),
  column.accessor((quote) => quote.lines.map(describeLine).join('; '), {
    id: 'lines',
    header: 'Assets and rates',
    enableSorting: false,
    cell: ({ row: { original } }) => (
      <Text fz="sm">
        {original.lines.map((line) => (
          <span key={line.quote_line_id} style={{ display: 'block' }}>
            {describeLine(line)}
          </span>
        ))}
      </Text>
    ),
  }),
  column.accessor('status', {
    id: 'status',
    header: 'Status',
    meta: { width: 120 },
    cell: ({ getValue }) => (
      <Badge color={STATUS[getValue()].color} variant="light">
        {STATUS[getValue()].label}
      </Badge>
    ),
  }),
  column.accessor('order_id', {
    id: 'order',
    header: 'Rental order',
    meta: { width: 120 },
    cell: ({ getValue }) => {
      const orderId = getValue();
      return <Text fz="sm">{orderId === null ? '--' : `Order ${orderId}`}</Text>;
    },
  }),
]);
