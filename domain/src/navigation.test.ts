import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FEATURE_FLAG_NAMES, type FeatureFlagName } from './feature-flags';
import {
  NAV_ENTRIES,
  canOpenPath,
  navEntryForPath,
  visibleNavEntries,
  type AccessContext,
} from './navigation';
import { SECURITY_LEVEL_IDS } from './security-levels';
import { makeAccessContext } from './access-context.fixture';

const access = makeAccessContext;

const labels = (ctx: AccessContext): string[] => visibleNavEntries(ctx).map((e) => e.label);
const isVisible = (ctx: AccessContext, label: string): boolean => labels(ctx).includes(label);

const ADMIN_OR_MANAGER = [1, 2] as const;
const OTHER_LEVELS = [3, 4, 5, 6, 7] as const;

describe('side navigation (spec 1 §2 table)', () => {
  it('has the spec’s sixteen entries, paths and order', () => {
    expect(NAV_ENTRIES.map((e) => [e.label, e.path])).toEqual([
      ['Setup', '/setup'],
      ['Dashboard', '/dashboard'],
      ['Map', '/assets/all'],
      ['Rentals', '/rentals'],
      ['Rentals (new)', '/beta-rentals'],
      ['Quotes', '/quotes'],
      ['Assets', '/assets'],
      ['Assets (new)', '/resources'],
      ['Inventory', '/inventory'],
      ['Service', '/service'],
      ['Alerts', '/alerts'],
      ['Billing', '/billing'],
      ['Geofences', '/geofences'],
      ['Camera', '/camera'],
      ['Company', '/company-admin'],
      ['Profile', '/profile'],
    ]);
  });

  it.each(ADMIN_OR_MANAGER)('level %i sees Assets, Alerts and Company by default', (level) => {
    expect(labels(access({ securityLevelId: level }))).toEqual([
      'Dashboard',
      'Map',
      'Assets',
      'Inventory',
      'Service',
      'Alerts',
      'Billing',
      'Geofences',
      'Company',
      'Profile',
    ]);
  });

  it.each(OTHER_LEVELS)('level %i sees only the entries open to everyone', (level) => {
    expect(labels(access({ securityLevelId: level }))).toEqual([
      'Dashboard',
      'Map',
      'Inventory',
      'Service',
      'Billing',
      'Geofences',
      'Profile',
    ]);
  });

  it('shows every entry to an admin of a company with everything switched on', () => {
    const ctx = access({
      securityLevelId: 1,
      canAccessCamera: true,
      company: { hasRentals: true, hasFleetCam: true },
      flags: {
        setup: true,
        'beta-rentals': true,
        quotes: true,
        'unified-resource-management': true,
      },
    });
    expect(labels(ctx)).toEqual(NAV_ENTRIES.map((e) => e.label));
  });

  describe('Setup: admin or manager, not read-only, setup flag on', () => {
    it.each(ADMIN_OR_MANAGER)('level %i with the flag sees it', (level) => {
      expect(isVisible(access({ securityLevelId: level, flags: { setup: true } }), 'Setup')).toBe(
        true,
      );
    });
    it.each(OTHER_LEVELS)('level %i never sees it, flag or not', (level) => {
      expect(isVisible(access({ securityLevelId: level, flags: { setup: true } }), 'Setup')).toBe(
        false,
      );
    });
    it('is hidden from a read-only manager and when the flag is off', () => {
      expect(
        isVisible(access({ securityLevelId: 2, readOnly: true, flags: { setup: true } }), 'Setup'),
      ).toBe(false);
      expect(isVisible(access({ securityLevelId: 1 }), 'Setup')).toBe(false);
    });
  });

  it('Dashboard: needs the white-label dashboard and the dashboard-disable flag off', () => {
    expect(isVisible(access(), 'Dashboard')).toBe(true);
    expect(isVisible(access({ flags: { 'dashboard-disable': true } }), 'Dashboard')).toBe(false);
    expect(isVisible(access({ company: { showDashboard: false } }), 'Dashboard')).toBe(false);
  });

  it('Rentals: only when the company has rentals', () => {
    expect(isVisible(access({ company: { hasRentals: true } }), 'Rentals')).toBe(true);
    expect(isVisible(access({ company: { hasRentals: false } }), 'Rentals')).toBe(false);
  });

  it('Rentals (new): beta-rentals on and orders-rentals off', () => {
    const show = (flags: Partial<Record<FeatureFlagName, boolean>>) =>
      isVisible(access({ flags }), 'Rentals (new)');
    expect(show({ 'beta-rentals': true })).toBe(true);
    expect(show({ 'beta-rentals': true, 'orders-rentals': true })).toBe(false);
    expect(show({ 'orders-rentals': true })).toBe(false);
    expect(show({})).toBe(false);
  });

  it('Quotes: only with the quotes flag', () => {
    expect(isVisible(access({ flags: { quotes: true } }), 'Quotes')).toBe(true);
    expect(isVisible(access(), 'Quotes')).toBe(false);
  });

  it('Assets (new): admin or manager with unified resource management', () => {
    const flags = { 'unified-resource-management': true };
    expect(isVisible(access({ securityLevelId: 1, flags }), 'Assets (new)')).toBe(true);
    expect(isVisible(access({ securityLevelId: 2, flags }), 'Assets (new)')).toBe(true);
    expect(isVisible(access({ securityLevelId: 1 }), 'Assets (new)')).toBe(false);
    for (const level of OTHER_LEVELS) {
      expect(isVisible(access({ securityLevelId: level, flags }), 'Assets (new)')).toBe(false);
    }
  });

  it('Billing: hidden for white-label application 5 only', () => {
    for (const whiteLabelApplicationId of [1, 2, 3, 4, 6]) {
      expect(isVisible(access({ company: { whiteLabelApplicationId } }), 'Billing')).toBe(true);
    }
    expect(isVisible(access({ company: { whiteLabelApplicationId: 5 } }), 'Billing')).toBe(false);
  });

  it('Camera: the company and the user both need camera access', () => {
    const camera = (hasFleetCam: boolean, canAccessCamera: boolean) =>
      isVisible(access({ canAccessCamera, company: { hasFleetCam } }), 'Camera');
    expect(camera(true, true)).toBe(true);
    expect(camera(true, false)).toBe(false);
    expect(camera(false, true)).toBe(false);
    expect(camera(false, false)).toBe(false);
  });

  it('Company: admin, manager, or a user with service work-order access', () => {
    for (const level of OTHER_LEVELS) {
      expect(isVisible(access({ securityLevelId: level }), 'Company')).toBe(false);
      expect(
        isVisible(access({ securityLevelId: level, hasServiceWorkOrderAccess: true }), 'Company'),
      ).toBe(true);
    }
  });
});

