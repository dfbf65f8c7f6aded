import { INTERNAL_COMPANY_ID } from '../classes/classes-messages';
import { INVOICE_CONSTANTS } from './constants';
import {
  LINE_ITEM_TYPES,
  MERCHANDISE_BASE_TYPE_IDS,
  isPartLineType,
  lineItemTypeLabel,
} from './line-types';
import {
  ZERO,
  formatDecimal,
  percentOf,
  round2,
  sumDecimals,
  toDecimal,
  type Decimal,
} from './money';

/** A line that passed spec 2 §5's checks: units, a type, a price, a branch (and a part). */
export interface CheckedLine {
  asset_id: number | null;
  branch_id: number;
  description: string;
  line_item_type_id: number;
  number_of_units: Decimal;
  price_per_unit: Decimal | null;
  standard_price: Decimal | null;
  /** The markup asked for; part lines priced from their standard price default to 30. */
  markup_percent: Decimal | null;
  taxable: boolean;
  part_id: number | null;
}

/** A line with its price worked out, money as two-decimal strings (the stored form). */
export interface PricedLine {
  position: number;
  asset_id: number | null;
  branch_id: number;
  description: string;
  line_item_type_id: number;
  number_of_units: string;
  price_per_unit: string | null;
  standard_price: string | null;
  markup_percent: string | null;
  unit_price: string;
  taxable: boolean;
  part_id: number | null;
  amount: string;
  is_computed: boolean;
}

export interface InvoiceTotals {
  subtotal: string;
  /** The lines marked taxable; no company tax rate exists yet, so no tax is added (BILLING.md). */
  taxable_subtotal: string;
  tax_total: string;
  total: string;
}

export interface PricingContext {
  companyId: number;
  /** The merchandise line is billed from the invoice's own branch. */
  shipFromBranchId: number;
}

/**
 * spec 2 §9: the markup a part-type line priced from its standard price carries. The internal
 * company has none; others get the asked-for percent or 30. (The damage part's 10% floor is a
 * refusal in the builder, so a person sees it rather than a silent change.)
 */
export function effectiveMarkup(line: CheckedLine, companyId: number): Decimal | null {
  if (!isPartLineType(line.line_item_type_id) || line.price_per_unit !== null) return null;
  if (companyId === INTERNAL_COMPANY_ID) return ZERO;
  return line.markup_percent ?? toDecimal(INVOICE_CONSTANTS.defaultPartMarkupPercent);
}

/** One unit's price: the price per unit as given, else the standard price plus its markup. */
export function unitPrice(
  pricePerUnit: Decimal | null,
  standardPrice: Decimal | null,
  markupPercent: Decimal | null,
): Decimal {
  if (pricePerUnit !== null) return round2(pricePerUnit);
  const standard = round2(standardPrice ?? ZERO);
  return markupPercent === null
    ? standard
    : round2(standard.plus(percentOf(standard, markupPercent)));
}

const text = (value: Decimal | null): string | null =>
  value === null ? null : formatDecimal(value);

function priceLine(line: CheckedLine, position: number, companyId: number): PricedLine {
  const units = round2(line.number_of_units);
  const perUnit = line.price_per_unit === null ? null : round2(line.price_per_unit);
  const standard = line.standard_price === null ? null : round2(line.standard_price);
  const markup = effectiveMarkup({ ...line, price_per_unit: perUnit }, companyId);
  const unit = unitPrice(perUnit, standard, markup);
  return {
    position,
    asset_id: line.asset_id,
    branch_id: line.branch_id,
    description: line.description || lineItemTypeLabel(line.line_item_type_id),
    line_item_type_id: line.line_item_type_id,
    number_of_units: formatDecimal(units),
    price_per_unit: text(perUnit),
    standard_price: text(standard),
    markup_percent: text(markup),
    unit_price: formatDecimal(unit),
    taxable: line.taxable,
    part_id: line.part_id,
    amount: formatDecimal(round2(units.times(unit))),
    is_computed: false,
  };
}

/** spec 2 §9: 5% of the amounts of the part, labour and damage part lines, half-up to cents. */
export function merchandiseAmount(lines: readonly PricedLine[]): Decimal {
  const base = sumDecimals(
    lines
      .filter((line) => MERCHANDISE_BASE_TYPE_IDS.includes(line.line_item_type_id))
      .map((line) => toDecimal(line.amount)),
  );
  return percentOf(base, INVOICE_CONSTANTS.merchandisePercent);
}

function merchandiseLine(amount: Decimal, position: number, branchId: number): PricedLine {
  const price = formatDecimal(amount);
  return {
    position,
    asset_id: null,
    branch_id: branchId,
    description: `Merchandise/supplies (${INVOICE_CONSTANTS.merchandisePercent}% of parts and labour)`,
    line_item_type_id: LINE_ITEM_TYPES.merchandise,
    number_of_units: '1.00',
    price_per_unit: price,
    standard_price: null,
    markup_percent: null,
    unit_price: price,
    taxable: false,
    part_id: null,
    amount: price,
    is_computed: true,
  };
}

/** The sums of the lines' rounded amounts: exact, so no order of adding can drift. */
export function invoiceTotals(lines: readonly PricedLine[]): InvoiceTotals {
  const subtotal = sumDecimals(lines.map((line) => toDecimal(line.amount)));
  const taxable = sumDecimals(
    lines.filter((line) => line.taxable).map((line) => toDecimal(line.amount)),
  );
  return {
    subtotal: formatDecimal(subtotal),
    taxable_subtotal: formatDecimal(taxable),
    tax_total: '0.00',
    total: formatDecimal(subtotal),
  };
}

/**
 * Prices checked lines (positions from 1), adds the merchandise/supplies line when parts or
 * labour are billed, and totals them. Pure: the editor shows the same figures the server stores.
 */
export function priceInvoice(
  lines: readonly CheckedLine[],
  context: PricingContext,
): { lines: PricedLine[]; totals: InvoiceTotals } {
  const priced = lines.map((line, index) => priceLine(line, index + 1, context.companyId));
  const merchandise = merchandiseAmount(priced);
  const all = merchandise.eq(0)
    ? priced
    : [...priced, merchandiseLine(merchandise, priced.length + 1, context.shipFromBranchId)];
  return { lines: all, totals: invoiceTotals(all) };
}
