import { csvParts } from '@fleet/domain';
import type { InvoiceSummary } from '@fleet/domain/billing';

export const INVOICE_CSV_FILE_NAME = 'invoices.csv';

const HEADER = [
  'Invoice number',
  'Status',
  'Invoice date',
  'Customer',
  'Purchase order',
  'Ships from',
  'Billing provider',
  'Rental',
  'Work order',
  'Subtotal',
  'Tax',
  'Total',
  'Issued at',
  'Void reason',
];

/**
 * The invoice list as CSV (domain `csvParts`: quoted where needed, and a cell a spreadsheet
 * would run as a formula, such as a customer named "=HYPERLINK(…)", starts with a quote).
 * Money stays the stored two-decimal text.
 */
export function invoicesCsv(invoices: readonly InvoiceSummary[]): string {
  return csvParts(
    HEADER,
    invoices.map((invoice) => [
      invoice.invoice_number,
      invoice.status,
      invoice.invoice_date,
      invoice.customer_name,
      invoice.purchase_order_id,
      invoice.ship_from_branch_name,
      invoice.billing_provider_name,
      invoice.rental_id,
      invoice.work_order_id,
      invoice.subtotal,
      invoice.tax_total,
      invoice.total,
      invoice.issued_at,
      invoice.void_reason,
    ]),
  ).join('');
}
