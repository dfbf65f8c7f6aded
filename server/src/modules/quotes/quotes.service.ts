import {
  QUOTE_MESSAGES,
  QUOTE_TRANSITIONS,
  canManageQuotes,
  type Quote,
  type QuoteBody,
  type QuoteStatus,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { companyToday } from '../companies/company-calendar';
import { myFlags } from '../flags/flags.service';
import { findLocation } from '../jobsites/jobsites.repo';
import * as repo from './quotes.repo';

/**
 * Quotes (docs/SETUP-QUOTES.md): behind the quotes flag (spec 1 §2); everyone of the company
 * with the flag reads them, admins, managers and sales prepare them. A draft is sent, then
 * accepted (it becomes a rental order: quote-accept.service.ts) or declined.
 */
export async function assertQuotesOn(deps: AppDeps, auth: AuthContext): Promise<void> {
  if (!(await myFlags(deps, auth)).quotes) throw forbidden(QUOTE_MESSAGES.flagOff);
}

export function assertMayManage(auth: AuthContext): void {
  if (!canManageQuotes(auth.securityLevelId, auth.readOnly)) {
    throw forbidden(QUOTE_MESSAGES.notAllowed);
  }
}

const money = (value: string | null): number | null => (value === null ? null : Number(value));

/** A draft or sent quote past its valid-until date shows as expired (nothing stores it). */
export function effectiveStatus(row: repo.QuoteRow, today: string): QuoteStatus {
  const status = row.status as QuoteStatus;
  const isOpen = status === 'draft' || status === 'sent';
  return isOpen && row.validUntil !== null && row.validUntil < today ? 'expired' : status;
}

function toDto(row: repo.QuoteRow, lines: repo.QuoteLineRow[], today: string): Quote {
  return {
    quote_id: row.quoteId,
    customer_name: row.customerName,
    customer_email: row.customerEmail,
    status: effectiveStatus(row, today),
    start_date: row.startDate,
    end_date: row.endDate,
    valid_until: row.validUntil,
    location_id: row.locationId,
    notes: row.notes,
    order_id: row.orderId,
    created_at: row.createdAt.toISOString(),
    lines: lines
      .filter((line) => line.quoteId === row.quoteId)
      .map((line) => ({
        quote_line_id: line.quoteLineId,
        asset_id: line.assetId,
        asset_name: line.assetName,
        equipment_class_id: line.equipmentClassId,
        equipment_class_name: line.equipmentClassName,
        price_per_day: money(line.pricePerDay),
        price_per_week: money(line.pricePerWeek),
        price_per_month: money(line.pricePerMonth),
      })),
  };
}

export async function listQuotes(deps: AppDeps, auth: AuthContext): Promise<Quote[]> {
  await assertQuotesOn(deps, auth);
  const rows = await repo.listQuotes(deps.db, auth.companyId);
  const lines = await repo.listQuoteLines(
    deps.db,
    auth.companyId,
    rows.map((row) => row.quoteId),
  );
  const today = await companyToday(deps, auth.companyId);
  return rows.map((row) => toDto(row, lines, today));
}

/** One quote; another company's answers like one that does not exist. */
export async function getQuote(deps: AppDeps, auth: AuthContext, quoteId: number): Promise<Quote> {
  const row = await repo.findQuote(deps.db, auth.companyId, quoteId);
  if (!row) throw notFound();
  await assertQuotesOn(deps, auth);
  const lines = await repo.listQuoteLines(deps.db, auth.companyId, [quoteId]);
  return toDto(row, lines, await companyToday(deps, auth.companyId));
}

/** Every asset and class and the jobsite must be the company's (assets in service). */
async function checkReferences(deps: AppDeps, auth: AuthContext, body: QuoteBody): Promise<void> {
  const assetIds = body.lines.flatMap((line) => (line.asset_id == null ? [] : [line.asset_id]));
  const classIds = [
    ...new Set(
      body.lines.flatMap((line) =>
        line.equipment_class_id == null ? [] : [line.equipment_class_id],
      ),
    ),
  ];
  const found = new Set(
    (await repo.findQuotableAssets(deps.db, auth.companyId, assetIds)).map((a) => a.assetId),
  );
  const knownClasses = new Set(await repo.findClassIds(deps.db, auth.companyId, classIds));
  const issues: Array<{ path: Array<string | number>; message: string }> = [];
  const missingAssets = assetIds.filter((assetId) => !found.has(assetId));
  if (missingAssets.length > 0) {
    issues.push({ path: ['lines'], message: QUOTE_MESSAGES.unknownAssets(missingAssets) });
  }
  const missingClasses = classIds.filter((classId) => !knownClasses.has(classId));
  if (missingClasses.length > 0) {
    issues.push({ path: ['lines'], message: QUOTE_MESSAGES.unknownClasses(missingClasses) });
  }
  if (
    body.location_id != null &&
    !(await findLocation(deps.db, auth.companyId, body.location_id))
  ) {
    issues.push({ path: ['location_id'], message: QUOTE_MESSAGES.unknownLocation });
  }
  if (issues.length > 0) throw badRequest(issues.map((i) => i.message).join(' '), { issues });
}

export async function createQuote(
  deps: AppDeps,
  auth: AuthContext,
  body: QuoteBody,
): Promise<Quote> {
  await assertQuotesOn(deps, auth);
  assertMayManage(auth);
  await checkReferences(deps, auth, body);
  const rate = (value: number | null | undefined) => (value == null ? null : value.toFixed(2));
  const quoteId = await deps.db.transaction((tx) =>
    repo.insertQuote(
      tx,
      {
        companyId: auth.companyId,
        customerName: body.customer_name,
        customerEmail: body.customer_email ?? null,
        startDate: body.start_date,
        endDate: body.end_date,
        validUntil: body.valid_until ?? null,
        locationId: body.location_id ?? null,
        notes: body.notes || null,
        createdBy: auth.userId,
      },
      body.lines.map((line) => ({
        assetId: line.asset_id ?? null,
        equipmentClassId: line.equipment_class_id ?? null,
        pricePerDay: rate(line.price_per_day),
        pricePerWeek: rate(line.price_per_week),
        pricePerMonth: rate(line.price_per_month),
      })),
    ),
  );
  return getQuote(deps, auth, quoteId);
}

/** The quote, if the action may happen to it now (409 naming its status otherwise). */
export async function quoteFor(
  deps: AppDeps,
  auth: AuthContext,
  quoteId: number,
  action: keyof typeof QUOTE_TRANSITIONS,
): Promise<Quote> {
  const quote = await getQuote(deps, auth, quoteId);
  assertMayManage(auth);
  const verb = { send: 'sent', decline: 'declined', accept: 'accepted' }[action];
  if (quote.status === 'expired' && action !== 'decline') {
    throw conflict(QUOTE_MESSAGES.expired(quote.valid_until ?? ''));
  }
  const allowed: readonly QuoteStatus[] =
    action === 'decline' ? [...QUOTE_TRANSITIONS.decline, 'expired'] : QUOTE_TRANSITIONS[action];
  if (!allowed.includes(quote.status)) throw conflict(QUOTE_MESSAGES.cannot(verb, quote.status));
  return quote;
}

/**
 * Moves the quote on, only from a status the action allows (checked again in the UPDATE, so
 * of two people acting at once only one moves it).
 */
async function moveQuote(
  deps: AppDeps,
  auth: AuthContext,
  quoteId: number,
  action: 'send' | 'decline',
  status: QuoteStatus,
): Promise<Quote> {
  const quote = await quoteFor(deps, auth, quoteId, action);
  const moved = await repo.updateQuoteStatus(deps.db, auth.companyId, quoteId, {
    status,
    from: QUOTE_TRANSITIONS[action],
  });
  if (!moved) throw conflict(QUOTE_MESSAGES.cannot(status, quote.status));
  return getQuote(deps, auth, quoteId);
}

export const sendQuote = (deps: AppDeps, auth: AuthContext, quoteId: number) =>
  moveQuote(deps, auth, quoteId, 'send', 'sent');

export const declineQuote = (deps: AppDeps, auth: AuthContext, quoteId: number) =>
  moveQuote(deps, auth, quoteId, 'decline', 'declined');
