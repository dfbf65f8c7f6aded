import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from './billing-messages';
import { buildInvoicePayload } from './invoice-builder';
import { invoiceDraftBody, type InvoiceDraftBody } from './invoice.schema';

const header: InvoiceDraftBody = { ship_from_branch_id: 3, billing_provider_id: 4 };

describe('building the invoice payload (spec 2 §5)', () => {
  it('builds nothing without the company, the branch and the billing provider', () => {
    const built = buildInvoicePayload(
      { ship_from_branch_id: null, billing_provider_id: null },
      null,
    );
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.issues).toEqual([
      { path: ['company_id'], message: BILLING_MESSAGES.companyRequired },
      { path: ['ship_from_branch_id'], message: BILLING_MESSAGES.branchRequired },
      { path: ['billing_provider_id'], message: BILLING_MESSAGES.providerRequired },
    ]);
  });

  it('names each missing piece of a line under its path', () => {
    const built = buildInvoicePayload(
      { ...header, line_items: [{ line_item_type_id: 22 }, {}] },
      1,
    );
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.issues).toEqual([
      { path: ['line_items', 0, 'number_of_units'], message: BILLING_MESSAGES.units },
      { path: ['line_items', 0, 'price_per_unit'], message: BILLING_MESSAGES.price },
      { path: ['line_items', 0, 'branch_id'], message: BILLING_MESSAGES.lineBranch },
      { path: ['line_items', 0, 'part_id'], message: BILLING_MESSAGES.part },
      { path: ['line_items', 1, 'line_item_type_id'], message: BILLING_MESSAGES.lineType },
      { path: ['line_items', 1, 'number_of_units'], message: BILLING_MESSAGES.units },
      { path: ['line_items', 1, 'price_per_unit'], message: BILLING_MESSAGES.price },
      { path: ['line_items', 1, 'branch_id'], message: BILLING_MESSAGES.lineBranch },
    ]);
  });

  it('refuses a damage part marked up under 10%, a typed merchandise line, zero units', () => {
    const built = buildInvoicePayload(
      {
        ...header,
        line_items: [
          {
            line_item_type_id: 26,
            number_of_units: 1,
            standard_price: '10',
            branch_id: 3,
            part_id: 1,
            markup_percent: 9.99,
          },
          { line_item_type_id: 12, number_of_units: 1, price_per_unit: 1, branch_id: 3 },
          { line_item_type_id: 1, number_of_units: '0.004', price_per_unit: 1, branch_id: 3 },
        ],
      },
      1,
    );
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.issues.map((issue) => issue.message)).toEqual([
      BILLING_MESSAGES.damageMarkup('10'),
      BILLING_MESSAGES.merchandiseTyped,
      BILLING_MESSAGES.unitsPositive,
    ]);
  });

  it('builds the spec payload with the caller’s company, numbers given as numbers or text', () => {
    const body = invoiceDraftBody.parse({
      ...header,
      purchase_order_id: ' PO-7 ',
      line_items: [
        {
          line_item_type_id: 1,
          number_of_units: 3,
          price_per_unit: '125.505',
          branch_id: 3,
          taxable: true,
        },
        {
          line_item_type_id: 22,
          number_of_units: '2',
          standard_price: 10,
          branch_id: 3,
          part_id: 9,
        },
      ],
    });
    const built = buildInvoicePayload(body, 42);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.payload).toMatchObject({
      company_id: 42,
      purchase_order_id: 'PO-7',
      totals: {
        subtotal: '403.83',
        taxable_subtotal: '376.53',
        tax_total: '0.00',
        total: '403.83',
      },
    });
    expect(built.payload.line_items.map((line) => line.amount)).toEqual([
      '376.53',
      '26.00',
      '1.30',
    ]);
  });

  it('refuses an amount past numeric(12,2)', () => {
    const built = buildInvoicePayload(
      {
        ...header,
        line_items: [
          { line_item_type_id: 1, number_of_units: 100000, price_per_unit: 1000000, branch_id: 3 },
        ],
      },
      1,
    );
    expect(built).toEqual({
      ok: false,
      issues: [{ path: ['line_items', 0, 'number_of_units'], message: BILLING_MESSAGES.tooLarge }],
    });
  });
});
