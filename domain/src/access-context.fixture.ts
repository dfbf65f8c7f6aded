import { resolveFeatureFlags, type FeatureFlagName } from './feature-flags';
import type { AccessContext } from './navigation';

export type AccessOverrides = Partial<Omit<AccessContext, 'company' | 'flags'>> & {
  company?: Partial<AccessContext['company']>;
  flags?: Partial<Record<FeatureFlagName, boolean>>;
};

/** For tests: a plain user (level 5) of a plain company; each test turns one thing on from here. */
export function makeAccessContext(overrides: AccessOverrides = {}): AccessContext {
  const { company, flags, ...rest } = overrides;
  return {
    securityLevelId: 5,
    readOnly: false,
    canAccessCamera: false,
    hasServiceWorkOrderAccess: false,
    ...rest,
    company: {
      hasRentals: false,
      hasFleetCam: false,
      whiteLabelApplicationId: 1,
      showDashboard: true,
      ...company,
    },
    flags: resolveFeatureFlags(flags ?? {}, {}),
  };
}
