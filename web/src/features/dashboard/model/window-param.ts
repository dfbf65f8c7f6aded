import { DASHBOARD_WINDOWS, type DashboardWindow } from '@fleet/domain';

/** Each windowed tile keeps its choice in the URL (`?utilization=30`), so a reload keeps it. */
export const WINDOW_PARAMS = { utilization: 'utilization', idle: 'idle' } as const;
export type WindowParam = (typeof WINDOW_PARAMS)[keyof typeof WINDOW_PARAMS];

export const DEFAULT_WINDOW: DashboardWindow = 7;

/** The window a parameter names; anything else (missing, hand-edited) is the default. */
export function readWindow(text: string | null): DashboardWindow {
  return DASHBOARD_WINDOWS.find((days) => String(days) === text) ?? DEFAULT_WINDOW;
}

/** The parameters with the window set; the default stays out of the URL. */
export function withWindow(
  params: URLSearchParams,
  name: WindowParam,
  days: DashboardWindow,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (days === DEFAULT_WINDOW) next.delete(name);
  else next.set(name, String(days));
  return next;
}

/** The SegmentedControl's choices: "7 days", "30 days". */
export const WINDOW_CHOICES = DASHBOARD_WINDOWS.map((days) => ({
  value: String(days),
  label: `${days} days`,
}));
