import { type Plugin, type Rollup } from 'vite';
import { staticChunkNames } from './chunk-imports';
import { MAP_WORKER_URL_MODULE, isMapLibraryModule } from './map-library';
import { ModuleNeeds } from './module-needs';

/**
 * What the live map shares with the signed-in shell and with any other page or lazy part (a
 * card, a dialog): every signed-in page loads it, or most of it anyway.
 */
export const SIGNED_IN_CHUNK = 'signed-in';
/** The rest of what the live map runs: its own code, and the app's code drawing with MapLibre. */
export const LIVE_MAP_CHUNK = 'live-map';

export interface LandingRoutes {
  /** The route modules around every signed-in page (guard, layout, redirects). */
  shell: string[];
  /** The route modules of the landing page, the live map. */
  page: string[];
}

/**
 * Rollup's `manualChunks` for the live map, where the signed-in land (issue 9: 430 KB on the
 * wire). Left to itself, Rollup cuts a chunk for each set of lazy routes sharing some modules:
 * the map loaded 74 files, 650 KB, ~80 KB of it headers (~1.1 KB a response). Here, beyond the
 * entry (the sign-in page) and MapLibre's chunks, what the map runs is `signed-in` and
 * `live-map` and their two stylesheets.
 *
 * Only modules the map runs are grouped, by the names each import takes (ModuleNeeds); what
 * only other pages need stays where Rollup puts it. Another page opened cold that needs one
 * module of `signed-in` loads all of it; measured, every page still loads less than before, in
 * fewer files (inventory 382 → 330 KB and 75 → 30 files, geofences 694 → 655 KB).
 */
export function landingChunks(routes: LandingRoutes): {
  chunkOf: (id: string, meta: Rollup.ManualChunkMeta) => string | undefined;
  plugin: Plugin;
} {
  /** Per build (one `getModuleInfo` each), as the map library's graph. */
  const plans = new WeakMap<Rollup.GetModuleInfo, Map<string, string>>();
  return {
    chunkOf(id, meta) {
      let plan = plans.get(meta.getModuleInfo);
      if (!plan) {
        plan = planChunks(routes, meta);
        plans.set(meta.getModuleInfo, plan);
      }
      return plan.get(id);
    },
    plugin: {
      name: 'fleet:landing-chunks',
      generateBundle(_options, bundle) {
        // The sign-in page (the entry) must never wait for the signed-in chunks.
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
          const loaded = staticChunkNames(chunk, bundle);
          if (loaded.has(SIGNED_IN_CHUNK) || loaded.has(LIVE_MAP_CHUNK)) {
            this.error(
              `${chunk.fileName} loads the signed-in chunks: a module the entry needs was grouped`,
            );
          }
        }
      },
    },
  };
}

function planChunks(routes: LandingRoutes, meta: Rollup.ManualChunkMeta): Map<string, string> {
  const isLibrary = (id: string) => isMapLibraryModule(id, meta);
  const needs = new ModuleNeeds(meta.getModuleInfo, isLibrary);
  for (const root of [...routes.shell, ...routes.page]) {
    if (!meta.getModuleInfo(root)) throw new Error(`landing chunks: no module ${root}`);
  }
  const landingRoots = new Set([...routes.shell, ...routes.page]);
  const ids = [...meta.getModuleIds()].filter((id) => !isLibrary(id));
  const entries = ids.filter((id) => meta.getModuleInfo(id)?.isEntry);
  // Every other page and lazy part (a card, a dialog): what the map shares with them.
  const lazyRoots = ids.filter(
    (id) => !landingRoots.has(id) && (meta.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0,
  );
  const byEntry = needs.neededBy(entries);
  const byLanding = needs.neededBy(landingRoots);
  const byAnyPage = needs.neededBy([...landingRoots, ...lazyRoots]);
  const drawsMaps = leadingTo(
    byAnyPage,
    (id) => id === MAP_WORKER_URL_MODULE || isLibrary(id),
    (id) => needs.takenBy(id),
  );
  // What pages without a map would share: MapLibre's stylesheet and the helpers of the map's
  // layers, taken only by code that draws maps, stay off `signed-in`, so such a page that loads
  // it never loads them (nor MapLibre itself).
  const sharedWithoutMaps = needs.neededBy([...routes.shell, ...lazyRoots], (id) =>
    drawsMaps.has(id),
  );

  const plan = new Map<string, string>();
  for (const id of byLanding) {
    if (byEntry.has(id) || isLibrary(id)) continue;
    plan.set(id, sharedWithoutMaps.has(id) ? SIGNED_IN_CHUNK : LIVE_MAP_CHUNK);
  }
  return plan;
}

/** The modules of `ids` from which a target module is reached (cycles included). */
function leadingTo(
  ids: Set<string>,
  isTarget: (id: string) => boolean,
  takenBy: (id: string) => Iterable<string>,
): Set<string> {
  const takers = new Map<string, string[]>();
  for (const id of ids) {
    for (const taken of takenBy(id)) {
      const list = takers.get(taken) ?? [];
      list.push(id);
      takers.set(taken, list);
    }
  }
  const leading = new Set<string>();
  const pending = [...ids].filter(isTarget);
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (leading.has(id)) continue;
    leading.add(id);
    pending.push(...(takers.get(id) ?? []));
  }
  return leading;
}
