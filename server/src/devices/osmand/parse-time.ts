import { checkFixTime } from '../fix-guard';
import { reasons } from './parse-errors';
import { refuse, type Parsed } from './parse-result';
import { parseDecimal } from './parse-values';

export { EARLIEST_FIX_TIME } from '../fix-guard';

/**
 * Below this a number is seconds, at or above it milliseconds. 1e11 seconds is the year 5138 and
 * 1e11 milliseconds is 1973, so every plausible time lands on one side; the window check then
 * refuses whatever is left.
 */
const MILLISECONDS_FROM = 1e11;

/**
 * yyyy-MM-dd, then 'T' or a space, then HH:mm[:ss[.fraction]], then an optional zone.
 * A zone of ' hh:mm' is a '+hh:mm' that arrived unencoded in a URL and was decoded to a space.
 */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?| \d{2}:?\d{2})?$/i;

/**
 * A fix time in epoch milliseconds from what the tracker sent: Unix seconds, Unix milliseconds,
 * ISO-8601, or yyyy-MM-dd HH:mm:ss. A date-time without a zone is UTC (OsmAnd trackers send UTC;
 * `Date.parse` would read it in the server's own zone). Refuses times outside
 * [2000-01-01, receivedAt + 1 day].
 */
export function parseOsmandTime(raw: string | number, receivedAt: number): Parsed<number> {
  const time = typeof raw === 'number' ? fromNumber(raw) : fromText(raw.trim());
  if (time === undefined) return refuse(reasons.unrecognisedTimestamp(raw));
  return checkFixTime(time, raw, receivedAt);
}

function fromNumber(value: number): number | undefined {
  if (!Number.isFinite(value)) return undefined;
  return Math.round(Math.abs(value) >= MILLISECONDS_FROM ? value : value * 1000);
}

function fromText(text: string): number | undefined {
  const numeric = parseDecimal(text);
  if (numeric !== undefined) return fromNumber(numeric);
  const match = DATE_TIME.exec(text);
  return match ? fromDateTime(match) : undefined;
}

function fromDateTime(match: RegExpExecArray): number | undefined {
  const [, year = '', month = '', day = '', hour = '', minute = ''] = match;
  const [second = '0', fraction = '', zone = ''] = match.slice(6);
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number);
  if (y === undefined || mo === undefined || d === undefined) return undefined;
  if (h === undefined || mi === undefined || s === undefined) return undefined;
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return undefined;
  // Date.UTC rolls 31 February into March: a day that moved was not a real date.
  if (new Date(Date.UTC(y, mo - 1, d)).getUTCDate() !== d) return undefined;
  // Milliseconds precision; finer digits are cut, not rounded, so no second can roll over.
  const milliseconds = Number(fraction.padEnd(3, '0').slice(0, 3));
  const offset = zoneOffsetMs(zone);
  if (offset === undefined) return undefined;
  return Date.UTC(y, mo - 1, d, h, mi, s, milliseconds) - offset;
}

/** '' and 'Z' are UTC; '+02:00', '-0530', '+02' and the space-mangled ' 02:00' are offsets. */
function zoneOffsetMs(zone: string): number | undefined {
  if (zone === '' || zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.replace(/[^\d]/g, '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2) || '0');
  if (hours > 18 || minutes > 59) return undefined;
  return sign * (hours * 60 + minutes) * 60 * 1000;
}
