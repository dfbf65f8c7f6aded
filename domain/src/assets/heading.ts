/** spec 2 §9: headings are shown rounded down to 5 degrees. */
export const HEADING_STEP_DEGREES = 5;

/**
 * Any angle → a multiple of 5 in [0, 355]; negative and ≥ 360 angles are wrapped first, so
 * -1° is 355° and 360° is 0°. A missing or non-finite heading stays null.
 */
export function roundHeadingDown(degrees: number | null): number | null {
  if (degrees === null || !Number.isFinite(degrees)) return null;
  const wrapped = ((degrees % 360) + 360) % 360;
  const rounded = Math.floor(wrapped / HEADING_STEP_DEGREES) * HEADING_STEP_DEGREES;
  // Just below 360, floating-point division can round up to 360; that is still the last step.
  return Math.min(rounded, 360 - HEADING_STEP_DEGREES);
}
