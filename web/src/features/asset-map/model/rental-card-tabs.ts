/** spec 1 §2: the rental card's tabs, each a path under /assets/all/rentals/{id}/. */
export const RENTAL_CARD_TABS = [
  { id: 'overview', label: 'Overview', path: 'overview' },
  { id: 'access', label: 'Access log', path: 'access/log' },
  { id: 'status', label: 'Status', path: 'status' },
  { id: 'service', label: 'Service', path: 'service' },
  { id: 'work-orders', label: 'Work orders', path: 'service/work-orders' },
] as const;
export type RentalCardTab = (typeof RENTAL_CARD_TABS)[number]['id'];

/**
 * The tab a rental card path chooses: the longest tab path the rest of the path starts with;
 * the bare card path (a marker click) is the overview.
 */
export function rentalCardTab(pathname: string): RentalCardTab {
  const match = /\/rentals\/\d{1,10}\/(.*)$/.exec(pathname);
  const rest = match?.[1]?.replace(/\/+$/, '') ?? '';
  const found = [...RENTAL_CARD_TABS]
    .sort((a, b) => b.path.length - a.path.length)
    .find((tab) => rest === tab.path || rest.startsWith(`${tab.path}/`));
  return found?.id ?? 'overview';
}

/** The path of a tab of the card the pathname shows (geofence prefix kept). */
export function rentalCardTabPath(pathname: string, tab: RentalCardTab): string {
  const base = /^(.*\/rentals\/\d{1,10})/.exec(pathname)?.[1] ?? pathname;
  const path = RENTAL_CARD_TABS.find((t) => t.id === tab)?.path ?? 'overview';
  return `${base}/${path}`;
}
