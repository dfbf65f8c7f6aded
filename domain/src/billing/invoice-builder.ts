import { INTERNAL_COMPANY_ID } from '../classes/classes-messages';
import { BILLING_MESSAGES } from './billing-messages';
import { INVOICE_CONSTANTS } from './constants';
import { MAX_INVOICE_LINES, type InvoiceDraftBody, type InvoiceLineInput } from './invoice.schema';
import {
  priceInvoice,
  type CheckedLine,
  type InvoiceTotals,
  type PricedLine,
} from './invoice-pricing';
import { ENTERED_LINE_ITEM_TYPE_IDS, LINE_ITEM_TYPES, isPartLineType } from './line-types';
import { fitsMoneyColumn, readDecimal, toDecimal, type Decimal, type DecimalInput } from './money';

export interface BuildIssue {
  path: (string | number)[];
  message: string;
}

/** spec 2 §3 invoice payload, as built: the company is the caller's, every line priced. */
export interface InvoicePayload {
  company_id: number;
  invoice_date: string | null;
  ship_from_branch_id: number;
  ship_to_location_id: number | null;
  salesperson_user_id: number | null;
  purchase_order_id: string | null;
  public_note: string | null;
  ordered_by_user_id: number | null;
  billing_provider_id: number;
  customer_name: string | null;
  line_items: PricedLine[];
  totals: InvoiceTotals;
}

export type BuildResult =
  { ok: true; payload: InvoicePayload } | { ok: false; issues: BuildIssue[] };

const MAX_MARKUP = '1000';

/** A decimal that is present; undefined when missing, null when it is not a number at all. */
function readField(value: DecimalInput | null | undefined): Decimal | null | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return readDecimal(typeof value === 'string' ? value.trim() : value);
}

type LineCheck = { line?: CheckedLine; issues: BuildIssue[] };

/** spec 2 §5: one line's units, type, price, branch and part, and §9's markup floor. */
function checkLine(input: InvoiceLineInput, index: number, companyId: number): LineCheck {
  const issues: BuildIssue[] = [];
  const at = (field: string, message: string) =>
    issues.push({ path: ['line_items', index, field], message });
  const typeId = input.line_item_type_id;
  if (typeId === null || typeId === undefined) at('line_item_type_id', BILLING_MESSAGES.lineType);
  else if (typeId === LINE_ITEM_TYPES.merchandise)
    at('line_item_type_id', BILLING_MESSAGES.merchandiseTyped);
  else if (!(ENTERED_LINE_ITEM_TYPE_IDS as readonly number[]).includes(typeId))
    at('line_item_type_id', BILLING_MESSAGES.lineTypeUnknown);

  const units = readField(input.number_of_units);
  if (units === undefined) at('number_of_units', BILLING_MESSAGES.units);
  else if (units === null) at('number_of_units', BILLING_MESSAGES.notANumber);
  else if (!units.round(2).gt(0)) at('number_of_units', BILLING_MESSAGES.unitsPositive);
  else if (!fitsMoneyColumn(units)) at('number_of_units', BILLING_MESSAGES.tooLarge);

  const perUnit = readField(input.price_per_unit);
  const standard = readField(input.standard_price);
  for (const [field, price] of [
    ['price_per_unit', perUnit],
    ['standard_price', standard],
  ] as const) {
    if (price === null) at(field, BILLING_MESSAGES.notANumber);
    else if (price?.lt(0)) at(field, BILLING_MESSAGES.priceNegative);
    else if (price && !fitsMoneyColumn(price)) at(field, BILLING_MESSAGES.tooLarge);
  }
  if (perUnit === undefined && standard === undefined) at('price_per_unit', BILLING_MESSAGES.price);

  if (input.branch_id === null || input.branch_id === undefined)
    at('branch_id', BILLING_MESSAGES.lineBranch);
  const isPart = typeId !== null && typeId !== undefined && isPartLineType(typeId);
  if (isPart && (input.part_id === null || input.part_id === undefined))
    at('part_id', BILLING_MESSAGES.part);

  const markup = readField(input.markup_percent);
  if (markup === null || (markup && (markup.lt(0) || markup.gt(MAX_MARKUP))))
    at('markup_percent', BILLING_MESSAGES.markupRange);
  else if (
    markup &&
    typeId === LINE_ITEM_TYPES.damagePart &&
    companyId !== INTERNAL_COMPANY_ID &&
    perUnit === undefined &&
    markup.lt(INVOICE_CONSTANTS.minDamagePartMarkupPercent)
  )
    at(
      'markup_percent',
      BILLING_MESSAGES.damageMarkup(INVOICE_CONSTANTS.minDamagePartMarkupPercent),
    );

  if (issues.length > 0 || typeId === null || typeId === undefined || !units) return { issues };
  return {
    issues,
    line: {
      asset_id: input.asset_id ?? null,
      branch_id: input.branch_id ?? 0,
      description: input.description?.trim() ?? '',
      line_item_type_id: typeId,
      number_of_units: units,
      price_per_unit: perUnit ?? null,
      standard_price: standard ?? null,
      markup_percent: markup ?? null,
      taxable: input.taxable ?? false,
      part_id: isPart ? (input.part_id ?? null) : null,
    },
  };
}

