import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { AppDeps } from '../../deps';
import { useSchemaCompilers } from '../../platform/schema-compilers';
import { mapConfigFrom, mapRoutes } from './map.routes';

/** Only the config is read by these routes; the rest of the dependencies stay out. */
async function appWith(env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  const app = Fastify();
  useSchemaCompilers(app);
  await app.register(mapRoutes, { config: loadConfig(env) } as unknown as AppDeps);
  return app;
}

describe('map config', () => {
  it('defaults to the offline style and no satellite', () => {
    expect(mapConfigFrom(loadConfig({}))).toEqual({
      style_url: '/map/offline/style.json',
      satellite_style_url: null,
    });
  });

  it('takes both styles from the environment', () => {
    const config = loadConfig({
      MAP_STYLE_URL: 'https://tiles.example.test/street.json',
      MAP_SATELLITE_STYLE_URL: '/styles/satellite.json',
    });
    expect(mapConfigFrom(config)).toEqual({
      style_url: 'https://tiles.example.test/street.json',
      satellite_style_url: '/styles/satellite.json',
    });
  });

  it('refuses a relative or non-http style URL', () => {
    expect(() => loadConfig({ MAP_STYLE_URL: 'styles/street.json' })).toThrow(/MAP_STYLE_URL/);
    expect(() => loadConfig({ MAP_SATELLITE_STYLE_URL: 'ftp://x/y' })).toThrow(
      /MAP_SATELLITE_STYLE_URL/,
    );
  });
});

describe('map routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ MAP_SATELLITE_STYLE_URL: 'https://sat.example.test/style.json' });
  });
  afterAll(async () => app.close());

  it('answers the config', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/map/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      style_url: '/map/offline/style.json',
      satellite_style_url: 'https://sat.example.test/style.json',
    });
  });

  it('serves the offline style', async () => {
    const response = await app.inject({ method: 'GET', url: '/map/offline/style.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().version).toBe(8);
  });

  it('serves each atlas layer as cacheable GeoJSON', async () => {
    for (const layer of ['countries', 'states', 'counties']) {
      const response = await app.inject({ method: 'GET', url: `/map/offline/${layer}.geojson` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/geo+json');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.json().type).toBe('FeatureCollection');
    }
    const missing = await app.inject({ method: 'GET', url: '/map/offline/rivers.geojson' });
    expect(missing.statusCode).toBe(404);
  });
});
