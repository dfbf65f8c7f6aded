import { isAdminOrManager } from './security-levels';
import type { FeatureFlagSet } from './feature-flags';
import { canCreateAsset } from './asset-create/asset-create-access';

/** What the side navigation and route guards need to know about the signed-in user (spec 1 §2). */
export interface AccessContext {
  securityLevelId: number;
  readOnly: boolean;
  canAccessCamera: boolean;
  hasServiceWorkOrderAccess: boolean;
  company: {
    hasRentals: boolean;
    hasFleetCam: boolean;
    whiteLabelApplicationId: number;
    showDashboard: boolean;
  };
  flags: FeatureFlagSet;
}

export interface NavEntry {
  label: string;
  path: string;
  isVisible: (ctx: AccessContext) => boolean;
}

/** White-label application 5 has no billing (spec 1 §2). */
const WHITE_LABEL_WITHOUT_BILLING = 5;

/** Setup access: admin or manager, not read-only, setup flag on (spec 1 §2, §6). */
export function hasSetupAccess(ctx: AccessContext): boolean {
  return isAdminOrManager(ctx.securityLevelId) && !ctx.readOnly && ctx.flags.setup;
}

/** What the dashboard rule reads; the server asks it with the company row and the flags. */
export interface DashboardAccessFacts {
  company: Pick<AccessContext['company'], 'showDashboard'>;
  flags: Pick<FeatureFlagSet, 'dashboard-disable'>;
}

export function isDashboardEnabled(ctx: DashboardAccessFacts): boolean {
  return ctx.company.showDashboard && !ctx.flags['dashboard-disable'];
}

export function hasCompanyAdminAccess(ctx: AccessContext): boolean {
  return isAdminOrManager(ctx.securityLevelId) || ctx.hasServiceWorkOrderAccess;
}

const always = (): boolean => true;
const adminOrManager = (ctx: AccessContext): boolean => isAdminOrManager(ctx.securityLevelId);

/** The side navigation, in the spec's order, with its visibility rules (spec 1 §2 table). */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { label: 'Setup', path: '/setup', isVisible: hasSetupAccess },
  { label: 'Dashboard', path: '/dashboard', isVisible: isDashboardEnabled },
  { label: 'Map', path: '/assets/all', isVisible: always },
  { label: 'Rentals', path: '/rentals', isVisible: (ctx) => ctx.company.hasRentals },
  {
    label: 'Rentals (new)',
    path: '/beta-rentals',
    isVisible: (ctx) => ctx.flags['beta-rentals'] && !ctx.flags['orders-rentals'],
  },
  { label: 'Quotes', path: '/quotes', isVisible: (ctx) => ctx.flags.quotes },
  { label: 'Assets', path: '/assets', isVisible: adminOrManager },
  {
    label: 'Assets (new)',
    path: '/resources',
    isVisible: (ctx) => adminOrManager(ctx) && ctx.flags['unified-resource-management'],
  },
  { label: 'Inventory', path: '/inventory', isVisible: always },
  { label: 'Service', path: '/service', isVisible: always },
  { label: 'Alerts', path: '/alerts', isVisible: adminOrManager },
  {
    label: 'Billing',
    path: '/billing',
    isVisible: (ctx) => ctx.company.whiteLabelApplicationId !== WHITE_LABEL_WITHOUT_BILLING,
  },
  { label: 'Geofences', path: '/geofences', isVisible: always },
  {
    label: 'Camera',
    path: '/camera',
    isVisible: (ctx) => ctx.company.hasFleetCam && ctx.canAccessCamera,
  },
  { label: 'Company', path: '/company-admin', isVisible: hasCompanyAdminAccess },
  { label: 'Profile', path: '/profile', isVisible: always },
];

export function visibleNavEntries(ctx: AccessContext): NavEntry[] {
  return NAV_ENTRIES.filter((entry) => entry.isVisible(ctx));
}

/** The navigation entry a path belongs to (longest matching prefix), if any. */
export function navEntryForPath(path: string): NavEntry | undefined {
  let best: NavEntry | undefined;
  for (const entry of NAV_ENTRIES) {
    const matches = path === entry.path || path.startsWith(`${entry.path}/`);
    if (matches && (!best || entry.path.length > best.path.length)) best = entry;
  }
  return best;
}

/** Whoever may add assets (operations too), not only those who see the Assets area. */
export const canOpenAssetCreate = (ctx: AccessContext): boolean =>
  canCreateAsset({
    securityLevelId: ctx.securityLevelId,
    readOnly: ctx.readOnly,
    isEditOnlyCompany: ctx.flags['asset-edit-company'],
  });

/** Pages with a rule of their own instead of their area's. */
const PAGE_RULES: ReadonlyArray<{ path: string; canOpen: (ctx: AccessContext) => boolean }> = [
  { path: '/assets/create', canOpen: canOpenAssetCreate },
];

/**
 * A path may be opened when the navigation entry that owns it is visible to the user, or, for
 * a page with a rule of its own, when that rule allows it.
 */
export function canOpenPath(ctx: AccessContext, path: string): boolean {
  const page = PAGE_RULES.find((rule) => path === rule.path);
  if (page) return page.canOpen(ctx);
  const entry = navEntryForPath(path);
  return entry ? entry.isVisible(ctx) : true;
}
