/**
 * spec 1 §2 "Asset and rental routes": the card's tabs, each a path under the card's own path,
 * `/assets/all/asset/{id}/…` or `/assets/all/rentals/{id}/…` (or under `/geofences/{id}/`).
 * An asset card's overview is its bare path; a rental card's is `overview`.
 */
export const CARD_TABS = [
  { id: 'overview', label: 'Overview', path: 'overview' },
  { id: 'access', label: 'Access log', path: 'access/log' },
  { id: 'status', label: 'Status', path: 'status' },
  { id: 'service', label: 'Service', path: 'service' },
  { id: 'work-orders', label: 'Work orders', path: 'service/work-orders' },
] as const;
export type CardTab = (typeof CARD_TABS)[number]['id'];

const CARD_PATH = /^(.*\/(asset|rentals)\/\d{1,10})(?:\/(.*))?$/;

/**
 * The tab a card path chooses: the longest tab path the rest of the path starts with; the bare
 * card path (a marker click) is the overview.
 */
export function cardTab(pathname: string): CardTab {
  const rest = CARD_PATH.exec(pathname)?.[3]?.replace(/\/+$/, '') ?? '';
  const found = [...CARD_TABS]
    .sort((a, b) => b.path.length - a.path.length)
    .find((tab) => rest === tab.path || rest.startsWith(`${tab.path}/`));
  return found?.id ?? 'overview';
}

/** The path of a tab of the card the pathname shows (geofence prefix kept). */
export function cardTabPath(pathname: string, tab: CardTab): string {
  const match = CARD_PATH.exec(pathname);
  const base = match?.[1] ?? pathname;
  if (tab === 'overview' && match?.[2] === 'asset') return base;
  const path = CARD_TABS.find((t) => t.id === tab)?.path ?? 'overview';
  return `${base}/${path}`;
}

/**
 * spec 1 §2 `/assets/all/asset/{id}/edit` (with returnTo): the card shows the asset's edit form
 * instead of its tabs. Not a tab: it is reached from the card's Edit button and the lists.
 */
export function isCardEditPath(pathname: string): boolean {
  const match = CARD_PATH.exec(pathname);
  return match?.[2] === 'asset' && match[3]?.replace(/\/+$/, '') === 'edit';
}

/** The edit path of the asset card the pathname shows. */
export function cardEditPath(pathname: string): string {
  const base = CARD_PATH.exec(pathname)?.[1] ?? pathname;
  return `${base}/edit`;
}
