/** spec 1 §3 "Inventory item": trackerStatus.batteryStatus. */
export const BATTERY_LEVELS = ['GOOD', 'FAIR', 'LOW', 'UNKNOWN'] as const;
export type BatteryLevel = (typeof BATTERY_LEVELS)[number];

/** At or above this percent the tracker battery is GOOD. */
export const BATTERY_GOOD_MIN_PERCENT = 50;
/** At or above this percent (and below GOOD) it is FAIR; below it is LOW. */
export const BATTERY_FAIR_MIN_PERCENT = 20;

export function batteryLevel(percent: number | null): BatteryLevel {
  if (percent === null || Number.isNaN(percent)) return 'UNKNOWN';
  if (percent >= BATTERY_GOOD_MIN_PERCENT) return 'GOOD';
  if (percent >= BATTERY_FAIR_MIN_PERCENT) return 'FAIR';
  return 'LOW';
}

/** spec 1 §9: Good, Fair, Low; Unknown is not shown, so it has no label. */
export function batteryLevelLabel(level: BatteryLevel): 'Good' | 'Fair' | 'Low' | null {
  switch (level) {
    case 'GOOD':
      return 'Good';
    case 'FAIR':
      return 'Fair';
    case 'LOW':
      return 'Low';
    case 'UNKNOWN':
      return null;
  }
}
