import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FEATURE_FLAGS,
  FEATURE_FLAG_NAMES,
  isFeatureFlagName,
  resolveFeatureFlags,
  type FeatureFlagName,
} from './feature-flags';

const flagValues = fc.dictionary(fc.constantFrom(...FEATURE_FLAG_NAMES), fc.boolean());

describe('resolveFeatureFlags', () => {
  it('turns every known flag off when nothing is set', () => {
    const resolved = resolveFeatureFlags({}, {});
    expect(Object.keys(resolved).sort()).toEqual([...FEATURE_FLAG_NAMES].sort());
    expect(Object.values(resolved).every((value) => value === false)).toBe(true);
  });

  it('takes the company value, then the user’s override in either direction', () => {
    const resolved = resolveFeatureFlags(
      { setup: true, quotes: true, 'beta-rentals': false },
      { quotes: false, 'beta-rentals': true, 'map-v2': true },
    );
    expect(resolved.setup).toBe(true); // company on, no override
    expect(resolved.quotes).toBe(false); // company on, user off
    expect(resolved['beta-rentals']).toBe(true); // company off, user on
    expect(resolved['map-v2']).toBe(true); // company unset, user on
    expect(resolved['dashboard-disable']).toBe(false); // neither
  });

  it('ignores names that are not flags', () => {
    const company = { setup: true, 'not-a-flag': true } as Partial<
      Record<FeatureFlagName, boolean>
    >;
    const resolved = resolveFeatureFlags(company, {});
    expect(Object.hasOwn(resolved, 'not-a-flag')).toBe(false);
    expect(isFeatureFlagName('not-a-flag')).toBe(false);
    expect(isFeatureFlagName('toString')).toBe(false);
    expect(isFeatureFlagName('quotes')).toBe(true);
  });

  it('for any values: the override where set, else the company value, else off', () => {
    fc.assert(
      fc.property(flagValues, flagValues, (company, overrides) => {
        const resolved = resolveFeatureFlags(company, overrides);
        for (const name of FEATURE_FLAG_NAMES) {
          expect(resolved[name]).toBe(overrides[name] ?? company[name] ?? false);
        }
      }),
    );
  });

  it('describes every flag the navigation and landing pages read', () => {
    for (const name of [
      'setup',
      'dashboard-disable',
      'beta-rentals',
      'orders-rentals',
      'quotes',
      'unified-resource-management',
    ]) {
      expect(isFeatureFlagName(name)).toBe(true);
    }
    expect(Object.values(FEATURE_FLAGS).every((text) => text.length > 0)).toBe(true);
  });
});
