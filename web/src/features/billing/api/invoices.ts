import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  invoiceDetail,
  invoiceSummary,
  type InvoiceDraftBody,
  type InvoiceListQuery,
} from '@fleet/domain/billing';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { billingKeys, invoiceQueryString, refreshInvoices } from './keys';

const invoiceList = invoiceSummary.array();

/** GET /api/invoices: the company's invoices by status and invoice-date range. */
export function useInvoices(filter: InvoiceListQuery) {
  return useQuery({
    queryKey: billingKeys.invoices(filter),
    queryFn: ({ signal }) =>
      apiRequest(`/invoices${invoiceQueryString(filter)}`, invoiceList, { signal }),
    staleTime: CACHE_TIME.short,
    meta: { skipGlobalErrorToast: true },
  });
}

/** GET /api/invoices/{id}. */
export function useInvoice(invoiceId: number | null) {
  return useQuery({
    queryKey: billingKeys.invoice(invoiceId ?? 0),
    enabled: invoiceId !== null,
    queryFn: ({ signal }) => apiRequest(`/invoices/${invoiceId}`, invoiceDetail, { signal }),
    staleTime: CACHE_TIME.none,
    meta: { skipGlobalErrorToast: true },
  });
}

function useInvoiceWrite<Vars>(write: (vars: Vars) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: Vars) => invoiceDetail.parse(await write(vars)),
    onSuccess: () => refreshInvoices(queryClient),
    // The editor puts refusals under their fields or above its buttons.
    meta: { skipGlobalErrorToast: true },
  });
}

/** POST /api/invoices (a new draft) or PUT /api/invoices/{id} (the draft's header and lines). */
export function useSaveInvoice() {
  return useInvoiceWrite(
    ({ invoiceId, body }: { invoiceId: number | null; body: InvoiceDraftBody }) =>
      invoiceId === null
        ? apiRequest('/invoices', invoiceDetail, { method: 'POST', body })
        : apiRequest(`/invoices/${invoiceId}`, invoiceDetail, { method: 'PUT', body }),
  );
}

export function useIssueInvoice() {
  return useInvoiceWrite((invoiceId: number) =>
    apiRequest(`/invoices/${invoiceId}/issue`, invoiceDetail, { method: 'POST' }),
  );
}

export function useVoidInvoice() {
  return useInvoiceWrite(({ invoiceId, reason }: { invoiceId: number; reason: string }) =>
    apiRequest(`/invoices/${invoiceId}/void`, invoiceDetail, {
      method: 'POST',
      body: { reason },
    }),
  );
}

/** POST /api/invoices/from-rental: a draft of the rental's charges. */
export function useInvoiceFromRental() {
  return useInvoiceWrite((rentalId: number) =>
    apiRequest('/invoices/from-rental', invoiceDetail, {
      method: 'POST',
      body: { rental_id: rentalId },
    }),
  );
}
