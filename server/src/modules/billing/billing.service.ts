import {
  BILLING_MESSAGES,
  INVOICE_CONSTANTS,
  type InvoiceDetail,
  type InvoiceDraftBody,
  type InvoiceListQuery,
  type InvoicePayload,
  type InvoiceSummary,
} from '@fleet/domain/billing';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/errors';
import { findCompany } from '../companies/companies.repo';
import { companyToday } from '../companies/company-calendar';
import * as repo from './billing.repo';
import { assertMayManageBilling, checkedPayload } from './invoice-checks';
import { invoiceLabel, toInvoiceDetail, toInvoiceSummary } from './invoice-dto';
import { invoicesCsv } from './invoice-csv';
import { invoicePdfFileName, renderInvoicePdf } from './invoice-pdf';

/**
 * Invoices (docs/BILLING.md): drafts built by spec 2 §5's rules, edited whole while drafts,
 * then issued (numbered, frozen) or void. Every write is one transaction.
 */

const now = (deps: AppDeps) => new Date(deps.now?.() ?? Date.now());

export async function listInvoices(
  deps: AppDeps,
  auth: AuthContext,
  query: InvoiceListQuery,
): Promise<InvoiceSummary[]> {
  if (query.date_from && query.date_to && query.date_from > query.date_to) {
    throw badRequest(BILLING_MESSAGES.dateRange);
  }
  return (await repo.listInvoices(deps.db, auth.companyId, query)).map(toInvoiceSummary);
}

export async function getInvoice(
  deps: AppDeps,
  auth: AuthContext,
  invoiceId: number,
): Promise<InvoiceDetail> {
  const row = await repo.findInvoice(deps.db, auth.companyId, invoiceId);
  if (!row) throw notFound();
  return toInvoiceDetail(row, await repo.listLines(deps.db, auth.companyId, invoiceId));
}

const headerOf = (payload: InvoicePayload) => ({
  shipFromBranchId: payload.ship_from_branch_id,
  shipToLocationId: payload.ship_to_location_id,
  salespersonUserId: payload.salesperson_user_id,
  orderedByUserId: payload.ordered_by_user_id,
  purchaseOrderId: payload.purchase_order_id,
  publicNote: payload.public_note,
  billingProviderId: payload.billing_provider_id,
  customerName: payload.customer_name,
  subtotal: payload.totals.subtotal,
  taxTotal: payload.totals.tax_total,
  total: payload.totals.total,
});

/** What a draft was built from, kept with it (a rental's charges, a work order's parts). */
export interface InvoiceSource {
  rentalId?: number;
  workOrderId?: number;
}

/** POST /api/invoices (and the drafts built from a rental or a work order): a new draft. */
export async function createInvoice(
  deps: AppDeps,
  auth: AuthContext,
  body: InvoiceDraftBody,
  source: InvoiceSource = {},
): Promise<InvoiceDetail> {
  assertMayManageBilling(auth);
  const payload = await checkedPayload(deps.db, auth, body);
  const invoiceDate = payload.invoice_date ?? (await companyToday(deps, auth.companyId));
  const invoiceId = await deps.db.transaction(async (tx) => {
    const id = await repo.insertInvoice(tx, {
      companyId: auth.companyId,
      status: 'draft',
      invoiceDate,
      ...headerOf(payload),
      rentalId: source.rentalId ?? null,
      workOrderId: source.workOrderId ?? null,
      createdBy: auth.userId,
    });
    await repo.replaceLines(tx, auth.companyId, id, payload.line_items);
    return id;
  });
  return getInvoice(deps, auth, invoiceId);
}

/** A draft's row locked in the transaction; another company's or a missing one is a 404. */
async function lockDraft(tx: AppDeps['db'], auth: AuthContext, invoiceId: number) {
  const row = await repo.lockInvoice(tx, auth.companyId, invoiceId);
  if (!row) throw notFound();
  if (row.status !== 'draft') throw badRequest(BILLING_MESSAGES.onlyDrafts(invoiceLabel(row)));
  return row;
}