/** Any user of any company with any flags. */
const anyAccess: fc.Arbitrary<AccessContext> = fc
  .record({
    securityLevelId: fc.constantFrom(...SECURITY_LEVEL_IDS),
    readOnly: fc.boolean(),
    canAccessCamera: fc.boolean(),
    hasServiceWorkOrderAccess: fc.boolean(),
    hasRentals: fc.boolean(),
    hasFleetCam: fc.boolean(),
    whiteLabelApplicationId: fc.integer({ min: 1, max: 8 }),
    showDashboard: fc.boolean(),
    flags: fc.dictionary(fc.constantFrom(...FEATURE_FLAG_NAMES), fc.boolean()),
  })
  .map(({ hasRentals, hasFleetCam, whiteLabelApplicationId, showDashboard, flags, ...user }) =>
    access({
      ...user,
      company: { hasRentals, hasFleetCam, whiteLabelApplicationId, showDashboard },
      flags,
    }),
  );

describe('side navigation properties', () => {
  it('always shows Map, Inventory, Service, Geofences and Profile', () => {
    fc.assert(
      fc.property(anyAccess, (ctx) => {
        const shown = labels(ctx);
        for (const label of ['Map', 'Inventory', 'Service', 'Geofences', 'Profile']) {
          expect(shown).toContain(label);
        }
      }),
    );
  });

  it('read-only changes nothing but Setup', () => {
    fc.assert(
      fc.property(anyAccess, (ctx) => {
        const writable = labels({ ...ctx, readOnly: false }).filter((l) => l !== 'Setup');
        const readOnly = labels({ ...ctx, readOnly: true });
        expect(readOnly).toEqual(writable);
      }),
    );
  });

  it('a visible entry’s own path can be opened, a hidden one’s cannot', () => {
    fc.assert(
      fc.property(anyAccess, (ctx) => {
        const shown = new Set(labels(ctx));
        for (const entry of NAV_ENTRIES) {
          expect(canOpenPath(ctx, entry.path)).toBe(shown.has(entry.label));
          expect(canOpenPath(ctx, `${entry.path}/deeper/page`)).toBe(shown.has(entry.label));
        }
      }),
    );
  });
});

describe('canOpenPath', () => {
  const user = access({ securityLevelId: 5 });
  const admin = access({ securityLevelId: 1 });

  it('keeps the map open to everyone although it lives under /assets', () => {
    expect(navEntryForPath('/assets/all')?.label).toBe('Map');
    expect(navEntryForPath('/assets/all/42')?.label).toBe('Map');
    expect(canOpenPath(user, '/assets/all')).toBe(true);
    expect(canOpenPath(user, '/assets')).toBe(false);
    expect(canOpenPath(user, '/assets/create')).toBe(false);
    expect(canOpenPath(admin, '/assets/create')).toBe(true);
  });

  it('opens the single-asset form to whoever may add assets (docs/ASSET-CREATE.md)', () => {
    expect(canOpenPath(access({ securityLevelId: 6 }), '/assets/create')).toBe(true);
    expect(canOpenPath(access({ securityLevelId: 6 }), '/assets')).toBe(false);
    expect(canOpenPath(access({ securityLevelId: 1, readOnly: true }), '/assets/create')).toBe(
      false,
    );
    expect(
      canOpenPath(
        access({ securityLevelId: 5, flags: { 'asset-edit-company': true } }),
        '/assets/create',
      ),
    ).toBe(true);
  });

  it('guards sub-pages by their section', () => {
    expect(canOpenPath(user, '/alerts/activity')).toBe(false);
    expect(canOpenPath(admin, '/alerts/configure')).toBe(true);
    expect(canOpenPath(user, '/company-admin/users')).toBe(false);
    expect(
      canOpenPath(
        access({ securityLevelId: 6, hasServiceWorkOrderAccess: true }),
        '/company-admin',
      ),
    ).toBe(true);
    expect(canOpenPath(access({ company: { whiteLabelApplicationId: 5 } }), '/billing/x')).toBe(
      false,
    );
    expect(canOpenPath(admin, '/resources')).toBe(false);
    expect(canOpenPath(access({ securityLevelId: 2, flags: { setup: true } }), '/setup')).toBe(
      true,
    );
    expect(
      canOpenPath(access({ securityLevelId: 2, readOnly: true, flags: { setup: true } }), '/setup'),
    ).toBe(false);
  });

  it('matches whole path segments only, and leaves paths outside the table open', () => {
    expect(navEntryForPath('/alertsfoo')).toBeUndefined();
    expect(canOpenPath(user, '/alertsfoo')).toBe(true);
    expect(canOpenPath(user, '/access-control')).toBe(true);
    expect(canOpenPath(user, '/inventory/on-rent-form/3')).toBe(true);
  });
});
