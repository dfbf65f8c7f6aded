import type { SessionInfo } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, mePermissions } from '@fleet/domain';
import { seedDemoData } from '../src/demo/seed';
import { makeUser } from '../src/demo/factories';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

const ME_QUERY = `{ me { companyId email firstName lastName userId permissions {
  canAccessCamera canCreateAssetFinancialRecords canGrantPermissions
  canReadAssetFinancialRecords isCompanyOwner readOnly securityLevelId } } }`;

describe.skipIf(isPostgresUnavailable())('GraphQL: me', () => {
  let t: TestApp;

  const me = async (token: string) => {
    const response = await t.call(token, {
      method: 'POST',
      url: '/api/fleet/graphql',
      payload: { query: ME_QUERY },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.errors).toBeUndefined();
    mePermissions.strict().parse(body.data.me.permissions);
    return body.data.me;
  };
  const sessionOf = (token: string): Promise<SessionInfo> => t.session(token);

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.deps.db);
  });
  afterAll(async () => t?.close());

  it('answers the owner with every field and isCompanyOwner true', async () => {
    const token = await t.login('admin@demo.test');
    const session = await sessionOf(token);
    expect(await me(token)).toEqual({
      companyId: session.companyId,
      email: 'admin@demo.test',
      firstName: 'Avery',
      lastName: 'Admin',
      userId: session.userId,
      permissions: {
        canAccessCamera: true,
        canCreateAssetFinancialRecords: true,
        canGrantPermissions: true,
        canReadAssetFinancialRecords: true,
        isCompanyOwner: true,
        readOnly: false,
        securityLevelId: 1,
      },
    });
  });

  it.each([
    ['manager@demo.test', 2, false, true],
    ['pending@demo.test', 3, false, false],
    ['sales@demo.test', 4, false, false],
    ['user@demo.test', 5, false, false],
    ['operations@demo.test', 6, false, false],
    ['driver@demo.test', 7, false, false],
    ['readonly@demo.test', 2, true, false],
  ])('answers %s as level %i, read-only %s, not the owner', async (email, level, ro, camera) => {
    const token = await t.login(email);
    const session = await sessionOf(token);
    const answer = await me(token);
    expect(answer).toMatchObject({ email, userId: session.userId, companyId: session.companyId });
    expect(answer.permissions).toEqual({
      canAccessCamera: camera,
      canCreateAssetFinancialRecords: false,
      canGrantPermissions: false,
      canReadAssetFinancialRecords: false,
      isCompanyOwner: false,
      readOnly: ro,
      securityLevelId: level,
    });
  });

  it('does not make every admin an owner; each company has its own', async () => {
    const owner = await t.login('admin@demo.test');
    const { companyId } = await sessionOf(owner);
    await makeUser(t.deps.db, companyId, { email: 'co-admin@demo.test', securityLevelId: 1 });
    const coAdmin = await me(await t.login('co-admin@demo.test'));
    expect(coAdmin.permissions).toMatchObject({ securityLevelId: 1, isCompanyOwner: false });

    const otherToken = await t.login('admin@other.test');
    const other = await me(otherToken);
    expect(other.permissions.isCompanyOwner).toBe(true);
    expect(other.companyId).toBe((await sessionOf(otherToken)).companyId);
    expect(other.companyId).not.toBe(companyId);
  });

  it('reflects a change of name at once', async () => {
    const token = await t.login('sales@demo.test');
    const { userId } = await sessionOf(token);
    await t.call(token, {
      method: 'PATCH',
      url: `/api/users/${userId}`,
      payload: { last_name: 'Seller' },
    });
    expect((await me(token)).lastName).toBe('Seller');
  });

  it('answers 401 without a token or with a bad one', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/fleet/graphql',
      payload: { query: ME_QUERY },
    });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: MESSAGES.missingToken },
    });
    const bad = await t.call('not-a-token', {
      method: 'POST',
      url: '/api/fleet/graphql',
      payload: { query: ME_QUERY },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error).toMatchObject({ code: 'UNAUTHENTICATED', type: 'invalid_token' });
    expect(bad.body).not.toMatch(/Avery|admin@demo/);
  });

  it('refuses a query for a field that does not exist with a GraphQL error', async () => {
    const token = await t.login('user@demo.test');
    const response = await t.call(token, {
      method: 'POST',
      url: '/api/fleet/graphql',
      payload: { query: '{ me { passwordHash } }' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toMatch(/Cannot query field "passwordHash"/);
  });
});
