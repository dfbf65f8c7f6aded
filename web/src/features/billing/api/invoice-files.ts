import type { InvoiceListQuery, InvoiceSummary } from '@fleet/domain/billing';
import { apiRequestStream } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { invoiceQueryString } from './keys';

async function downloadFrom(path: string, fileName: string, type: string): Promise<void> {
  const stream = await apiRequestStream(path, { headers: { Accept: `${type}, application/json` } });
  const blob = await new Response(stream).blob();
  downloadFile([blob], fileName, type);
}

/** GET /api/invoices/{id}/pdf, saved as invoice-1001.pdf (drafts as invoice-draft-12.pdf). */
export function downloadInvoicePdf(invoice: Pick<InvoiceSummary, 'invoice_id' | 'invoice_number'>) {
  const fileName =
    invoice.invoice_number === null
      ? `invoice-draft-${invoice.invoice_id}.pdf`
      : `invoice-${invoice.invoice_number}.pdf`;
  return downloadFrom(`/invoices/${invoice.invoice_id}/pdf`, fileName, 'application/pdf');
}

/** GET /api/invoices/export: the filtered list as invoices.csv. */
export function exportInvoicesCsv(filter: InvoiceListQuery) {
  return downloadFrom(`/invoices/export${invoiceQueryString(filter)}`, 'invoices.csv', 'text/csv');
}
