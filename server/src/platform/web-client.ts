import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const SOURCE_MAP = /\.map$/i;

/** Vite names every file under assets/ by a hash of its content: a new build, a new name. */
export const WEB_CLIENT_HASHED_DIR = 'assets';
const HASHED_DIR = `${WEB_CLIENT_HASHED_DIR}${path.sep}`;
export const HASHED_CACHE = 'public, max-age=31536000, immutable';
/** index.html (with the favicon inlined) keeps its name across builds: ask each time (a 304 is cheap). */
export const UNHASHED_CACHE = 'no-cache';

function cacheHeaders(webDist: string) {
  return (reply: FastifyReply, filePath: string): void => {
    const isHashed = path.relative(webDist, filePath).startsWith(HASHED_DIR);
    reply.header('cache-control', isHashed ? HASHED_CACHE : UNHASHED_CACHE);
  };
}

/**
 * Serves the built web client (web/dist) when it exists (DESIGN §4 "Web weight"):
 * - the brotli or gzip copy the build made beside each file (web/vite.config.ts), when the
 *   request's Accept-Encoding allows, with `Vary: Accept-Encoding`; nothing is compressed
 *   per request;
 * - hashed files cached for a year, index.html revalidated, so a new deployment shows at once;
 * - never a source map: a map holds the whole TypeScript source. The build makes none; this
 *   keeps an older build, or one made by hand with maps, from publishing them.
 */
export async function registerWebClient(app: FastifyInstance, webDist: string): Promise<void> {
  if (!fs.existsSync(webDist)) return;
  await app.register(fastifyStatic, {
    root: webDist,
    // One route per file found at start: maps and the compressed copies get none, so asked for
    // by name they answer 404 like any unknown path; the copies are sent for their original.
    wildcard: false,
    globIgnore: ['**/*.map', '**/*.br', '**/*.gz'],
    // Checked on every file sent, so maps stay refused if the routes are ever made by wildcard.
    allowedPath: (pathName) => !SOURCE_MAP.test(pathName),
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders(webDist),
  });
}
