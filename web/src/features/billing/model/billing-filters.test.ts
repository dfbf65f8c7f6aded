import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_STATE, invoiceFilterOf } from './billing-filters';

describe('the invoice list’s filter', () => {
  it('asks for everything by default', () => {
    expect(invoiceFilterOf(DEFAULT_BILLING_STATE)).toEqual({});
  });

  it('sends the status and the range, a backwards range turned round', () => {
    expect(
      invoiceFilterOf({
        ...DEFAULT_BILLING_STATE,
        status: 'void',
        from: '2026-11-20',
        to: '2026-11-01',
      }),
    ).toEqual({ status: 'void', date_from: '2026-11-01', date_to: '2026-11-20' });
  });
});
