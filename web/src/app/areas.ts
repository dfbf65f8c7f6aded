import { NAV_ENTRIES, type NavEntry } from '@fleet/domain';

export interface Area {
  entry: NavEntry;
  description: string;
}

/** Every navigation area with a page of its own; Profile has a real page already. */
export const AREAS: Area[] = NAV_ENTRIES.filter((entry) => entry.path !== '/profile').map(
  (entry) => ({
    entry,
    // The few areas still to be built say only that; a built one's page describes itself.
    description: `${entry.label} will be here.`,
  }),
);

/** Router path for an area: it owns everything below it (e.g. /alerts/activity). */
export function areaRoutePath(entry: NavEntry): string {
  return `${entry.path.slice(1)}/*`;
}
