import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BILLING_MESSAGES,
  formatDecimal,
  sumDecimals,
  toDecimal,
  type InvoiceDetail,
  type InvoiceSummary,
  type Part,
} from '@fleet/domain/billing';
import { seedDemoData } from '../src/demo/seed';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

type Method = 'GET' | 'POST' | 'PUT';

/**
 * Invoices (docs/BILLING.md): spec 2 §3's payload, §5's building rules, §9's markups and the
 * merchandise line; drafts from rentals and work orders; issue, void, PDF and CSV.
 */
describe.skipIf(isPostgresUnavailable())('billing and invoices (spec 2 §3, §5, §9)', () => {
  let t: TestApp;
  let admin: string;
  let sales: string;
  let user: string;
  let readOnly: string;
  let other: string;
  let branchId: number;
  let providerId: number;
  let otherInvoiceId: number;
  let otherBranchId: number;

  const call = (token: string, method: Method, url: string, payload?: object) =>
    t.call(token, { method, url, ...(payload ? { payload } : {}) });
  const labourLine = (overrides: object = {}) => ({
    line_item_type_id: 13,
    number_of_units: 2,
    price_per_unit: '80.00',
    branch_id: branchId,
    ...overrides,
  });
  const header = () => ({ ship_from_branch_id: branchId, billing_provider_id: providerId });
  const createDraft = async (body: object, token = admin) => {
    const response = await call(token, 'POST', '/api/invoices', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<InvoiceDetail>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.deps.db);
    admin = await t.login('admin@demo.test');
    sales = await t.login('sales@demo.test');
    user = await t.login('user@demo.test');
    readOnly = await t.login('readonly@demo.test');
    other = await t.login('admin@other.test');
    const [branch] = (await call(admin, 'GET', '/api/fleet/company/branches')).json<
      Array<{ id: number }>
    >();
    branchId = branch?.id ?? 0;
    const [provider] = (await call(admin, 'GET', '/api/billing-providers')).json<
      Array<{ billing_provider_id: number }>
    >();
    providerId = provider?.billing_provider_id ?? 0;
    const [otherInvoice] = (await call(other, 'GET', '/api/invoices')).json<InvoiceSummary[]>();
    otherInvoiceId = otherInvoice?.invoice_id ?? 0;
    otherBranchId = otherInvoice?.ship_from_branch_id ?? 0;
  });
  afterAll(async () => t?.close());

  it('lists the demo invoices, filtered by status and invoice date', async () => {
    const all = (await call(admin, 'GET', '/api/invoices')).json<InvoiceSummary[]>();
    expect(new Set(all.map((invoice) => invoice.status))).toEqual(
      new Set(['draft', 'issued', 'void']),
    );
    expect(all.some((invoice) => invoice.customer_name?.includes('Other Paving'))).toBe(false);
    const issued = (await call(admin, 'GET', '/api/invoices?status=issued')).json<
      InvoiceSummary[]
    >();
    expect(issued.length).toBeGreaterThan(0);
    expect(issued.every((invoice) => invoice.invoice_number !== null)).toBe(true);
    const [first] = issued;
    const day = first?.invoice_date ?? '';
    const sameDay = (
      await call(admin, 'GET', `/api/invoices?date_from=${day}&date_to=${day}`)
    ).json<InvoiceSummary[]>();
    expect(sameDay.length).toBeGreaterThan(0);
    expect(sameDay.every((invoice) => invoice.invoice_date === day)).toBe(true);
    const reversed = await call(
      admin,
      'GET',
      '/api/invoices?date_from=2026-11-20&date_to=2026-11-01',
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.message).toBe(BILLING_MESSAGES.dateRange);
  });

  it('refuses a payload without the branch and the billing provider, and lines without units, type, price, branch or part', async () => {
    const response = await call(admin, 'POST', '/api/invoices', {
      ship_from_branch_id: null,
      billing_provider_id: null,
      line_items: [{ line_item_type_id: 22, number_of_units: 1, price_per_unit: 5 }, {}],
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details.issues).toEqual(
      expect.arrayContaining([
        { path: ['ship_from_branch_id'], message: BILLING_MESSAGES.branchRequired },
        { path: ['billing_provider_id'], message: BILLING_MESSAGES.providerRequired },
        { path: ['line_items', 0, 'branch_id'], message: BILLING_MESSAGES.lineBranch },
        { path: ['line_items', 0, 'part_id'], message: BILLING_MESSAGES.part },
        { path: ['line_items', 1, 'line_item_type_id'], message: BILLING_MESSAGES.lineType },
        { path: ['line_items', 1, 'number_of_units'], message: BILLING_MESSAGES.units },
        { path: ['line_items', 1, 'price_per_unit'], message: BILLING_MESSAGES.price },
      ]),
    );
    expect(error.message).toMatch(/^ship_from_branch_id: Choose the branch/);
    const withoutKeys = await call(admin, 'POST', '/api/invoices', { line_items: [] });
    expect(withoutKeys.statusCode).toBe(400);
    expect(withoutKeys.json().error.message).toBe(
      `ship_from_branch_id: ${BILLING_MESSAGES.branchRequired}; billing_provider_id: ${BILLING_MESSAGES.providerRequired}`,
    );
  });

  it("refuses another company's ids in a payload as unknown, writing nothing", async () => {
    const before = (await call(admin, 'GET', '/api/invoices')).json<InvoiceSummary[]>().length;
    const response = await call(admin, 'POST', '/api/invoices', {
      ...header(),
      line_items: [labourLine({ branch_id: otherBranchId })],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      `line_items.0.branch_id: ${BILLING_MESSAGES.unknownBranch(otherBranchId)}`,
    );
    expect(response.body).not.toContain('Denver');
    expect((await call(admin, 'GET', '/api/invoices')).json<InvoiceSummary[]>().length).toBe(
      before,
    );
  });

  it('prices part lines with the 30% markup, adds the 5% merchandise line, and totals exactly', async () => {
    const part = await call(admin, 'POST', '/api/parts', {
      part_number: 'T-100',
      description: 'Test gasket',
      standard_price: '10.01',
    });
    expect(part.statusCode, part.body).toBe(201);
    const { part_id: partId } = part.json<Part>();
    const invoice = await createDraft({
      ...header(),
      customer_name: 'Totals test',
      line_items: [
        {
          line_item_type_id: 22,
          number_of_units: 3,
          standard_price: '10.01',
          part_id: partId,
          branch_id: branchId,
        },
        {
          line_item_type_id: 26,
          number_of_units: 1,
          standard_price: '100',
          markup_percent: 10,
          part_id: partId,
          branch_id: branchId,
        },
        labourLine({ number_of_units: '1.255', price_per_unit: '0.10' }),
        {
          line_item_type_id: 1,
          number_of_units: 1,
          price_per_unit: '0.1',
          branch_id: branchId,
          taxable: true,
        },
      ],
    });
    expect(invoice).toMatchObject({ status: 'draft', invoice_number: null });
    expect(
      invoice.line_items.map((line) => [line.line_item_type_id, line.unit_price, line.amount]),
    ).toEqual([
      [22, '13.01', '39.03'], // 10.01 + 3.00 (30%, half up)
      [26, '110.00', '110.00'],
      [13, '0.10', '0.13'], // 1.26 units × 0.10
      [1, '0.10', '0.10'],
      [12, '7.46', '7.46'], // 5% of 149.16 = 7.458
    ]);
    const sum = sumDecimals(invoice.line_items.map((line) => toDecimal(line.amount)));
    expect(invoice.subtotal).toBe(formatDecimal(sum));
    expect(invoice).toMatchObject({ subtotal: '156.72', tax_total: '0.00', total: '156.72' });
  });

  it('refuses a damage part under the 10% markup floor', async () => {
    const [part] = (await call(admin, 'GET', '/api/parts')).json<Part[]>();
    const response = await call(admin, 'POST', '/api/invoices', {
      ...header(),
      line_items: [
        {
          line_item_type_id: 26,
          number_of_units: 1,
          standard_price: 5,
          markup_percent: '9.99',
          part_id: part?.part_id,
          branch_id: branchId,
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      `line_items.0.markup_percent: ${BILLING_MESSAGES.damageMarkup('10')}`,
    );
  });

  it('builds a draft from a rental: its charges from its rates over its billing cycles', async () => {
    const drafts = (await call(admin, 'GET', '/api/invoices')).json<InvoiceSummary[]>();
    const rentalId = drafts.find((invoice) => invoice.rental_id !== null)?.rental_id ?? 0;
    const response = await call(admin, 'POST', '/api/invoices/from-rental', {
      rental_id: rentalId,
    });
    expect(response.statusCode, response.body).toBe(201);
    const invoice = response.json<InvoiceDetail>();
    expect(invoice.rental_id).toBe(rentalId);
    expect(invoice.line_items.length).toBeGreaterThan(0);
    for (const line of invoice.line_items) {
      expect(line.line_item_type_id).toBe(1);
      expect(line.description).toMatch(
        /\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}: (4-week|weekly|daily) rate$/,
      );
      expect(line.amount).toBe(
        formatDecimal(toDecimal(line.number_of_units).times(line.unit_price)),
      );
    }
    const otherRental = await call(admin, 'POST', '/api/invoices/from-rental', {
      rental_id: 2_000_000,
    });
    expect(otherRental.statusCode).toBe(404);
  });

  it('builds a draft from a work order: its parts marked up, the merchandise line added', async () => {
    const orders = (await call(admin, 'GET', '/api/work-orders?limit=1')).json<{
      work_orders: Array<{ work_order_id: number }>;
    }>();
    const workOrderId = orders.work_orders[0]?.work_order_id ?? 0;
    const parts = (await call(admin, 'GET', '/api/parts')).json<Part[]>();
    const filter = parts.find((part) => part.part_number === 'OF-118');
    const response = await call(admin, 'POST', '/api/invoices/from-work-order', {
      work_order_id: workOrderId,
      parts: [
        { part_id: filter?.part_id, number_of_units: 2 },
        { part_id: filter?.part_id, number_of_units: 1, is_damage: true },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const invoice = response.json<InvoiceDetail>();
    expect(invoice.work_order_id).toBe(workOrderId);
    // 19.99 + 30% (6.00) = 25.99 a unit, damage parts too.
    expect(
      invoice.line_items.map((line) => [line.line_item_type_id, line.markup_percent, line.amount]),
    ).toEqual([
      [22, '30.00', '51.98'],
      [26, '30.00', '25.99'],
      [12, null, '3.90'], // 5% of 77.97 = 3.8985
    ]);
    const unknown = await call(admin, 'POST', '/api/invoices/from-work-order', {
      work_order_id: workOrderId,
      parts: [{ part_id: 2_000_000, number_of_units: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(
      `parts.0.part_id: ${BILLING_MESSAGES.unknownPart(2_000_000)}`,
    );
  });

  it('edits a draft, issues it with the next number, then refuses edits with a sentence', async () => {
    const draft = await createDraft({ ...header(), line_items: [labourLine()] });
    const edited = await call(admin, 'PUT', `/api/invoices/${draft.invoice_id}`, {
      ...header(),
      purchase_order_id: 'PO-9',
      line_items: [labourLine({ number_of_units: 3 })],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<InvoiceDetail>()).toMatchObject({
      purchase_order_id: 'PO-9',
      subtotal: '252.00',
    });
    const numbers = (await call(admin, 'GET', '/api/invoices'))
      .json<InvoiceSummary[]>()
      .map((invoice) => invoice.invoice_number ?? 0);
    const issued = await call(sales, 'POST', `/api/invoices/${draft.invoice_id}/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
    const number = issued.json<InvoiceDetail>().invoice_number;
    expect(number).toBe(Math.max(...numbers) + 1);
    const late = await call(admin, 'PUT', `/api/invoices/${draft.invoice_id}`, {
      ...header(),
      line_items: [],
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe(BILLING_MESSAGES.onlyDrafts(`Invoice ${number}`));
    const again = await call(admin, 'POST', `/api/invoices/${draft.invoice_id}/issue`);
    expect(again.statusCode).toBe(400);
  });

  it('gives invoices issued at once different numbers', async () => {
    const drafts = await Promise.all(
      [1, 2, 3].map(() => createDraft({ ...header(), line_items: [labourLine()] })),
    );
    const answers = await Promise.all(
      drafts.map((draft) => call(admin, 'POST', `/api/invoices/${draft.invoice_id}/issue`)),
    );
    const numbers = answers.map((answer) => answer.json<InvoiceDetail>().invoice_number);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(numbers).size).toBe(3);
  });

  it('refuses to issue an invoice without lines', async () => {
    const empty = await createDraft(header());
    const response = await call(admin, 'POST', `/api/invoices/${empty.invoice_id}/issue`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(BILLING_MESSAGES.issueWithoutLines);
  });

  it('voids with a reason, once', async () => {
    const draft = await createDraft({ ...header(), line_items: [labourLine()] });
    const blank = await call(admin, 'POST', `/api/invoices/${draft.invoice_id}/void`, {
      reason: ' ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(`reason: ${BILLING_MESSAGES.voidReason}`);
    const voided = await call(admin, 'POST', `/api/invoices/${draft.invoice_id}/void`, {
      reason: 'Duplicate',
    });
    expect(voided.json<InvoiceDetail>()).toMatchObject({
      status: 'void',
      void_reason: 'Duplicate',
    });
    const again = await call(admin, 'POST', `/api/invoices/${draft.invoice_id}/void`, {
      reason: 'Again',
    });
    expect(again.statusCode).toBe(400);
  });

  it('downloads an issued invoice as a PDF holding its number', async () => {
    const [issued] = (await call(admin, 'GET', '/api/invoices?status=issued')).json<
      InvoiceSummary[]
    >();
    const response = await call(user, 'GET', `/api/invoices/${issued?.invoice_id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `invoice-${issued?.invoice_number}.pdf`,
    );
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain(`Invoice ${issued?.invoice_number}`);
  });

  it('exports the list as CSV with formula cells made safe', async () => {
    await createDraft({
      ...header(),
      customer_name: '=HYPERLINK("http://x.test")',
      line_items: [],
    });
    const response = await call(admin, 'GET', '/api/invoices/export?status=draft');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const [head, ...rows] = response.body.split('\r\n');
    expect(head).toMatch(/^Invoice number,Status,Invoice date,Customer/);
    expect(rows.some((row) => row.includes(`"'=HYPERLINK(""http://x.test"")"`))).toBe(true);
    expect(rows.filter(Boolean).every((row) => row.split(',')[1] === 'draft')).toBe(true);
  });

  it('lets everyone read, and only admins, managers and sales write', async () => {
    expect((await call(user, 'GET', '/api/invoices')).statusCode).toBe(200);
    const refused = await call(user, 'POST', '/api/invoices', header());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(BILLING_MESSAGES.notAllowed);
    const part = await call(user, 'POST', '/api/parts', {
      part_number: 'X',
      description: 'Y',
      standard_price: 1,
    });
    expect(part.statusCode).toBe(403);
    const readOnlyWrite = await call(readOnly, 'POST', '/api/invoices', header());
    expect(readOnlyWrite.statusCode).toBe(403);
    expect(readOnlyWrite.json().error.code).toBe('READ_ONLY');
    expect((await createDraft(header(), sales)).status).toBe('draft');
  });

  it("answers 404 for another company's invoice, whatever the call", async () => {
    for (const [method, url, payload] of [
      ['GET', `/api/invoices/${otherInvoiceId}`, undefined],
      ['GET', `/api/invoices/${otherInvoiceId}/pdf`, undefined],
      ['PUT', `/api/invoices/${otherInvoiceId}`, header()],
      ['POST', `/api/invoices/${otherInvoiceId}/issue`, undefined],
      ['POST', `/api/invoices/${otherInvoiceId}/void`, { reason: 'x' }],
    ] as const) {
      const response = await call(admin, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('Other Paving');
    }
    const mine = await call(other, 'GET', `/api/invoices/${otherInvoiceId}`);
    expect(mine.json<InvoiceDetail>().status).toBe('draft');
  });

  it('refuses a part number the company has, in any case', async () => {
    const response = await call(admin, 'POST', '/api/parts', {
      part_number: 'hf-2210',
      description: 'Again',
      standard_price: '1.00',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(BILLING_MESSAGES.partNumberTaken('hf-2210'));
  });
});
