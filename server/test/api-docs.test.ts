import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/demo/seed';
import { ATTACH_SIGN_IN_SOURCE } from '../src/platform/api-docs';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

/** docs/API.md: only sign-in and health answer without a token; the docs page is swagger-ui's. */
describe.skipIf(isPostgresUnavailable())('the API reference at /api/docs', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.deps.db);
    token = await t.login('user@demo.test');
  });
  afterAll(async () => t?.close());

  it('gives the OpenAPI document only to a signed-in caller, however its URL is spelled', async () => {
    for (const url of [
      '/api/docs/json',
      '/api/docs/yaml',
      '/api/docs/json/',
      '/api/docs/json?download=1',
      '/api/docs/%6Ason',
      '/%61pi/docs/json',
    ]) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.body, url).not.toContain('/api/users/');
      const madeUp = await t.call('made-up-token', { method: 'GET', url });
      expect(madeUp.statusCode, url).toBe(401);
      expect(madeUp.json().error.type, url).toBe('invalid_token');
    }

    const json = await t.call(token, { method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json<{ paths: object }>().paths)).toContain('/api/users/{userId}');
    // A JSON answer, not a page: the API's headers (never cached).
    expect(json.headers['cache-control']).toBe('no-store');
    const yaml = await t.call(token, { method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toMatch(/^openapi: /m);
  });

  it('serves the page and its scripts to anyone: swagger-ui, nothing of the API', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.body).not.toContain('/api/users/');

    const script = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(script.statusCode).toBe(200);
    // The page signs its requests in with the browser's Fleet sign-in (tested in api-docs.test.ts).
    expect(script.body).toContain(ATTACH_SIGN_IN_SOURCE);
    expect(script.body).not.toContain('/api/users/');
  });
});
