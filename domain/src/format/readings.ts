/**
 * A tracker's readings in the words the card shows them (spec 1 §2 card panels). Each takes a
 * reading that may be missing and answers null then, so a panel can leave the row out.
 */
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const tenths = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

const finite = (value: number | null): value is number => value !== null && Number.isFinite(value);

const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;

/** "205° SW"; null without a heading. */
export function formatHeading(degrees: number | null): string | null {
  if (!finite(degrees)) return null;
  const wrapped = ((degrees % 360) + 360) % 360;
  const point = COMPASS[Math.round(wrapped / 45) % COMPASS.length] ?? 'N';
  return `${Math.round(wrapped)}° ${point}`;
}

export function formatMiles(miles: number | null): string | null {
  return finite(miles) ? `${whole.format(miles)} mi` : null;
}

export function formatEngineHours(hours: number | null): string | null {
  return finite(hours) ? `${tenths.format(hours)} h` : null;
}

export function formatSpeed(mph: number | null): string | null {
  return finite(mph) ? `${whole.format(mph)} mph` : null;
}

export function formatPercent(percent: number | null): string | null {
  return finite(percent) ? `${Math.round(percent)}%` : null;
}

/** The user's temperature preference (spec 1 §3 User: i18n_temperature). */
export type TemperatureUnit = 'F' | 'C';

/** Trackers report temperatures in °C (the OBD-II and J1939 unit). */
export function formatTemperature(celsius: number | null, unit: TemperatureUnit): string | null {
  if (!finite(celsius)) return null;
  return unit === 'C'
    ? `${whole.format(celsius)} °C`
    : `${whole.format((celsius * 9) / 5 + 32)} °F`;
}

/** Trackers report oil pressure in kPa; the card shows psi as US service manuals do. */
export function formatPressureKpa(kpa: number | null): string | null {
  return finite(kpa) ? `${whole.format(kpa * 0.145038)} psi` : null;
}

export function formatVolts(volts: number | null): string | null {
  return finite(volts) ? `${tenths.format(volts)} V` : null;
}

export function formatWhole(value: number | null, suffix = ''): string | null {
  return finite(value) ? `${whole.format(value)}${suffix}` : null;
}

export function formatTenths(value: number | null, suffix = ''): string | null {
  return finite(value) ? `${tenths.format(value)}${suffix}` : null;
}
