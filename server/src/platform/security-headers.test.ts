import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { registerSecurityHeaders } from './security-headers';

/** The page's connect-src sources, as a browser reads the header. */
async function pageConnectSources(env: NodeJS.ProcessEnv): Promise<string[]> {
  const app = Fastify();
  registerSecurityHeaders(app, loadConfig(env));
  app.get('/', async (_request, reply) => reply.type('text/html').send('<!doctype html>'));
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  const policy = String(response.headers['content-security-policy']);
  const directive = policy.split(';').map((part) => part.trim().split(/\s+/));
  return directive.find(([name]) => name === 'connect-src')?.slice(1) ?? [];
}

describe("the page's connect-src", () => {
  it('is this origin only by default: no WebSocket or fetch to any other host', async () => {
    // The live map's WebSocket goes to this host, which 'self' covers (e2e/live-map.test.ts).
    expect(await pageConnectSources({})).toEqual(["'self'"]);
  });

  it("adds the configured map styles' origins and MAP_CONNECT_SRC, nothing wider", async () => {
    const sources = await pageConnectSources({
      MAP_STYLE_URL: 'https://tiles.example.test/styles/street.json?key=abc',
      MAP_SATELLITE_STYLE_URL: 'https://sat.example.test:8443/satellite.json',
      MAP_CONNECT_SRC: 'https://a.tiles.example.test, https://*.cdn.example.test/',
    });
    expect(sources).toEqual([
      "'self'",
      'https://tiles.example.test',
      'https://sat.example.test:8443',
      'https://a.tiles.example.test',
      'https://*.cdn.example.test',
    ]);
    for (const source of sources) expect(source).not.toMatch(/^(wss?|https?):?$|^\*$/);
  });

  it('adds nothing for a style served by this origin', async () => {
    expect(await pageConnectSources({ MAP_STYLE_URL: '/styles/street.json' })).toEqual(["'self'"]);
  });

  it('refuses a MAP_CONNECT_SRC that is not a list of origins', () => {
    for (const value of ['*', 'https:', 'wss://x.test', 'tiles.example.test', "'unsafe-eval'"]) {
      expect(() => loadConfig({ MAP_CONNECT_SRC: value }), value).toThrow(/MAP_CONNECT_SRC/);
    }
  });
});

describe("the page's frame-src (docs/FRAMES.md)", () => {
  it('lets partner frames load from https anywhere and http only on localhost', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, loadConfig({}));
    app.get('/', async (_request, reply) => reply.type('text/html').send('<!doctype html>'));
    const response = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("frame-src 'self' https: http://localhost:* http://127.0.0.1:*");
    // Fleet itself is still framed by nobody but itself.
    expect(policy).toContain("frame-ancestors 'self'");
  });
});
