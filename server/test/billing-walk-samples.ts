import type { TestApp } from './harness';

/**
 * The billing calls (docs/BILLING.md) for the walks: valid bodies, so each walk reaches the
 * route's own checks, and a draft invoice of the token's company for :invoiceId.
 */
export function billingWriteSamples(): Record<string, object> {
  const draft = { ship_from_branch_id: 1, billing_provider_id: 1, line_items: [] };
  return {
    'POST /api/invoices': draft,
    'PUT /api/invoices/:invoiceId': draft,
    'POST /api/invoices/from-rental': { rental_id: 1 },
    'POST /api/invoices/from-work-order': {
      work_order_id: 1,
      parts: [{ part_id: 1, number_of_units: 1 }],
    },
    'POST /api/invoices/:invoiceId/void': { reason: 'Walk' },
    'POST /api/parts': { part_number: 'WALK-1', description: 'Walk part', standard_price: '1.00' },
  };
}

/** A draft invoice of the token's company (the demo seeds one for each), for :invoiceId. */
export async function billingWalkIds(t: TestApp, token: string): Promise<{ invoiceId: string }> {
  const listed = await t.call(token, { method: 'GET', url: '/api/invoices?status=draft' });
  const [first] = listed.json<Array<{ invoice_id: number }>>();
  return { invoiceId: String(first?.invoice_id ?? 1) };
}

/** Values of the demo data for the fuzz walk, so its requests reach the billing services. */
export async function billingFuzzSamples(t: TestApp, token: string) {
  const get = async <T>(url: string) => (await t.call(token, { method: 'GET', url })).json<T>();
  const drafts = await get<Array<{ invoice_id: number; rental_id: number | null }>>(
    '/api/invoices?status=draft',
  );
  const issued = await get<Array<{ invoice_id: number; rental_id: number | null }>>(
    '/api/invoices?status=issued',
  );
  const providers = await get<Array<{ billing_provider_id: number }>>('/api/billing-providers');
  const parts = await get<Array<{ part_id: number }>>('/api/parts');
  const branches = await get<Array<{ id: number }>>('/api/fleet/company/branches');
  const orders = await get<{ work_orders: Array<{ work_order_id: number }> }>(
    '/api/work-orders?limit=2',
  );
  const session = await t.session(token);
  const users = await get<Array<{ user_id: number }>>(`/api/companies/${session.companyId}/users`);
  const userIds = [...users.slice(0, 2).map((user) => user.user_id), null];
  return {
    invoiceId: [...drafts, ...issued].slice(0, 4).map((invoice) => invoice.invoice_id),
    billing_provider_id: providers.map((provider) => provider.billing_provider_id),
    ship_from_branch_id: branches.slice(0, 1).map((branch) => branch.id),
    part_id: parts.slice(0, 2).map((part) => part.part_id),
    work_order_id: orders.work_orders.map((order) => order.work_order_id),
    line_item_type_id: [1, 13, 22],
    number_of_units: [1, '2.5'],
    price_per_unit: ['10.00', 99.99],
    part_number: ['FUZZ-1'],
    // A draft's header: the company's own people, or none, so some bodies are built.
    salesperson_user_id: userIds,
    ordered_by_user_id: userIds,
    ship_to_location_id: [null],
    invoice_date: ['2026-11-20'],
    customer_name: ['Fuzz customer', null],
    purchase_order_id: ['PO-FUZZ', null],
    public_note: [null],
    line_items: [[]],
  };
}
