import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const SOURCE_MAP = /\.map$/i;

/**
 * Serves the built web client (web/dist) when it exists, but never a source map: a map holds the
 * whole TypeScript source. The build makes none (web/vite.config.ts); this keeps an older build,
 * or one made by hand with maps, from publishing them.
 */
export async function registerWebClient(app: FastifyInstance, webDist: string): Promise<void> {
  if (!fs.existsSync(webDist)) return;
  await app.register(fastifyStatic, {
    root: webDist,
    // One route per file found at start: maps get none, so they answer 404 like any unknown path.
    wildcard: false,
    globIgnore: ['**/*.map'],
    // Checked on every file sent, so maps stay refused if the routes are ever made by wildcard.
    allowedPath: (pathName) => !SOURCE_MAP.test(pathName),
  });
}
