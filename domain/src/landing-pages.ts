import { isAdminOrManager } from './security-levels';
import { canOpenPath, hasSetupAccess, isDashboardEnabled, type AccessContext } from './navigation';

/** Preferred landing page choices of the profile dropdown (spec 1 §6), in the spec's order. */
export const LANDING_PAGES = [
  { value: 'alerts-activity', label: 'Alerts > Activity', path: '/alerts/activity' },
  { value: 'alerts-configure', label: 'Alerts > Configure', path: '/alerts/configure' },
  { value: 'billing', label: 'Billing', path: '/billing' },
  { value: 'company-assets', label: 'Company > Assets', path: '/company-admin/assets' },
  { value: 'company-users', label: 'Company > Users', path: '/company-admin/users' },
  { value: 'dashboard', label: 'Fleet Dashboard', path: '/dashboard' },
  { value: 'geofences', label: 'Geofences', path: '/geofences' },
  { value: 'inventory', label: 'Inventory', path: '/inventory' },
  { value: 'map', label: 'Map', path: '/assets/all' },
  { value: 'rentals-dashboard', label: 'Rentals > Dashboard', path: '/rentals/dashboard' },
  { value: 'rentals-table', label: 'Rentals > Table', path: '/rentals/table' },
  { value: 'service-inspections', label: 'Service > Inspections', path: '/service/inspections' },
  { value: 'service-work-orders', label: 'Service > Work Orders', path: '/service/work-orders' },
  { value: 'setup', label: 'Setup', path: '/setup' },
] as const;

export type LandingPageValue = (typeof LANDING_PAGES)[number]['value'];
export const LANDING_PAGE_VALUES = LANDING_PAGES.map((page) => page.value) as [
  LandingPageValue,
  ...LandingPageValue[],
];
export const DEFAULT_LANDING_PAGE: LandingPageValue = 'map';
export const LANDING_PAGE_SAVED_MESSAGE = 'Preferred landing page successfully updated!';

const ADMIN_OR_MANAGER_PAGES = new Set<LandingPageValue>([
  'company-assets',
  'company-users',
  'service-inspections',
  'service-work-orders',
]);

/** The entries a user may choose: the spec's rules per entry (spec 1 §6). */
export function landingPageOptions(ctx: AccessContext): (typeof LANDING_PAGES)[number][] {
  return LANDING_PAGES.filter((page) => {
    // Beyond the spec's own rules, a page the navigation hides is no useful landing page.
    if (!canOpenPath(ctx, page.path)) return false;
    if (ADMIN_OR_MANAGER_PAGES.has(page.value)) return isAdminOrManager(ctx.securityLevelId);
    if (page.value === 'dashboard') return isDashboardEnabled(ctx);
    if (page.value === 'setup') return hasSetupAccess(ctx);
    return true;
  });
}

/**
 * Where '/' goes: the chosen page when the user may still open it; if none, /setup when
 * the setup check passes, else the map (spec 1 §6). A choice whose page the navigation now
 * hides (Alerts for a non-manager, Billing under white label 5, Rentals without rentals) falls
 * back too, rather than landing on the unauthorized page.
 */
export function landingPath(ctx: AccessContext, chosen: string | null | undefined): string {
  const option = landingPageOptions(ctx).find((page) => page.value === chosen);
  if (option && canOpenPath(ctx, option.path)) return option.path;
  return hasSetupAccess(ctx) ? '/setup' : '/assets/all';
}
