export type RegenLevel = 'alert' | 'warning' | 'ok';

/** Above this DPF regeneration state is an alert (spec 1 §9). */
export const REGEN_ALERT_ABOVE = 2;
/** Above this (and not an alert) is a warning. */
export const REGEN_WARNING_ABOVE = 0;

/** Null when the tracker reports no regen state, so nothing is shown. */
export function regenLevel(state: number | null): RegenLevel | null {
  if (state === null || Number.isNaN(state)) return null;
  if (state > REGEN_ALERT_ABOVE) return 'alert';
  if (state > REGEN_WARNING_ABOVE) return 'warning';
  return 'ok';
}
