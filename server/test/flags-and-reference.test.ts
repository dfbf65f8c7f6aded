import type { SessionInfo } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_FLAG_NAMES, featureFlags } from '@fleet/domain';
import { seedDemoData } from '../src/demo/seed';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

interface Branch {
  id: number;
  name: string;
  active: boolean;
  is_public: boolean;
  is_third_party_msp: boolean;
}

describe.skipIf(isPostgresUnavailable())('branches', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let user: string;
  let otherAdmin: string;

  const list = async (query = '', token = admin): Promise<Branch[]> =>
    (await t.call(token, { method: 'GET', url: `/api/fleet/company/branches${query}` })).json();
  const byName = async (name: string): Promise<Branch> => {
    const found = (await list()).find((branch) => branch.name === name);
    if (!found) throw new Error(`no branch ${name}`);
    return found;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.deps.db);
    admin = await t.login('admin@demo.test');
    manager = await t.login('manager@demo.test');
    user = await t.login('user@demo.test');
    otherAdmin = await t.login('admin@other.test');
  });
  afterAll(async () => t?.close());

  it('lists the company’s branches by name, and filters third-party MSPs and public ones', async () => {
    expect((await list('', user)).map((branch) => branch.name)).toEqual([
      'Columbia',
      'Jefferson City',
      'Kansas City',
      'Mid-Missouri Telematics (MSP)',
      'St. Louis',
    ]);
    const msp = await list('?is_third_party_msp=true');
    expect(msp.map((branch) => branch.name)).toEqual(['Mid-Missouri Telematics (MSP)']);
    expect(msp[0]).toMatchObject({ is_third_party_msp: true, active: true });
    const notMsp = await list('?is_third_party_msp=false');
    expect(notMsp).toHaveLength(4);
    expect(notMsp.every((branch) => !branch.is_third_party_msp)).toBe(true);
    expect((await list('?public=true')).map((branch) => branch.name)).toEqual(['Columbia']);
  });

  it('refuses a filter value other than true or false', async () => {
    const response = await t.call(admin, {
      method: 'GET',
      url: '/api/fleet/company/branches?is_third_party_msp=yes',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/^is_third_party_msp: /);
  });

  it('lets an admin or a manager add a branch, with the defaults', async () => {
    const byAdmin = await t.call(admin, {
      method: 'POST',
      url: '/api/fleet/company/branches',
      payload: { name: ' Springfield ' },
    });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json()).toMatchObject({
      name: 'Springfield',
      active: true,
      is_public: false,
      is_third_party_msp: false,
    });
    const byManager = await t.call(manager, {
      method: 'POST',
      url: '/api/fleet/company/branches',
      payload: { name: 'Joplin MSP', is_third_party_msp: true, is_public: true },
    });
    expect(byManager.statusCode).toBe(201);
    expect(await byName('Joplin MSP')).toMatchObject({ is_third_party_msp: true, is_public: true });
    expect((await list('', otherAdmin)).map((branch) => branch.name)).toEqual(['Denver']);
  });

  it('refuses other levels and invalid branches, adding nothing', async () => {
    const before = await list();
    const cases: [string, Record<string, unknown>, number][] = [
      [user, { name: 'By user' }, 403],
      [admin, { name: '' }, 400],
      [admin, { name: 'Typed', active: 'yes' }, 400],
      [admin, { name: 'Stray', company_id: 2 }, 400],
    ];
    for (const [token, payload, status] of cases) {
      const response = await t.call(token, {
        method: 'POST',
        url: '/api/fleet/company/branches',
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
    }
    expect(await list()).toEqual(before);
  });

  it('changes only the fields a PATCH names', async () => {
    const msp = await byName('Mid-Missouri Telematics (MSP)');
    const renamed = await t.call(manager, {
      method: 'PATCH',
      url: `/api/fleet/company/branches/${msp.id}`,
      payload: { name: 'Mid-Missouri Telematics' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ ...msp, name: 'Mid-Missouri Telematics' });

    const columbia = await byName('Columbia');
    const closed = await t.call(admin, {
      method: 'PATCH',
      url: `/api/fleet/company/branches/${columbia.id}`,
      payload: { active: false },
    });
    expect(closed.json()).toEqual({ ...columbia, active: false });
    expect(await byName('Columbia')).toEqual({ ...columbia, active: false });

    const empty = await t.call(admin, {
      method: 'PATCH',
      url: `/api/fleet/company/branches/${columbia.id}`,
      payload: {},
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ ...columbia, active: false });
  });

  it('refuses other levels, other companies and unknown branches, changing nothing', async () => {
    const before = await list();
    const [first] = before;
    if (!first) throw new Error('no branches');
    const denver = (await list('', otherAdmin))[0];
    if (!denver) throw new Error('no Denver branch');
    const cases: [string, number, number][] = [
      [user, first.id, 403],
      [admin, denver.id, 404],
      [admin, 999_999, 404],
    ];
    for (const [token, branchId, status] of cases) {
      const response = await t.call(token, {
        method: 'PATCH',
        url: `/api/fleet/company/branches/${branchId}`,
        payload: { name: 'Renamed' },
      });
      expect(response.statusCode, String(branchId)).toBe(status);
    }
    expect(await list()).toEqual(before);
    expect((await list('', otherAdmin)).map((branch) => branch.name)).toEqual(['Denver']);
  });
});

describe.skipIf(isPostgresUnavailable())('states and markets', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.deps.db);
    admin = await t.login('admin@demo.test');
  });
  afterAll(async () => t?.close());

  it('lists the 50 states and DC, by name', async () => {
    const driver = await t.login('driver@demo.test');
    const response = await t.call(driver, { method: 'GET', url: '/api/states' });
    expect(response.statusCode).toBe(200);
    const states = response.json<{ state_id: number; abbreviation: string; name: string }[]>();
    expect(states).toHaveLength(51);
    expect(new Set(states.map((s) => s.abbreviation)).size).toBe(51);
    expect(new Set(states.map((s) => s.state_id)).size).toBe(51);
    expect(states.map((s) => s.abbreviation)).toEqual(expect.arrayContaining(['DC', 'MO', 'CO']));
    expect(states.find((s) => s.abbreviation === 'MO')?.name).toBe('Missouri');
    const names = states.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('lists the company’s own markets and lets an admin add one', async () => {
    const before = await t.call(admin, { method: 'GET', url: '/api/markets' });
    expect(before.json<{ name: string }[]>().map((m) => m.name)).toEqual([
      'Central Missouri',
      'Kansas City Metro',
      'St. Louis Metro',
    ]);
    const created = await t.call(admin, {
      method: 'POST',
      url: '/api/markets',
      payload: { name: ' Ozarks ' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ market_id: expect.any(Number), name: 'Ozarks' });
    const after = await t.call(admin, { method: 'GET', url: '/api/markets' });
    expect(after.json()).toContainEqual(created.json());
    const other = await t.login('admin@other.test');
    const theirs = await t.call(other, { method: 'GET', url: '/api/markets' });
    expect(theirs.json<{ name: string }[]>().map((m) => m.name)).toEqual(['Front Range']);
  });

  it('refuses a market from a non-admin or without a name, adding nothing', async () => {
    const before = (await t.call(admin, { method: 'GET', url: '/api/markets' })).json();
    const manager = await t.login('manager@demo.test');
    const byManager = await t.call(manager, {
      method: 'POST',
      url: '/api/markets',
      payload: { name: 'By manager' },
    });
    expect(byManager.statusCode).toBe(403);
    const unnamed = await t.call(admin, { method: 'POST', url: '/api/markets', payload: {} });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error.message).toMatch(/^name: /);
    expect((await t.call(admin, { method: 'GET', url: '/api/markets' })).json()).toEqual(before);
  });
});

