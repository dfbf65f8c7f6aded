import type { DemoKind } from './catalogue';

type Readings = Record<string, number | boolean>;

/** Aerial lifts run on batteries and report platform and charge facts (spec 1 §3 status). */
const AERIAL_CLASSES = new Set(['Scissor Lift', 'Boom Lift']);

/**
 * The readings a parked demo tracker last sent, with the attribute names OBD/CAN trackers use
 * (server/src/devices/status/tracker-attributes.ts), so the card's Status tab shows real rows:
 * battery voltage and a cool engine for trucks (their fuel is drawn with the position); DPF regeneration due on a few diesels;
 * charge and a stowed platform for lifts. Engines are off, so no rpm.
 */
export function parkedReadings(kind: DemoKind, random: () => number): Readings {
  const readings: Readings = { power: round(12.2 + random() * 0.6, 1) };
  if (kind.drives) {
    readings.coolantTemp = 8 + Math.round(random() * 14);
    if (kind.className !== 'Pickup Truck') readings.defLevel = 15 + Math.round(random() * 85);
  }
  if (AERIAL_CLASSES.has(kind.className)) {
    readings.soc = 35 + Math.round(random() * 65);
    readings.platformStowed = true;
    readings.chargerPlugged = random() < 0.3;
    readings.overload = false;
  } else if (kind.assetKind === 'equipment' && random() < 0.08) {
    // A few diesel machines come back from a job with the particulate filter needing a burn.
    readings.regen = random() < 0.3 ? 3 : 1;
  }
  return readings;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
