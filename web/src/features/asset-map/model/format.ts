import { type AssetTypeKey } from '@fleet/domain';

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
