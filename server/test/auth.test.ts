import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_ADMIN_MESSAGES, MESSAGES } from '@fleet/domain';
import { seedDemoData } from '../src/demo/seed';
import { makeUser } from '../src/demo/factories';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

describe.skipIf(isPostgresUnavailable())('sign-in and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.deps.db);
  });
  afterAll(async () => t?.close());

  it('signs in with the right password and returns a token and the user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'Admin@Demo.test ', password: 'fleet-demo' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.accessToken).toMatch(/^[\w-]{40,}$/);
    expect(body.user).toMatchObject({ email: 'admin@demo.test', security_level_id: 1 });
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@demo.test', password: 'nope' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@demo.test', password: 'fleet-demo' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.message).toBe(MESSAGES.invalidCredentials);
  });

  it('stores tokens hashed, never in clear', async () => {
    const token = await t.login('user@demo.test');
    const rows = await t.deps.db.query.sessions.findMany();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('answers a bad token with 401 invalid_token and no token with 401', async () => {
    const bad = await t.call('not-a-token', { method: 'GET', url: '/api/auth/session' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error.type).toBe('invalid_token');
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('returns the session info of spec 2 §3', async () => {
    const token = await t.login('readonly@demo.test');
    const response = await t.call(token, { method: 'GET', url: '/api/auth/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      accessToken: token,
      securityLevelId: 2,
      readOnly: true,
    });
  });

  it('revokes the token at logout', async () => {
    const token = await t.login('sales@demo.test');
    expect((await t.call(token, { method: 'GET', url: '/api/auth/session' })).statusCode).toBe(200);
    expect((await t.call(token, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    const after = await t.call(token, { method: 'GET', url: '/api/auth/session' });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.type).toBe('invalid_token');
  });

  it('revokes tokens when an admin changes the security level or deactivates a user', async () => {
    const admin = await t.login('admin@demo.test');
    const company = await t.session(admin);
    const victim = await makeUser(t.deps.db, company.companyId, { email: 'level@demo.test' });
    const victimToken = await t.login('level@demo.test');
    const patch = await t.call(admin, {
      method: 'PATCH',
      url: `/api/users/${victim.userId}`,
      payload: { security_level_id: 4 },
    });
    expect(patch.statusCode).toBe(200);
    const after = await t.call(victimToken, { method: 'GET', url: '/api/auth/session' });
    expect(after.json().error.type).toBe('invalid_token');

    const second = await t.login('level@demo.test');
    await t.call(admin, {
      method: 'PATCH',
      url: `/api/users/${victim.userId}`,
      payload: { active: false },
    });
    expect((await t.call(second, { method: 'GET', url: '/api/auth/session' })).statusCode).toBe(
      401,
    );
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'level@demo.test', password: 'fleet-demo' },
    });
    expect(relogin.statusCode).toBe(401);
    // The right password of a deactivated account is told why (docs/COMPANY-ADMIN.md).
    expect(relogin.json().error.message).toBe(COMPANY_ADMIN_MESSAGES.accountDeactivated);
  });

  it('refuses malformed sign-in bodies with a readable 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.message).toMatch(/email/i);
  });
});

describe.skipIf(isPostgresUnavailable())('sign-in limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginRateLimit: 3, sessionTtlMs: 1500 });
    await seedDemoData(t.deps.db);
  });
  afterAll(async () => t?.close());

  it('rate-limits repeated attempts for one email', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'driver@demo.test', password: 'guess' },
      });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await attempt()).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const limited = await attempt();
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    // Another account from the same address is not locked out by it.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'user@demo.test', password: 'fleet-demo' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('expires tokens', async () => {
    const token = await t.login('manager@demo.test');
    expect((await t.call(token, { method: 'GET', url: '/api/auth/session' })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const after = await t.call(token, { method: 'GET', url: '/api/auth/session' });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.type).toBe('invalid_token');
  });
});
