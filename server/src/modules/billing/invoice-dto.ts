import {
  INVOICE_STATUSES,
  formatDecimal,
  toDecimal,
  unitPrice,
  type InvoiceDetail,
  type InvoiceLine,
  type InvoiceStatus,
  type InvoiceSummary,
} from '@fleet/domain/billing';
import type { InvoiceListRow, LineRow } from './billing.repo';

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

/** The row's status (the table's check constraint allows only these three). */
function statusOf(text: string): InvoiceStatus {
  const status = INVOICE_STATUSES.find((known) => known === text);
  if (!status) throw new Error(`Unknown invoice status ${text}`);
  return status;
}
const decimalOrNull = (value: string | null) => (value === null ? null : toDecimal(value));

export function toInvoiceSummary({
  invoice,
  branchName,
  providerName,
}: InvoiceListRow): InvoiceSummary {
  return {
    invoice_id: invoice.invoiceId,
    invoice_number: invoice.invoiceNumber,
    status: statusOf(invoice.status),
    invoice_date: invoice.invoiceDate,
    ship_from_branch_id: invoice.shipFromBranchId,
    ship_from_branch_name: branchName,
    billing_provider_id: invoice.billingProviderId,
    billing_provider_name: providerName,
    customer_name: invoice.customerName,
    purchase_order_id: invoice.purchaseOrderId,
    rental_id: invoice.rentalId,
    work_order_id: invoice.workOrderId,
    subtotal: invoice.subtotal,
    tax_total: invoice.taxTotal,
    total: invoice.total,
    issued_at: iso(invoice.issuedAt),
    voided_at: iso(invoice.voidedAt),
    void_reason: invoice.voidReason,
    created_at: invoice.createdAt.toISOString(),
  };
}

export function toInvoiceLine(row: LineRow): InvoiceLine {
  return {
    line_item_id: row.lineItemId,
    position: row.position,
    asset_id: row.assetId,
    branch_id: row.branchId,
    description: row.description,
    line_item_type_id: row.lineItemTypeId,
    number_of_units: row.numberOfUnits,
    price_per_unit: row.pricePerUnit,
    standard_price: row.standardPrice,
    markup_percent: row.markupPercent,
    unit_price: formatDecimal(
      unitPrice(
        decimalOrNull(row.pricePerUnit),
        decimalOrNull(row.standardPrice),
        decimalOrNull(row.markupPercent),
      ),
    ),
    taxable: row.taxable,
    part_id: row.partId,
    amount: row.amount,
    is_computed: row.isComputed,
  };
}

export function toInvoiceDetail(row: InvoiceListRow, lines: LineRow[]): InvoiceDetail {
  const { invoice } = row;
  return {
    ...toInvoiceSummary(row),
    ship_to_location_id: invoice.shipToLocationId,
    salesperson_user_id: invoice.salespersonUserId,
    ordered_by_user_id: invoice.orderedByUserId,
    public_note: invoice.publicNote,
    line_items: lines.map(toInvoiceLine),
  };
}

/** "Invoice 1001", or "Draft invoice 12" before it has a number. */
export function invoiceLabel(invoice: { invoiceNumber: number | null; invoiceId: number }): string {
  return invoice.invoiceNumber === null
    ? `Draft invoice ${invoice.invoiceId}`
    : `Invoice ${invoice.invoiceNumber}`;
}
