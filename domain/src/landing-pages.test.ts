import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FEATURE_FLAG_NAMES } from './feature-flags';
import {
  LANDING_PAGES,
  LANDING_PAGE_SAVED_MESSAGE,
  landingPageOptions,
  landingPath,
} from './landing-pages';
import { canOpenPath, type AccessContext } from './navigation';
import { SECURITY_LEVEL_IDS } from './security-levels';
import { makeAccessContext, type AccessOverrides } from './access-context.fixture';

/** A plain user of a company with rentals (so the Rentals pages exist). */
function access(overrides: AccessOverrides = {}): AccessContext {
  return makeAccessContext({ ...overrides, company: { hasRentals: true, ...overrides.company } });
}

const optionLabels = (ctx: AccessContext): string[] =>
  landingPageOptions(ctx).map((page) => page.label);

const ADMIN_ONLY = [
  'Company > Assets',
  'Company > Users',
  'Service > Inspections',
  'Service > Work Orders',
];

describe('preferred landing page options (spec 1 §6)', () => {
  it('lists the spec’s fourteen choices in its order', () => {
    expect(LANDING_PAGES.map((page) => page.label)).toEqual([
      'Alerts > Activity',
      'Alerts > Configure',
      'Billing',
      'Company > Assets',
      'Company > Users',
      'Fleet Dashboard',
      'Geofences',
      'Inventory',
      'Map',
      'Rentals > Dashboard',
      'Rentals > Table',
      'Service > Inspections',
      'Service > Work Orders',
      'Setup',
    ]);
    expect(LANDING_PAGE_SAVED_MESSAGE).toBe('Preferred landing page successfully updated!');
  });

  it('offers an admin with setup access every choice', () => {
    const ctx = access({ securityLevelId: 1, flags: { setup: true } });
    expect(optionLabels(ctx)).toEqual(LANDING_PAGES.map((page) => page.label));
  });

  it.each([1, 2])('offers level %i the admin/manager-only choices', (level) => {
    const shown = optionLabels(access({ securityLevelId: level }));
    for (const label of ADMIN_ONLY) expect(shown).toContain(label);
  });

  it.each([3, 4, 5, 6, 7])('keeps the admin/manager-only choices from level %i', (level) => {
    const shown = optionLabels(access({ securityLevelId: level }));
    for (const label of ADMIN_ONLY) expect(shown).not.toContain(label);
    expect(shown).toEqual(
      LANDING_PAGES.map((page) => page.label).filter(
        // Alerts is an admin/manager area in the navigation, so its pages are not offered either.
        (label) => !ADMIN_ONLY.includes(label) && label !== 'Setup' && !label.startsWith('Alerts'),
      ),
    );
  });

  it('offers no page the navigation hides (white label 5 has no Billing; no rentals, no Rentals)', () => {
    const shown = optionLabels(
      access({ company: { whiteLabelApplicationId: 5, hasRentals: false } }),
    );
    expect(shown).not.toContain('Billing');
    expect(shown).not.toContain('Rentals > Dashboard');
    expect(shown).not.toContain('Rentals > Table');
    expect(shown).toContain('Map');
  });

  it('hides the Fleet Dashboard when the dashboard-disable flag is on', () => {
    expect(optionLabels(access())).toContain('Fleet Dashboard');
    expect(optionLabels(access({ flags: { 'dashboard-disable': true } }))).not.toContain(
      'Fleet Dashboard',
    );
    expect(optionLabels(access({ company: { showDashboard: false } }))).not.toContain(
      'Fleet Dashboard',
    );
  });

  it('offers Setup only when the setup check passes', () => {
    expect(optionLabels(access({ securityLevelId: 2, flags: { setup: true } }))).toContain('Setup');
    expect(optionLabels(access({ securityLevelId: 2 }))).not.toContain('Setup');
    expect(
      optionLabels(access({ securityLevelId: 2, readOnly: true, flags: { setup: true } })),
    ).not.toContain('Setup');
    expect(optionLabels(access({ securityLevelId: 5, flags: { setup: true } }))).not.toContain(
      'Setup',
    );
  });
});

describe("where '/' goes (spec 1 §6)", () => {
  const admin = access({ securityLevelId: 1 });
  const setupAdmin = access({ securityLevelId: 1, flags: { setup: true } });

  it('goes to the chosen page', () => {
    expect(landingPath(admin, 'inventory')).toBe('/inventory');
    expect(landingPath(admin, 'company-users')).toBe('/company-admin/users');
    expect(landingPath(admin, 'map')).toBe('/assets/all');
    expect(landingPath(setupAdmin, 'rentals-table')).toBe('/rentals/table');
    expect(landingPath(setupAdmin, 'setup')).toBe('/setup');
  });

  it('without a choice: /setup when the setup check passes, else the map', () => {
    expect(landingPath(setupAdmin, null)).toBe('/setup');
    expect(landingPath(setupAdmin, undefined)).toBe('/setup');
    expect(landingPath(admin, null)).toBe('/assets/all');
    expect(landingPath(access({ securityLevelId: 5, flags: { setup: true } }), null)).toBe(
      '/assets/all',
    );
  });

  it('falls back when the choice is no longer allowed or unknown', () => {
    const user = access({ securityLevelId: 5 });
    expect(landingPath(user, 'company-users')).toBe('/assets/all');
    expect(landingPath(admin, 'setup')).toBe('/assets/all');
    expect(landingPath(access({ flags: { 'dashboard-disable': true } }), 'dashboard')).toBe(
      '/assets/all',
    );
    expect(landingPath(setupAdmin, 'no-such-page')).toBe('/setup');
  });

  it('never lands on a page the navigation hides', () => {
    expect(landingPath(access({ securityLevelId: 5 }), 'alerts-activity')).toBe('/assets/all');
    expect(landingPath(access({ company: { whiteLabelApplicationId: 5 } }), 'billing')).toBe(
      '/assets/all',
    );
    expect(landingPath(access({ company: { hasRentals: false } }), 'rentals-dashboard')).toBe(
      '/assets/all',
    );
    expect(landingPath(access({ securityLevelId: 2 }), 'alerts-activity')).toBe('/alerts/activity');
  });

  it('always answers a path the user may open, for any user and choice', () => {
    const anyAccess = fc
      .record({
        securityLevelId: fc.constantFrom(...SECURITY_LEVEL_IDS),
        readOnly: fc.boolean(),
        hasServiceWorkOrderAccess: fc.boolean(),
        hasRentals: fc.boolean(),
        whiteLabelApplicationId: fc.constantFrom(1, 4, 5),
        showDashboard: fc.boolean(),
        flags: fc.dictionary(fc.constantFrom(...FEATURE_FLAG_NAMES), fc.boolean()),
      })
      .map(({ hasRentals, whiteLabelApplicationId, showDashboard, flags, ...user }) =>
        access({ ...user, company: { hasRentals, whiteLabelApplicationId, showDashboard }, flags }),
      );
    const anyChoice = fc.option(
      fc.oneof(fc.constantFrom(...LANDING_PAGES.map((page) => page.value)), fc.string()),
    );
    fc.assert(
      fc.property(anyAccess, anyChoice, (ctx, chosen) => {
        const path = landingPath(ctx, chosen);
        expect(canOpenPath(ctx, path)).toBe(true);
        const chosenPage = LANDING_PAGES.find((page) => page.value === chosen);
        if (path !== chosenPage?.path) expect(['/setup', '/assets/all']).toContain(path);
      }),
    );
  });
});
