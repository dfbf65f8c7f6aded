/**
 * Reading single values. Strict on purpose: `Number()` would take '', '0x1A' and 'Infinity',
 * none of which a tracker means as a reading.
 */

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A plain decimal ('12', '-92.3273', '.5', '1e-7'); anything else is undefined. */
export function parseDecimal(raw: string): number | undefined {
  const text = raw.trim();
  if (!DECIMAL.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** A JSON reading: a finite number, or a string holding one (some clients quote numbers). */
export function numberFrom(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return parseDecimal(value);
  return undefined;
}

/** true/false as trackers spell them; firmware varies in case and some send 1/0. */
export function parseFlag(raw: string): boolean | undefined {
  const text = raw.trim().toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return undefined;
}

/** A JSON flag: a boolean, or a string parseFlag understands. */
export function flagFrom(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return parseFlag(value);
  return undefined;
}

/** Integer part without a leading zero, so codes like '007' stay text. */
const CANONICAL_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * An unknown query key's value as the attribute keeps it: a number when it reads as one without
 * losing anything (long integers such as SIM ICCIDs stay text), 'true'/'false' as booleans,
 * otherwise the text as sent.
 */
export function attributeValue(raw: string): string | number | boolean {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (!CANONICAL_NUMBER.test(raw)) return raw;
  const value = Number(raw);
  if (!Number.isFinite(value)) return raw;
  const isInteger = !/[.eE]/.test(raw);
  if (isInteger && !Number.isSafeInteger(value)) return raw;
  return value;
}

/** Keys that would reach Object.prototype if assigned; no tracker sends them. */
export function isUnsafeKey(key: string): boolean {
  return key === '__proto__';
}
