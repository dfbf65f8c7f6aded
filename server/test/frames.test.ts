import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAME_MESSAGES } from '@fleet/domain';
import { makeCompanyWithAdmin, makeUser } from '../src/demo/factories';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

/** The partner frames' addresses (docs/FRAMES.md): everyone reads, an admin sets. */
describe.skipIf(isPostgresUnavailable())('frame addresses', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let readOnlyAdmin: string;
  let other: string;
  let companyId: number;
  let otherCompanyId: number;
  const url = () => `/api/companies/${companyId}/frame-urls`;
  const put = (token: string, frameUrls: Record<string, unknown>, path = url()) =>
    t.call(token, { method: 'PUT', url: path, payload: { frame_urls: frameUrls } });

  beforeAll(async () => {
    t = await createTestApp();
    const made = await makeCompanyWithAdmin(t.deps.db);
    companyId = made.company.companyId;
    admin = await t.login(made.admin.email);
    manager = await t.login((await makeUser(t.deps.db, companyId, { securityLevelId: 2 })).email);
    readOnlyAdmin = await t.login(
      (await makeUser(t.deps.db, companyId, { securityLevelId: 1, readOnly: true })).email,
    );
    const otherMade = await makeCompanyWithAdmin(t.deps.db);
    otherCompanyId = otherMade.company.companyId;
    other = await t.login(otherMade.admin.email);
  });
  afterAll(async () => t?.close());

  it('starts empty and saves https addresses and localhost ones, trimmed', async () => {
    const empty = await t.call(manager, { method: 'GET', url: url() });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ frame_urls: {} });
    const saved = await put(admin, {
      'resource-planning': ' https://plan.example.test/board?x=1 ',
      'access-control': 'http://localhost:3001/privacy',
      setup: '',
      'content-hub': null,
    });
    expect(saved.statusCode).toBe(200);
    const expected = {
      frame_urls: {
        'resource-planning': 'https://plan.example.test/board?x=1',
        'access-control': 'http://localhost:3001/privacy',
      },
    };
    expect(saved.json()).toEqual(expected);
    expect((await t.call(manager, { method: 'GET', url: url() })).json()).toEqual(expected);
  });

  it('replaces every address at once: one left out is cleared', async () => {
    await put(admin, { 'beta-rentals': 'https://rentals.example.test/' });
    expect((await t.call(admin, { method: 'GET', url: url() })).json()).toEqual({
      frame_urls: { 'beta-rentals': 'https://rentals.example.test/' },
    });
  });

  it('refuses addresses that are not https (or http on localhost) with a sentence, writing nothing', async () => {
    for (const [address, message] of [
      ['http://plan.example.test/', FRAME_MESSAGES.urlScheme],
      ['javascript:alert(1)', FRAME_MESSAGES.urlInvalid],
      ['plan.example.test', FRAME_MESSAGES.urlInvalid],
      ['https://user:secret@plan.example.test/', FRAME_MESSAGES.urlCredentials],
      [`https://plan.example.test/${'a'.repeat(2000)}`, FRAME_MESSAGES.urlTooLong],
    ] as const) {
      const refused = await put(admin, { setup: address, resources: 'https://ok.example.test' });
      expect(refused.statusCode, address).toBe(400);
      expect(refused.json().error.message, address).toContain(message);
    }
    const unknown = await put(admin, { billing: 'https://ok.example.test' });
    expect(unknown.statusCode).toBe(400);
    expect((await t.call(admin, { method: 'GET', url: url() })).json()).toEqual({
      frame_urls: { 'beta-rentals': 'https://rentals.example.test/' },
    });
  });

  it('lets only a writing admin set them; another company’s answer 404', async () => {
    const byManager = await put(manager, { setup: 'https://setup.example.test' });
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().error.message).toBe(FRAME_MESSAGES.adminOnly);
    expect((await put(readOnlyAdmin, { setup: 'https://setup.example.test' })).statusCode).toBe(
      403,
    );
    const foreign = `/api/companies/${otherCompanyId}/frame-urls`;
    expect((await t.call(admin, { method: 'GET', url: foreign })).statusCode).toBe(404);
    expect((await put(admin, { setup: 'https://x.example.test' }, foreign)).statusCode).toBe(404);
    expect((await t.call(other, { method: 'GET', url: foreign })).json()).toEqual({
      frame_urls: {},
    });
  });
});
