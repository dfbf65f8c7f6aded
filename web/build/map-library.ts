import { createRequire } from 'node:module';
import path from 'node:path';
import { type Plugin, type Rollup } from 'vite';
import { staticChunkNames } from './chunk-imports';

/** What the app imports for the URL of the map library's worker (web/src/lib/map/map-view.tsx). */
export const MAP_WORKER_URL_ID = 'virtual:map-worker-url';
const RESOLVED_WORKER_URL_ID = `\0${MAP_WORKER_URL_ID}`;

const require = createRequire(import.meta.url);
const libraryRoot = path.dirname(require.resolve('maplibre-gl/package.json'));
const mainEntry = path.join(libraryRoot, 'src/index.ts');
const workerEntry = path.join(libraryRoot, 'src/source/worker.ts');
const libraryPackageJson = path.join(libraryRoot, 'package.json');
const { version } = require('maplibre-gl/package.json') as { version: string };

const WORKER_CHUNK = 'maplibre-gl-worker';
/** What both threads run; the page's own part is `maplibre`. */
const SHARED_CHUNK = 'maplibre-shared';

/**
 * Builds the map library from the TypeScript sources its package ships, page and worker in one
 * Rollup graph, instead of loading its two prebuilt files (issue 9, bench/README.md "Web
 * weight"). Each prebuilt file carries its own copy of the code both threads run (style
 * expressions, buffers, geometry, tile decoding): built together, that code is one chunk the
 * page loads and the worker then takes from the browser's cache (see `mapLibraryChunk`).
 *
 * The dev server keeps the prebuilt files: it would serve 655 source modules one by one.
 */
export function mapLibraryFromSource(): Plugin {
  let isBuild = false;
  return {
    name: 'fleet:map-library-from-source',
    enforce: 'pre',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    resolveId(id) {
      if (id === MAP_WORKER_URL_ID) return RESOLVED_WORKER_URL_ID;
      if (isBuild && id === 'maplibre-gl') return mainEntry;
      return undefined;
    },
    load(id) {
      if (id === RESOLVED_WORKER_URL_ID) {
        if (!isBuild)
          return `export { default } from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';`;
        // A second entry of this build (a module worker): its chunks are shared with the page's.
        const reference = this.emitFile({
          type: 'chunk',
          id: workerEntry,
          name: WORKER_CHUNK,
        });
        return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
      }
      // The library reads only its version from its package.json, not the whole manifest.
      if (id === libraryPackageJson) return JSON.stringify({ version });
      return undefined;
    },
    generateBundle(_options, bundle) {
      // The worker runs the library alone: a chunk of the app's (the entry with React, say,
      // for a helper they share) would fail there, and be sent for nothing.
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.name !== WORKER_CHUNK) continue;
        const foreign = [...staticChunkNames(chunk, bundle)].filter(
          (name) => name !== WORKER_CHUNK && name !== SHARED_CHUNK,
        );
        if (foreign.length > 0) {
          this.error(`the map worker would load ${foreign.join(', ')}: keep it to the library`);
        }
      }
    },
  };
}

/** Every module `entry` loads, statically or lazily. */
function reachableFrom(entry: string, meta: Rollup.ManualChunkMeta): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = meta.getModuleInfo(id);
    if (info) pending.push(...info.importedIds, ...info.dynamicallyImportedIds);
  }
  return seen;
}

interface LibraryGraph {
  page: Set<string>;
  worker: Set<string>;
}
/** Per build (one `getModuleInfo` each), so a second build in the process sees its own graph. */
const graphs = new WeakMap<Rollup.GetModuleInfo, LibraryGraph>();

function libraryGraph(meta: Rollup.ManualChunkMeta): LibraryGraph {
  let graph = graphs.get(meta.getModuleInfo);
  if (!graph) {
    graph = { page: reachableFrom(mainEntry, meta), worker: reachableFrom(workerEntry, meta) };
    graphs.set(meta.getModuleInfo, graph);
  }
  return graph;
}

/** The module giving the app the URL of the map library's worker. */
export const MAP_WORKER_URL_MODULE = RESOLVED_WORKER_URL_ID;

/** A module of the map library or of its packages, run by the page or the worker. */
export function isMapLibraryModule(id: string, meta: Rollup.ManualChunkMeta): boolean {
  if (!id.includes('/node_modules/')) return false;
  const graph = libraryGraph(meta);
  return graph.page.has(id) || graph.worker.has(id);
}

/**
 * Rollup's `manualChunks` for the map library (its own modules and its packages'): what both
 * threads run in `maplibre-shared`, what the page alone runs in `maplibre`, what the worker
 * alone runs left to its entry chunk. The app's own modules are never mixed in, so no other
 * page ever loads a map chunk for a small module of its own (and the weight journey can tell
 * by name that the sign-in page loads none). Its MLT tile decoder is a chunk of its own, loaded
 * only for a style with such tiles (map-library-mlt.ts).
 */
export function mapLibraryChunk(id: string, meta: Rollup.ManualChunkMeta): string | undefined {
  if (!id.includes('/node_modules/')) return undefined;
  const graph = libraryGraph(meta);
  const isPage = graph.page.has(id);
  const isWorker = graph.worker.has(id);
  if (isPage && isWorker) return SHARED_CHUNK;
  return isPage ? 'maplibre' : undefined;
}

/**
 * For Rollup's CommonJS plugin (`defaultIsModuleExports`): the library's one CommonJS package,
 * murmurhash-js, exports its function as `module.exports`. Said so, its default import needs no
 * helper from Rollup's `commonjsHelpers`, which the entry also uses (for React): the worker
 * would otherwise load the entry, or the helpers be a file of their own on every page.
 */
export function isModuleExportsDefault(id: string): boolean | 'auto' {
  return id.includes('/node_modules/murmurhash-js/') ? true : 'auto';
}
