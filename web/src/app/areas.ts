import { NAV_ENTRIES, type NavEntry } from '@fleet/domain';

/**
 * What each navigation area will hold, shown on its page until the area is built.
 * Web copy only: the entries, their paths and labels come from the domain.
 */
const AREA_DESCRIPTIONS: Record<string, string> = {
  '/setup': 'The configuration dashboard where admins and managers set the company up.',
  '/dashboard': 'Fleet-wide figures at a glance: utilization, status and recent activity.',
  '/assets/all': 'Every asset on a live map, with its status, location and details.',
  '/rentals': 'Rentals on a dashboard and in a table, with on-rent and off-rent actions.',
  '/beta-rentals': 'The new orders-and-rentals app.',
  '/quotes': 'Quotes prepared for customers.',
  '/assets': "The company's vehicles, equipment and trailers, with their trackers.",
  '/resources': 'Unified resource management for every asset.',
  '/inventory': 'Inventory by branch, category and class, and rental jobsites.',
  '/service': 'Service requests, inspections and work orders.',
  '/alerts': 'Alert activity and alert rules.',
  '/billing': 'Invoices and rental billing cycles.',
  '/geofences': 'Geofences drawn on the map and the assets inside them.',
  '/camera': 'Live and recorded camera feeds.',
  '/company-admin': 'Company settings, users, assets and integrations.',
};

export interface Area {
  entry: NavEntry;
  description: string;
}

/** Every navigation area with a page of its own; Profile has a real page already. */
export const AREAS: Area[] = NAV_ENTRIES.filter((entry) => entry.path !== '/profile').map(
  (entry) => ({
    entry,
    description: AREA_DESCRIPTIONS[entry.path] ?? `${entry.label} will be here.`,
  }),
);

/** Router path for an area: it owns everything below it (e.g. /alerts/activity). */
export function areaRoutePath(entry: NavEntry): string {
  return `${entry.path.slice(1)}/*`;
}
