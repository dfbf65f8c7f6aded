import { z } from 'zod';
import type { InvoiceListQuery } from '@fleet/domain/billing';
import {
  oneOfParam,
  pageParam,
  pageSizeParam,
  TABLE_PAGE_SIZES,
  type UrlState,
} from '../../../lib/url-state/table-url-state';

const day = z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]);

/** The invoice list's filters and page in the URL (`?status=issued&from=2026-11-01`). */
export const billingTableSchema = z.object({
  status: oneOfParam(['all', 'draft', 'issued', 'void']),
  from: day,
  to: day,
  page: pageParam(),
  size: pageSizeParam(TABLE_PAGE_SIZES),
});
export type BillingTableState = UrlState<typeof billingTableSchema>;

export const DEFAULT_BILLING_STATE: BillingTableState = {
  status: 'all',
  from: '',
  to: '',
  page: 1,
  size: 10,
};

/** The API's filter of the URL's state (a range given backwards is read the right way round). */
export function invoiceFilterOf(state: BillingTableState): InvoiceListQuery {
  const [from, to] =
    state.from && state.to && state.from > state.to
      ? [state.to, state.from]
      : [state.from, state.to];
  return {
    ...(state.status === 'all' ? {} : { status: state.status }),
    ...(from ? { date_from: from } : {}),
    ...(to ? { date_to: to } : {}),
  };
}