/**
 * spec 2 §5 "Invoice building": the payload is built only when the company, the ship-from
 * branch and the billing provider are given and every line passes; otherwise the issues say
 * what is missing, each under its field's path. Units and prices are rounded to 2 decimals,
 * part lines marked up (§9), and the merchandise/supplies line added.
 */
export function buildInvoicePayload(
  body: InvoiceDraftBody,
  companyId: number | null | undefined,
): BuildResult {
  const issues: BuildIssue[] = [];
  if (!companyId) issues.push({ path: ['company_id'], message: BILLING_MESSAGES.companyRequired });
  if (!body.ship_from_branch_id)
    issues.push({ path: ['ship_from_branch_id'], message: BILLING_MESSAGES.branchRequired });
  if (!body.billing_provider_id)
    issues.push({ path: ['billing_provider_id'], message: BILLING_MESSAGES.providerRequired });
  if ((body.line_items ?? []).length > MAX_INVOICE_LINES)
    issues.push({
      path: ['line_items'],
      message: BILLING_MESSAGES.tooManyLines(MAX_INVOICE_LINES),
    });
  const checked = (body.line_items ?? []).map((line, index) =>
    checkLine(line, index, companyId ?? 0),
  );
  for (const check of checked) issues.push(...check.issues);
  if (issues.length > 0 || !companyId || !body.ship_from_branch_id || !body.billing_provider_id) {
    return { ok: false, issues };
  }
  const lines = checked.flatMap((check) => (check.line ? [check.line] : []));
  const { lines: priced, totals } = priceInvoice(lines, {
    companyId,
    shipFromBranchId: body.ship_from_branch_id,
  });
  const tooLarge = priced.findIndex((line) => !fitsMoneyColumn(toDecimal(line.amount)));
  if (tooLarge >= 0 || !fitsMoneyColumn(toDecimal(totals.total))) {
    const path =
      tooLarge >= 0 && tooLarge < lines.length
        ? ['line_items', tooLarge, 'number_of_units']
        : ['line_items'];
    return { ok: false, issues: [{ path, message: BILLING_MESSAGES.tooLarge }] };
  }
  return {
    ok: true,
    payload: {
      company_id: companyId,
      invoice_date: body.invoice_date ?? null,
      ship_from_branch_id: body.ship_from_branch_id,
      ship_to_location_id: body.ship_to_location_id ?? null,
      salesperson_user_id: body.salesperson_user_id ?? null,
      purchase_order_id: body.purchase_order_id?.trim() || null,
      public_note: body.public_note?.trim() || null,
      ordered_by_user_id: body.ordered_by_user_id ?? null,
      billing_provider_id: body.billing_provider_id,
      customer_name: body.customer_name?.trim() || null,
      line_items: priced,
      totals,
    },
  };
}
