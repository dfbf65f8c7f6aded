import { type AttributeVariant } from './attribute-variant';

/** spec 1 §3 "Brake statuses": each reading is ok 1, warn 2 or bad 3. */
export const BRAKE_STATUS = { ok: 1, warn: 2, bad: 3 } as const;
/** 0 means no brake reading was reported. */
export type BrakeLevel = 0 | 1 | 2 | 3;

function isBrakeReading(value: number): value is 1 | 2 | 3 {
  return value === BRAKE_STATUS.ok || value === BRAKE_STATUS.warn || value === BRAKE_STATUS.bad;
}

/**
 * The worst reading wins (spec 1 §3). Codes outside 1–3 are ignored rather than guessed at, so
 * an unknown code can neither raise nor hide an alarm.
 */
export function worstBrakeStatus(statuses: Record<string, number> | null): BrakeLevel {
  let worst: BrakeLevel = 0;
  for (const value of Object.values(statuses ?? {})) {
    if (isBrakeReading(value) && value > worst) worst = value;
  }
  return worst;
}

/** spec 1 §3 brakeStatus attribute: 0 default, 1 success, 2 warning, 3 danger. */
export const BRAKE_VARIANTS: Record<BrakeLevel, AttributeVariant> = {
  0: 'default',
  1: 'success',
  2: 'warning',
  3: 'danger',
};

export function brakeVariant(level: BrakeLevel): AttributeVariant {
  return BRAKE_VARIANTS[level];
}