describe.skipIf(isPostgresUnavailable())('feature flags', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let user: string;
  let other: string;
  let adminSession: SessionInfo;
  let userSession: SessionInfo;
  let managerSession: SessionInfo;
  let otherSession: SessionInfo;

  const flagsOf = async (token: string): Promise<Record<string, boolean>> => {
    const response = await t.call(token, { method: 'GET', url: '/api/feature-flags' });
    expect(response.statusCode).toBe(200);
    return featureFlags.parse(response.json()).flags;
  };
  const session = (token: string): Promise<SessionInfo> => t.session(token);

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.deps.db);
    admin = await t.login('admin@demo.test');
    manager = await t.login('manager@demo.test');
    user = await t.login('user@demo.test');
    other = await t.login('admin@other.test');
    adminSession = await session(admin);
    userSession = await session(user);
    managerSession = await session(manager);
    otherSession = await session(other);
  });
  afterAll(async () => t?.close());

  it('answers every known flag, with the company’s values', async () => {
    const flags = await flagsOf(user);
    expect(Object.keys(flags).sort()).toEqual([...FEATURE_FLAG_NAMES].sort());
    // Seeded on for Demo Construction Co.: setup, archiving (spec 2 §7) and the camera page's
    // safety events (docs/CAMERAS.md).
    expect(
      Object.entries(flags)
        .filter(([, on]) => on)
        .map(([name]) => name)
        .sort(),
    ).toEqual(['asset-archive', 'safety-events', 'setup']);
    expect((await flagsOf(other)).setup).toBe(false);
  });

  it('lets an admin turn a company flag on for everyone in the company only', async () => {
    const response = await t.call(admin, {
      method: 'PUT',
      url: `/api/companies/${adminSession.companyId}/feature-flags/quotes`,
      payload: { enabled: true },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await flagsOf(user)).quotes).toBe(true);
    expect((await flagsOf(manager)).quotes).toBe(true);
    expect((await flagsOf(other)).quotes).toBe(false);
  });

  it('resolves a user override over the company value, and DELETE removes it', async () => {
    const off = await t.call(admin, {
      method: 'PUT',
      url: `/api/users/${userSession.userId}/feature-flags/quotes`,
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(204);
    const on = await t.call(admin, {
      method: 'PUT',
      url: `/api/users/${managerSession.userId}/feature-flags/beta-rentals`,
      payload: { enabled: true },
    });
    expect(on.statusCode).toBe(204);

    expect(await flagsOf(user)).toMatchObject({ quotes: false, 'beta-rentals': false });
    expect(await flagsOf(manager)).toMatchObject({ quotes: true, 'beta-rentals': true });
    expect(await flagsOf(admin)).toMatchObject({ quotes: true, 'beta-rentals': false });

    const company = await t.call(admin, {
      method: 'GET',
      url: `/api/companies/${adminSession.companyId}/feature-flags`,
    });
    expect(company.statusCode).toBe(200);
    expect(company.json().flags).toMatchObject({
      quotes: true,
      setup: true,
      'beta-rentals': false,
    });
    expect(company.json().user_overrides).toEqual(
      expect.arrayContaining([
        { user_id: userSession.userId, flag: 'quotes', enabled: false },
        { user_id: managerSession.userId, flag: 'beta-rentals', enabled: true },
      ]),
    );
    expect(company.json().user_overrides).toHaveLength(2);

    const removed = await t.call(admin, {
      method: 'DELETE',
      url: `/api/users/${userSession.userId}/feature-flags/quotes`,
    });
    expect(removed.statusCode).toBe(204);
    expect((await flagsOf(user)).quotes).toBe(true);
  });

  it('keeps flag administration to admins of the company', async () => {
    const before = await flagsOf(user);
    const cases: [string, 'GET' | 'PUT' | 'DELETE', string, number][] = [
      [manager, 'GET', `/api/companies/${adminSession.companyId}/feature-flags`, 403],
      [manager, 'PUT', `/api/companies/${adminSession.companyId}/feature-flags/map-v2`, 403],
      [manager, 'PUT', `/api/users/${userSession.userId}/feature-flags/map-v2`, 403],
      [manager, 'DELETE', `/api/users/${managerSession.userId}/feature-flags/beta-rentals`, 403],
      [admin, 'GET', `/api/companies/${otherSession.companyId}/feature-flags`, 404],
      [admin, 'PUT', `/api/companies/${otherSession.companyId}/feature-flags/map-v2`, 404],
      [admin, 'PUT', `/api/users/${otherSession.userId}/feature-flags/map-v2`, 404],
      [admin, 'DELETE', `/api/users/${otherSession.userId}/feature-flags/map-v2`, 404],
    ];
    for (const [token, method, url, status] of cases) {
      const response = await t.call(token, {
        method,
        url,
        ...(method === 'PUT' ? { payload: { enabled: true } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(status);
    }
    expect(await flagsOf(user)).toEqual(before);
    expect((await flagsOf(manager))['beta-rentals']).toBe(true);
    expect((await flagsOf(other))['map-v2']).toBe(false);
  });

  it('refuses an unknown flag name with the list of known flags', async () => {
    for (const [method, url] of [
      ['PUT', `/api/companies/${adminSession.companyId}/feature-flags/no-such-flag`],
      ['PUT', `/api/users/${userSession.userId}/feature-flags/no-such-flag`],
      ['DELETE', `/api/users/${userSession.userId}/feature-flags/no-such-flag`],
    ] as const) {
      const response = await t.call(admin, {
        method,
        url,
        ...(method === 'PUT' ? { payload: { enabled: true } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      const { code, message } = response.json().error;
      expect(code).toBe('VALIDATION_FAILED');
      expect(message).toMatch(/^flag: Unknown feature flag\. Known flags: /);
      for (const name of FEATURE_FLAG_NAMES) expect(message).toContain(name);
    }
  });

  it('refuses a body without a boolean "enabled", changing nothing', async () => {
    const before = await flagsOf(user);
    for (const payload of [{}, { enabled: 'true' }, { enabled: 1 }, { enabled: true, extra: 1 }]) {
      const response = await t.call(admin, {
        method: 'PUT',
        url: `/api/companies/${adminSession.companyId}/feature-flags/map-v2`,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await flagsOf(user)).toEqual(before);
  });
});
