import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney, type InvoiceSummary } from '@fleet/domain/billing';
import { dataTableColumns } from '../../../components/data-table/data-table-features';
import { InvoiceStatusBadge } from './invoice-status-badge';

const column = dataTableColumns<InvoiceSummary>();
const dashes = (value: string | null) => value || '--';

/** "1001", or "Draft" before an invoice is issued. */
export const invoiceNumberText = (invoice: Pick<InvoiceSummary, 'invoice_number'>) =>
  invoice.invoice_number === null ? 'Draft' : String(invoice.invoice_number);

/** The invoice list (docs/BILLING.md): the number opens the invoice. */
export const invoiceColumns = column.columns([
  column.accessor((invoice) => invoice.invoice_number ?? 0, {
    id: 'number',
    header: 'Invoice',
    enableHiding: false,
    cell: ({ row: { original } }) => (
      <Anchor component={Link} to={`/billing/invoices/${original.invoice_id}`} fz="sm" fw={600}>
        {original.invoice_number === null
          ? `Draft ${original.invoice_id}`
          : `Invoice ${original.invoice_number}`}
      </Anchor>
    ),
  }),
  column.accessor('status', {
    id: 'status',
    header: 'Status',
    cell: ({ getValue }) => <InvoiceStatusBadge status={getValue()} />,
  }),
  column.accessor('invoice_date', { id: 'date', header: 'Date' }),
  column.accessor('customer_name', {
    id: 'customer',
    header: 'Customer',
    cell: ({ getValue }) => dashes(getValue()),
  }),
  column.accessor('purchase_order_id', {
    id: 'po',
    header: 'Purchase order',
    cell: ({ getValue }) => dashes(getValue()),
  }),
  column.accessor('ship_from_branch_name', {
    id: 'branch',
    header: 'Branch',
    cell: ({ getValue }) => dashes(getValue()),
  }),
  column.accessor((invoice) => Number(invoice.total), {
    id: 'total',
    header: 'Total',
    meta: { align: 'right', width: 130 },
    cell: ({ row: { original } }) => (
      <Text fz="sm" ff="monospace">
        {formatMoney(original.total)}
      </Text>
    ),
  }),
]);
