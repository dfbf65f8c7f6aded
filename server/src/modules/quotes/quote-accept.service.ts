import {
  QUOTE_MESSAGES,
  QUOTE_TRANSITIONS,
  addDays,
  startOfDateInZone,
  type Quote,
  type QuoteAcceptBody,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { badRequest, conflict } from '../../platform/errors';
import { findCompany } from '../companies/companies.repo';
import { rentOnOneOrder, type OrderLine } from '../rentals/on-rent.service';
import * as repo from './quotes.repo';
import { getQuote, quoteFor } from './quotes.service';

const MINUTE_MS = 60_000;

/**
 * The assets the order rents: each asset line's own, and for each class line the asset chosen
 * for it at acceptance (one of the company's in service, of that class, not used twice).
 */
async function orderLines(
  deps: AppDeps,
  auth: AuthContext,
  quote: Quote,
  chosen: QuoteAcceptBody['line_assets'] = [],
): Promise<OrderLine[]> {
  const byLine = new Map(chosen.map((pick) => [pick.quote_line_id, pick.asset_id]));
  const picked = quote.lines.flatMap((line) => {
    const assetId = line.asset_id ?? byLine.get(line.quote_line_id);
    return assetId === undefined ? [] : [assetId];
  });
  const assets = new Map(
    (await repo.findQuotableAssets(deps.db, auth.companyId, picked)).map((a) => [a.assetId, a]),
  );
  const issues: Array<{ path: Array<string | number>; message: string }> = [];
  const lines: OrderLine[] = [];
  quote.lines.forEach((line, index) => {
    const className = line.equipment_class_name ?? 'the class';
    const assetId = line.asset_id ?? byLine.get(line.quote_line_id);
    const path = ['line_assets', index];
    if (assetId === undefined) {
      issues.push({ path, message: QUOTE_MESSAGES.classAssetMissing(className) });
      return;
    }
    const asset = assets.get(assetId);
    if (!asset) {
      issues.push({ path, message: QUOTE_MESSAGES.unknownAssets([assetId]) });
      return;
    }
    if (line.asset_id === null && asset.equipmentClassId !== line.equipment_class_id) {
      issues.push({ path, message: QUOTE_MESSAGES.classAssetWrong(className) });
      return;
    }
    lines.push({
      assetId,
      pricePerDay: line.price_per_day,
      pricePerWeek: line.price_per_week,
      pricePerMonth: line.price_per_month,
    });
  });
  if (new Set(lines.map((line) => line.assetId)).size !== lines.length) {
    issues.push({ path: ['line_assets'], message: QUOTE_MESSAGES.duplicateAsset });
  }
  if (issues.length > 0) throw badRequest(issues.map((i) => i.message).join(' '), { issues });
  return lines;
}

/**
 * Accepting a quote makes its rental order (docs/SETUP-QUOTES.md): one order with a rental per
 * asset, by the rentals module's own rules (rentOnOneOrder: contact, jobsite, dates, each asset
 * free and rentable), from the first day's start (or now, when that has passed) to the end of
 * the last day in the company's time zone. The quote turns accepted and links to the order in
 * the same transaction, so a refusal leaves the quote and the rentals as they were.
 */
export async function acceptQuote(
  deps: AppDeps,
  auth: AuthContext,
  quoteId: number,
  body: QuoteAcceptBody,
): Promise<Quote> {
  const quote = await quoteFor(deps, auth, quoteId, 'accept');
  const lines = await orderLines(deps, auth, quote, body.line_assets);
  const timezone = (await findCompany(deps.db, auth.companyId))?.timezone ?? 'UTC';
  const now = deps.now?.() ?? Date.now();
  const firstDay = startOfDateInZone(quote.start_date, timezone);
  const start = new Date(Math.max(firstDay, now));
  const end = new Date(startOfDateInZone(addDays(quote.end_date, 1), timezone) - MINUTE_MS);
  await rentOnOneOrder(
    deps,
    auth,
    {
      userId: body.user_id,
      start,
      end,
      locationId: body.location_id,
      jobId: body.job_id ?? null,
      lines,
    },
    async (tx, made) => {
      const moved = await repo.updateQuoteStatus(tx, auth.companyId, quoteId, {
        status: 'accepted',
        from: QUOTE_TRANSITIONS.accept,
        orderId: made.orderId,
      });
      if (!moved) throw conflict(QUOTE_MESSAGES.cannot('accepted', 'changed'));
    },
  );
  return getQuote(deps, auth, quoteId);
}
