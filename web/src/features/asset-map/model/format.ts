import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { type AssetTypeKey } from '@fleet/domain';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat); // `Do`: 1st, 2nd, 3rd

/** spec 1 §9's default date format, with the time of day. */
export const DATE_TIME_FORMAT = 'MMM Do, YYYY h:mm A';
export { EMPTY_VALUE } from '@fleet/domain';

/** A UTC timestamp in the company's time zone; null when missing or unreadable. */
export function formatInTimeZone(
  iso: string | null,
  timeZone: string,
  format: string = DATE_TIME_FORMAT,
): string | null {
  if (iso === null || iso.trim() === '') return null;
  const moment = dayjs(iso);
  if (!moment.isValid()) return null;
  try {
    return moment.tz(timeZone).format(format);
  } catch {
    // An unknown zone name: the browser's own zone still tells the right moment.
    return moment.format(format);
  }
}

/** 'small tool' → 'Small Tool'. */
export function assetTypeLabel(key: AssetTypeKey): string {
  return key.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** "Ram 2500"; only what is known, null when neither is. */
export function makeModelText(asset: {
  make: { name: string } | null;
  model: string | null;
}): string | null {
  const text = [asset.make?.name, asset.model]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return text === '' ? null : text;
}

const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;

/** "205° SW"; null without a heading. */
export function formatHeading(degrees: number | null): string | null {
  if (degrees === null || !Number.isFinite(degrees)) return null;
  const wrapped = ((degrees % 360) + 360) % 360;
  const point = COMPASS[Math.round(wrapped / 45) % COMPASS.length] ?? 'N';
  return `${Math.round(wrapped)}° ${point}`;
}

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const tenths = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export function formatMiles(miles: number | null): string | null {
  return miles === null || !Number.isFinite(miles) ? null : `${whole.format(miles)} mi`;
}

export function formatEngineHours(hours: number | null): string | null {
  return hours === null || !Number.isFinite(hours) ? null : `${tenths.format(hours)} h`;
}

export function formatSpeed(mph: number | null): string | null {
  return mph === null || !Number.isFinite(mph) ? null : `${whole.format(mph)} mph`;
}

export function formatPercent(percent: number | null): string | null {
  return percent === null || !Number.isFinite(percent) ? null : `${Math.round(percent)}%`;
}
