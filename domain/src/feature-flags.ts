/**
 * Feature flags the spec names (spec 1 §2, §6; spec 2 §6). All default off (spec 2 §6).
 * Stored per company with per-user overrides; the resolved set is read by the client at start.
 */
export const FEATURE_FLAGS = {
  setup: 'Setup: the configuration dashboard for admins and managers',
  'dashboard-disable': 'Hide the Fleet Dashboard',
  'beta-rentals': 'Rentals (new)',
  'orders-rentals': 'Orders and rentals app (replaces Rentals (new))',
  'beta-rentals-route-sync':
    'Rentals (new) keeps its path and query string in the address bar (docs/FRAMES.md)',
  quotes: 'Quotes',
  'unified-resource-management': 'Assets (new): unified resource management',
  'batch-off-rent': 'Batch off-rent',
  'batch-off-rent-ux': 'Batch off-rent UX changes',
  'safety-events': 'Camera safety events tab',
  'company-operator-ui': 'Company operator UI (driver panel shows the current operator)',
  'product-information': 'Add asset goes straight to the single-asset form (product information)',
  'resource-map': 'Add asset goes straight to the single-asset form (resource map)',
  'rental-details-tab-deprecation': 'Rental overview opens the new rentals app',
  'moving-asset-reverse-geocoding': 'Reverse geocode moving assets',
  'asset-archive': 'Asset archive',
  'asset-edit-company': 'Edit-only company: every user who writes may edit assets (spec 1 §6)',
  'bulk-asset-ingress': 'Bulk asset import',
  'map-v2': 'Map v2 and filters',
  'own-company-work-order-access-disable': 'Show work order ids as plain text',
} as const;

export type FeatureFlagName = keyof typeof FEATURE_FLAGS;
export const FEATURE_FLAG_NAMES = Object.keys(FEATURE_FLAGS) as FeatureFlagName[];

export type FeatureFlagSet = Record<FeatureFlagName, boolean>;

export function isFeatureFlagName(name: string): name is FeatureFlagName {
  return Object.hasOwn(FEATURE_FLAGS, name);
}

/** Company value, then the user's override where one is set; unknown flags are off. */
export function resolveFeatureFlags(
  company: Partial<Record<FeatureFlagName, boolean>>,
  userOverrides: Partial<Record<FeatureFlagName, boolean>>,
): FeatureFlagSet {
  const resolved = {} as FeatureFlagSet;
  for (const name of FEATURE_FLAG_NAMES) {
    resolved[name] = userOverrides[name] ?? company[name] ?? false;
  }
  return resolved;
}
