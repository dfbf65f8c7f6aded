import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_ADMIN_MESSAGES as SAY } from '@fleet/domain';
import { seedDemoData } from '../src/demo/seed';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

/**
 * Company admin's settings (docs/COMPANY-ADMIN.md): branches and markets, preferences and the
 * time zone, per-user flag overrides, the email outbox's access, integrations, API tokens and
 * the token-authenticated batch positions call.
 */
describe.skipIf(isPostgresUnavailable())('company admin: settings and integrations', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let user: string;
  let readOnly: string;
  let other: string;
  let companyId: number;

  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.call(token, { method, url, ...(payload ? { payload } : {}) });
  /** A fix a minute old, in the JSON form Traccar Client sends. */
  const fix = (latitude: number, ageMs = 60_000) => ({
    timestamp: new Date(Date.now() - ageMs).toISOString(),
    coords: { latitude, longitude: -92.33, speed: 0, heading: 90 },
    is_moving: false,
  });
  const batch = (token: string | undefined, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/positions/batch',
      payload: body,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.deps.db);
    admin = await t.login('admin@demo.test');
    manager = await t.login('manager@demo.test');
    user = await t.login('user@demo.test');
    readOnly = await t.login('readonly@demo.test');
    other = await t.login('admin@other.test');
    companyId = (await t.session(admin)).companyId;
  });
  afterAll(async () => t?.close());

  it('assigns branches to markets, renames markets, and refuses another company’s market', async () => {
    const markets = (await call(admin, 'GET', '/api/markets')).json<
      Array<{ market_id: number; name: string }>
    >();
    const central = markets.find((m) => m.name === 'Central Missouri');
    const branches = (await call(admin, 'GET', '/api/fleet/company/branches')).json<
      Array<{ id: number; name: string; market_id: number | null }>
    >();
    // The demo puts Columbia in Central Missouri.
    expect(branches.find((b) => b.name === 'Columbia')?.market_id).toBe(central?.market_id);

    const made = await call(manager, 'POST', '/api/fleet/company/branches', {
      name: 'Rolla',
      market_id: central?.market_id,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      name: 'Rolla',
      active: true,
      market_id: central?.market_id,
    });
    const branchId = made.json<{ id: number }>().id;
    const moved = await call(manager, 'PATCH', `/api/fleet/company/branches/${branchId}`, {
      market_id: null,
      active: false,
    });
    expect(moved.json()).toMatchObject({ market_id: null, active: false });

    const [otherMarket] = (await call(other, 'GET', '/api/markets')).json<
      Array<{ market_id: number }>
    >();
    const foreign = await call(admin, 'PATCH', `/api/fleet/company/branches/${branchId}`, {
      market_id: otherMarket?.market_id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe(SAY.unknownMarket);
    expect(
      (await call(admin, 'PATCH', `/api/markets/${otherMarket?.market_id}`, { name: 'X' }))
        .statusCode,
    ).toBe(404);

    const renamed = await call(admin, 'PATCH', `/api/markets/${central?.market_id}`, {
      name: 'Mid-Missouri',
    });
    expect(renamed.json()).toEqual({ market_id: central?.market_id, name: 'Mid-Missouri' });
    expect(
      (await call(manager, 'PATCH', `/api/markets/${central?.market_id}`, { name: 'Y' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(user, 'POST', '/api/fleet/company/branches', { name: 'Nope' })).statusCode,
    ).toBe(403);
  });

  it('changes preferences, workday hours and the time zone (IANA names only)', async () => {
    const url = `/api/companies/${companyId}/company-preferences`;
    const before = (await call(user, 'GET', url)).json();
    expect(before).toMatchObject({
      workday_start: '06:00',
      workday_end: '18:00',
      workdays: [1, 2, 3, 4, 5],
    });
    const changed = await call(admin, 'PATCH', url, {
      hide_details: true,
      over_speed_threshold_mph: 65,
      workday_start: '07:30',
      workday_end: '16:00',
      workdays: [6, 1, 2],
    });
    expect(changed.json()).toMatchObject({
      hide_details: true,
      over_speed_threshold_mph: 65,
      workday_start: '07:30',
      workday_end: '16:00',
      workdays: [1, 2, 6],
    });
    const backwards = await call(admin, 'PATCH', url, { workday_end: '07:00' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toBe(SAY.workdayOrder);
    const badClock = await call(admin, 'PATCH', url, { workday_start: '25:00' });
    expect(badClock.json().error.message).toMatch(/^workday_start: Enter a time as HH:MM/);
    const badDay = await call(admin, 'PATCH', url, { workdays: [1, 1] });
    expect(badDay.statusCode).toBe(400);
    expect((await call(manager, 'PATCH', url, { hide_details: false })).statusCode).toBe(403);

    const company = `/api/companies/${companyId}`;
    for (const timezone of ['EST', 'Mars/Olympus', 'Central']) {
      const refused = await call(admin, 'PATCH', company, { timezone });
      expect(refused.statusCode, timezone).toBe(400);
      expect(refused.json().error.message).toBe(`timezone: ${SAY.timezoneInvalid}`);
    }
    const zoned = await call(admin, 'PATCH', company, { timezone: 'America/Denver' });
    expect(zoned.json().timezone).toBe('America/Denver');
  });

  it('sets and removes per-user flag overrides for the company’s users only', async () => {
    const users = (await call(admin, 'GET', '/api/company-admin/users')).json<
      Array<{ user_id: number; email: string }>
    >();
    const uma = users.find((u) => u.email === 'user@demo.test')?.user_id;
    expect(
      (await call(admin, 'PUT', `/api/users/${uma}/feature-flags/quotes`, { enabled: true }))
        .statusCode,
    ).toBe(204);
    expect((await call(user, 'GET', '/api/feature-flags')).json().flags.quotes).toBe(true);
    const listed = (await call(admin, 'GET', `/api/companies/${companyId}/feature-flags`)).json();
    expect(listed.user_overrides).toContainEqual({ user_id: uma, flag: 'quotes', enabled: true });
    await call(admin, 'DELETE', `/api/users/${uma}/feature-flags/quotes`);
    expect((await call(user, 'GET', '/api/feature-flags')).json().flags.quotes).toBe(false);
  });

  it('shows the email outbox and integrations to admins only', async () => {
    for (const url of [
      '/api/company-admin/emails',
      '/api/company-admin/integrations',
      '/api/company-admin/api-tokens',
    ]) {
      expect((await call(manager, 'GET', url)).statusCode, url).toBe(403);
      expect((await call(admin, 'GET', url)).statusCode, url).toBe(200);
    }
    // A read-only admin could read them; the demo's read-only user is a manager.
    expect((await call(readOnly, 'GET', '/api/company-admin/emails')).statusCode).toBe(403);
    const emails = (await call(admin, 'GET', '/api/company-admin/emails')).json<
      Array<{ to_address: string }>
    >();
    expect(emails.map((e) => e.to_address)).toContain('jordan.lee@demo.test');
    expect(
      JSON.stringify((await call(other, 'GET', '/api/company-admin/emails')).json()),
    ).not.toContain('demo.test');
    const info = (await call(admin, 'GET', '/api/company-admin/integrations')).json();
    const port = t.deps.config.devicePort;
    expect(info.gateway).toEqual({ osmand_url: `http://localhost:${port}`, port });
    expect(info.batch_positions_url).toMatch(/^http:\/\/localhost(:80)?\/api\/positions\/batch$/);
  });

  it('creates an API token shown once, accepts the batch call with it for the company’s own trackers, and 401 once revoked', async () => {
    const made = await call(admin, 'POST', '/api/company-admin/api-tokens', {
      name: 'Yard import',
    });
    expect(made.statusCode).toBe(201);
    const {
      token,
      api_token_id: apiTokenId,
      prefix,
    } = made.json<{
      token: string;
      api_token_id: number;
      prefix: string;
    }>();
    expect(token.startsWith(prefix)).toBe(true);
    const listed = (await call(admin, 'GET', '/api/company-admin/api-tokens')).json<
      Array<Record<string, unknown>>
    >();
    const row = listed.find((r) => r.api_token_id === apiTokenId);
    expect(row).toMatchObject({
      name: 'Yard import',
      prefix,
      last_used_at: null,
      revoked_at: null,
    });
    expect(JSON.stringify(listed)).not.toContain(token);

    const stored = await batch(token, {
      device_id: 'DEMO000001',
      location: [fix(38.95, 90_000), fix(38.951, 60_000)],
    });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toEqual({ stored: 2, duplicates: 0, refused: [] });
    const used = (await call(admin, 'GET', '/api/company-admin/api-tokens')).json<
      Array<{ api_token_id: number; last_used_at: string | null }>
    >();
    expect(used.find((r) => r.api_token_id === apiTokenId)?.last_used_at).not.toBeNull();

    // Another company's tracker is unknown to this token.
    const foreign = await batch(token, { device_id: 'OTHER-0001', location: fix(39.7) });
    expect(foreign.json()).toEqual({
      stored: 0,
      duplicates: 0,
      refused: [{ index: 0, device_id: 'OTHER-0001', reason: "Unknown device 'OTHER-0001'" }],
    });
    const badFix = await batch(token, { device_id: 'DEMO000001', location: { coords: {} } });
    expect(badFix.statusCode).toBe(400);

    // Sessions are not API tokens, and no token is no call.
    expect(
      (await batch(admin, { device_id: 'DEMO000001', location: fix(38.95) })).json().error.message,
    ).toBe(SAY.apiTokenInvalid);
    expect(
      (await batch(undefined, { device_id: 'DEMO000001', location: fix(38.95) })).json().error
        .message,
    ).toBe(SAY.apiTokenMissing);

    expect(
      (await call(other, 'DELETE', `/api/company-admin/api-tokens/${apiTokenId}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(manager, 'DELETE', `/api/company-admin/api-tokens/${apiTokenId}`)).statusCode,
    ).toBe(403);
    expect(
      (await call(admin, 'DELETE', `/api/company-admin/api-tokens/${apiTokenId}`)).statusCode,
    ).toBe(204);
    const revoked = await batch(token, { device_id: 'DEMO000001', location: fix(38.95) });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error).toEqual({ code: 'UNAUTHENTICATED', message: SAY.apiTokenInvalid });
  });
});
