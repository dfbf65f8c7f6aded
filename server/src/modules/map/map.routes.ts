import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mapConfig, type MapConfig } from '@fleet/domain';
import type { Config } from '../../config';
import type { AppDeps } from '../../deps';
import { ATLAS_LAYERS, atlasGeoJson } from './atlas-geojson';
import { OFFLINE_STYLE_PATH, atlasPath, offlineStyle } from './offline-style';

export function mapConfigFrom(config: Config): MapConfig {
  return {
    style_url: config.mapStyleUrl ?? OFFLINE_STYLE_PATH,
    satellite_style_url: config.mapSatelliteStyleUrl ?? null,
  };
}

/** The atlases are fixed for a release: browsers may keep them for a day. */
const GEOJSON_CACHE = 'public, max-age=86400';
/** The style is tiny; a short cache lets a new release's colours show soon. */
const STYLE_CACHE = 'public, max-age=300';

export const mapRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const configBody = mapConfigFrom(deps.config);

  app.get(
    '/api/map/config',
    {
      schema: {
        tags: ['map'],
        summary: 'Which base map styles the web client loads (street, optional satellite)',
        response: { 200: mapConfig },
      },
    },
    async () => configBody,
  );

  // Outside /api: MapLibre fetches these itself, without the bearer token.
  app.get(OFFLINE_STYLE_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', STYLE_CACHE).send(offlineStyle()),
  );

  for (const layer of ATLAS_LAYERS) {
    app.get(atlasPath(layer), { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('application/geo+json')
        .header('cache-control', GEOJSON_CACHE)
        .send(await atlasGeoJson(layer)),
    );
  }
};
