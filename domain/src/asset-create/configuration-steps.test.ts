import { describe, expect, it } from 'vitest';
import { configurationSteps, type ConfigurationCounts } from './configuration-steps';

const NOTHING: ConfigurationCounts = {
  users: 1,
  assets: 0,
  trackers: 0,
  trackedAssets: 0,
  activeBranches: 0,
  hasDefaultBranch: false,
  geofences: 0,
  groups: 0,
};

describe('configuration steps (spec 2 §3, §4)', () => {
  it('starts a fresh company with what it cannot do yet marked unavailable', () => {
    expect(configurationSteps(NOTHING)).toEqual({
      createUser: 'INCOMPLETE',
      createAsset: 'INCOMPLETE',
      installTracker: 'UNAVAILABLE',
      assignHardware: 'INCOMPLETE',
      updateDefaultBranch: 'UNAVAILABLE',
      createGeofence: 'INCOMPLETE',
      createGroup: 'INCOMPLETE',
    });
  });

  it('completes each step from the company’s data', () => {
    const steps = configurationSteps({
      users: 3,
      assets: 5,
      trackers: 2,
      trackedAssets: 1,
      activeBranches: 1,
      hasDefaultBranch: true,
      geofences: 1,
      groups: 2,
    });
    expect(Object.values(steps).every((state) => state === 'COMPLETE')).toBe(true);
    expect(
      configurationSteps({ ...NOTHING, assets: 1, trackers: 1, activeBranches: 1 }),
    ).toMatchObject({ installTracker: 'INCOMPLETE', updateDefaultBranch: 'INCOMPLETE' });
  });
});
