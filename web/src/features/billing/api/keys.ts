import type { QueryClient } from '@tanstack/react-query';
import type { InvoiceListQuery } from '@fleet/domain/billing';

/** Query keys of billing (docs/BILLING.md). */
export const billingKeys = {
  all: ['billing'] as const,
  invoices: (filter: InvoiceListQuery) => [...billingKeys.all, 'invoices', filter] as const,
  invoice: (invoiceId: number) => [...billingKeys.all, 'invoice', invoiceId] as const,
  providers: () => [...billingKeys.all, 'providers'] as const,
  parts: () => [...billingKeys.all, 'parts'] as const,
  rentals: (companyId: number) => [...billingKeys.all, 'rentals', companyId] as const,
};

/** After any invoice write, lists and the invoice itself are read again. */
export async function refreshInvoices(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: [...billingKeys.all, 'invoices'] });
  await queryClient.invalidateQueries({ queryKey: [...billingKeys.all, 'invoice'] });
}

/** The list's filter as the API's query string. */
export function invoiceQueryString(filter: InvoiceListQuery): string {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.date_from) query.set('date_from', filter.date_from);
  if (filter.date_to) query.set('date_to', filter.date_to);
  const text = query.toString();
  return text ? `?${text}` : '';
}
