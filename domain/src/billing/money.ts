import Big from 'big.js';
import { MAX_MONEY } from './constants';

/**
 * Money and quantities as exact decimals (big.js), never binary floating point: 0.1 + 0.2 is
 * 0.3 here. Values travel as strings ("12.50"); numbers sent by a client are read through their
 * shortest decimal form, so 12.345 is twelve dollars and 34.5 cents, as typed.
 */
export type Decimal = Big;
export type DecimalInput = string | number;

/** A plain decimal: optional sign, digits, optional fraction (no exponent, no spaces). */
export const DECIMAL_TEXT = /^-?\d{1,15}(\.\d{1,10})?$/;

export function isDecimalText(value: string): boolean {
  return DECIMAL_TEXT.test(value);
}

/** The exact decimal of a number or a decimal string; throws for anything else. */
export function toDecimal(value: DecimalInput | Decimal): Decimal {
  if (value instanceof Big) return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return new Big(value);
  }
  if (!isDecimalText(value)) throw new Error(`Not a decimal: ${value}`);
  return new Big(value);
}

/** The exact decimal, or null for anything that is not one (never throws). */
export function readDecimal(value: unknown): Decimal | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  try {
    return toDecimal(value);
  } catch {
    return null;
  }
}

/** spec 2 §5/§9: rounded to 2 decimals, halves away from zero (1.005 → 1.01, −1.005 → −1.01). */
export function round2(value: Decimal): Decimal {
  return value.round(2, Big.roundHalfUp);
}

/** "12.50": two decimals always, as numeric(12,2) reads and a person expects. */
export function formatDecimal(value: Decimal): string {
  return round2(value).toFixed(2);
}

export const ZERO = new Big(0);

export function sumDecimals(values: Iterable<Decimal>): Decimal {
  let total = ZERO;
  for (const value of values) total = total.plus(value);
  return total;
}

/** `percent` of `base`, rounded to cents (the merchandise line, markups). */
export function percentOf(base: Decimal, percent: DecimalInput | Decimal): Decimal {
  return round2(base.times(toDecimal(percent)).div(100));
}

/** Fits numeric(12,2): at most ten digits before the point, either sign. */
export function fitsMoneyColumn(value: Decimal): boolean {
  return value.abs().lte(MAX_MONEY);
}

/** "$1,234.50" for pages, PDFs and toasts (the exact digits, grouped; never through a float). */
export function formatMoney(value: DecimalInput): string {
  const fixed = formatDecimal(toDecimal(value));
  const negative = fixed.startsWith('-');
  const [whole = '0', cents = '00'] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${grouped}.${cents}`;
}
