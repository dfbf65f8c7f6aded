import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { quote, type QuoteAcceptBody, type QuoteBody } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';

export const quoteKeys = {
  all: ['quotes'] as const,
  list: () => [...quoteKeys.all, 'list'] as const,
};

const quoteList = quote.array();

/** GET /api/quotes: the company's quotes, newest first. */
export function useQuotes() {
  return useQuery({
    queryKey: quoteKeys.list(),
    queryFn: ({ signal }) => apiRequest('/quotes', quoteList, { signal }),
    staleTime: CACHE_TIME.short,
    meta: { skipGlobalErrorToast: true },
  });
}

/** A quote write; afterwards the quotes (and, for an accepted one, the rentals) read again. */
function useQuoteWrite<Vars, Result>(write: (vars: Vars) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
        // An accepted quote put assets on rent: the rentals lists and the inventory move too.
        queryClient.invalidateQueries({ queryKey: ['rentals'] }),
        queryClient.invalidateQueries({ queryKey: ['inventory'] }),
      ]),
    meta: { skipGlobalErrorToast: true },
  });
}

export function useCreateQuote() {
  return useQuoteWrite((body: QuoteBody) => apiRequest('/quotes', quote, { method: 'POST', body }));
}

export function useMoveQuote() {
  return useQuoteWrite(({ quoteId, action }: { quoteId: number; action: 'send' | 'decline' }) =>
    apiRequest(`/quotes/${quoteId}/${action}`, quote, { method: 'POST' }),
  );
}

export function useAcceptQuote() {
  return useQuoteWrite(({ quoteId, body }: { quoteId: number; body: QuoteAcceptBody }) =>
    apiRequest(`/quotes/${quoteId}/accept`, quote, { method: 'POST', body }),
  );
}
