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

  it("adds an external camera broker's WebSocket origin (MQTT_WS_URL), not the embedded one's", async () => {
    const external = await pageConnectSources({
      MQTT_URL: 'mqtt://mosquitto.internal:1883',
      MQTT_WS_URL: 'wss://mqtt.example.test:8884/mqtt',
      MQTT_ADMIN_USERNAME: 'fleet',
      MQTT_ADMIN_PASSWORD: 'secret',
    });
    expect(external).toEqual(["'self'", 'wss://mqtt.example.test:8884']);
    // The embedded broker is /mqtt on this origin, which 'self' covers.
    expect(await pageConnectSources({ MQTT_PORT: '1999' })).toEqual(["'self'"]);
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

describe("the web client's scripts and stylesheets (issue 9: bytes on the wire)", () => {
  async function headersOf(url: string, destination?: string) {
    const app = Fastify();
    registerSecurityHeaders(app, loadConfig({}));
    app.get(url, async (_request, reply) => reply.type('text/javascript').send('1'));
    const headers = destination ? { 'sec-fetch-dest': destination } : {};
    const response = await app.inject({ method: 'GET', url, headers });
    await app.close();
    return response.headers;
  }

  it('loaded by a page, carry only what applies to them: the page governs them', async () => {
    for (const destination of ['script', 'style']) {
      const headers = await headersOf('/assets/index-abc123.js', destination);
      expect(headers['x-content-type-options'], destination).toBe('nosniff');
      expect(headers['cross-origin-resource-policy'], destination).toBe('same-origin');
      expect(headers['content-security-policy'], destination).toBeUndefined();
      expect(headers['x-frame-options'], destination).toBeUndefined();
    }
  });

  it("as a worker's script, or when the browser does not say, carry the page's full set", async () => {
    for (const destination of ['worker', 'document', undefined]) {
      const headers = await headersOf('/assets/maplibre-gl-worker-abc123.js', destination);
      expect(headers['content-security-policy'], destination).toContain("worker-src 'self' blob:");
      expect(headers['x-content-type-options'], destination).toBe('nosniff');
    }
    // Only the client's files: anything else sent as a script keeps the full set.
    const other = await headersOf('/api/docs/static/index.js', 'script');
    expect(other['content-security-policy']).toBeDefined();
  });
});
