/**
 * spec 2 §3 "Configuration steps" and §4's states: how far a company has set Fleet up. Fleet's
 * reading of each step (the spec names them only), from the company's own data:
 * - createUser: someone besides the first user (two or more active users);
 * - createAsset: an asset in service;
 * - installTracker: an asset in service with a tracker; UNAVAILABLE until the company has both
 *   an asset and a tracker to put on it;
 * - assignHardware: a tracker registered to the company (hardware assigned to its account);
 * - updateDefaultBranch: the user chose a default branch; UNAVAILABLE without an active branch;
 * - createGeofence: an active geofence; createGroup: a group.
 */
export const CONFIGURATION_STEP_STATES = ['COMPLETE', 'INCOMPLETE', 'UNAVAILABLE'] as const;
export type ConfigurationStepState = (typeof CONFIGURATION_STEP_STATES)[number];

export const CONFIGURATION_STEPS = [
  'createUser',
  'createAsset',
  'installTracker',
  'assignHardware',
  'updateDefaultBranch',
  'createGeofence',
  'createGroup',
] as const;
export type ConfigurationStep = (typeof CONFIGURATION_STEPS)[number];

export interface ConfigurationCounts {
  users: number;
  assets: number;
  trackers: number;
  trackedAssets: number;
  activeBranches: number;
  hasDefaultBranch: boolean;
  geofences: number;
  groups: number;
}

const done = (isDone: boolean): ConfigurationStepState => (isDone ? 'COMPLETE' : 'INCOMPLETE');

export function configurationSteps(
  facts: ConfigurationCounts,
): Record<ConfigurationStep, ConfigurationStepState> {
  return {
    createUser: done(facts.users >= 2),
    createAsset: done(facts.assets > 0),
    installTracker:
      facts.trackedAssets > 0
        ? 'COMPLETE'
        : facts.assets === 0 || facts.trackers === 0
          ? 'UNAVAILABLE'
          : 'INCOMPLETE',
    assignHardware: done(facts.trackers > 0),
    updateDefaultBranch: facts.activeBranches === 0 ? 'UNAVAILABLE' : done(facts.hasDefaultBranch),
    createGeofence: done(facts.geofences > 0),
    createGroup: done(facts.groups > 0),
  };
}