/** PUT /api/invoices/{id}: the draft's header and lines become the body's (rebuilt by §5). */
export async function updateInvoice(
  deps: AppDeps,
  auth: AuthContext,
  invoiceId: number,
  body: InvoiceDraftBody,
): Promise<InvoiceDetail> {
  const current = await repo.findInvoice(deps.db, auth.companyId, invoiceId);
  if (!current) throw notFound();
  assertMayManageBilling(auth);
  if (current.invoice.status !== 'draft') {
    throw badRequest(BILLING_MESSAGES.onlyDrafts(invoiceLabel(current.invoice)));
  }
  const payload = await checkedPayload(deps.db, auth, body);
  await deps.db.transaction(async (tx) => {
    const row = await lockDraft(tx, auth, invoiceId);
    await repo.updateInvoice(tx, auth.companyId, invoiceId, {
      ...headerOf(payload),
      invoiceDate: payload.invoice_date ?? row.invoiceDate,
    });
    await repo.replaceLines(tx, auth.companyId, invoiceId, payload.line_items);
  });
  return getInvoice(deps, auth, invoiceId);
}

/**
 * POST /api/invoices/{id}/issue: the draft takes the company's next number (1001 first), under
 * a per-company lock, so two issuing at once get two numbers; its lines are frozen from then on.
 */
export async function issueInvoice(
  deps: AppDeps,
  auth: AuthContext,
  invoiceId: number,
): Promise<InvoiceDetail> {
  await getInvoice(deps, auth, invoiceId);
  assertMayManageBilling(auth);
  await deps.db.transaction(async (tx) => {
    await lockDraft(tx, auth, invoiceId);
    const lines = await repo.listLines(tx, auth.companyId, invoiceId);
    if (!lines.some((line) => !line.isComputed))
      throw badRequest(BILLING_MESSAGES.issueWithoutLines);
    const invoiceNumber = await repo.nextInvoiceNumber(
      tx,
      auth.companyId,
      INVOICE_CONSTANTS.firstInvoiceNumber,
    );
    await repo.updateInvoice(tx, auth.companyId, invoiceId, {
      status: 'issued',
      invoiceNumber,
      issuedAt: now(deps),
    });
  });
  return getInvoice(deps, auth, invoiceId);
}

/** POST /api/invoices/{id}/void: a draft or an issued invoice is void, with the reason why. */
export async function voidInvoice(
  deps: AppDeps,
  auth: AuthContext,
  invoiceId: number,
  reason: string,
): Promise<InvoiceDetail> {
  await getInvoice(deps, auth, invoiceId);
  assertMayManageBilling(auth);
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockInvoice(tx, auth.companyId, invoiceId);
    if (!row) throw notFound();
    if (row.status === 'void') throw badRequest(BILLING_MESSAGES.alreadyVoid(invoiceLabel(row)));
    await repo.updateInvoice(tx, auth.companyId, invoiceId, {
      status: 'void',
      voidedAt: now(deps),
      voidReason: reason,
    });
  });
  return getInvoice(deps, auth, invoiceId);
}

/** GET /api/invoices/{id}/pdf: the invoice as a PDF, whatever its status (drafts say so). */
export async function invoicePdf(
  deps: AppDeps,
  auth: AuthContext,
  invoiceId: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  const invoice = await getInvoice(deps, auth, invoiceId);
  const company = await findCompany(deps.db, auth.companyId);
  const pdf = await renderInvoicePdf(invoice, { companyName: company?.name ?? '' });
  return { fileName: invoicePdfFileName(invoice), pdf };
}

/** GET /api/invoices/export.csv: the filtered list as CSV. */
export async function exportInvoices(
  deps: AppDeps,
  auth: AuthContext,
  query: InvoiceListQuery,
): Promise<string> {
  return invoicesCsv(await listInvoices(deps, auth, query));
}
