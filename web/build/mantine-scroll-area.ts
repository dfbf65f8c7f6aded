import { type Plugin } from 'vite';

const SCROLL_AREA = /\/@mantine\/core\/esm\/components\/ScrollArea\/ScrollArea\.mjs$/;
const FLOATING_IMPORT = "import { useMergeRefs } from '@floating-ui/react';";

/**
 * Mantine's ScrollArea takes one helper from floating-ui, the library that places tooltips and
 * popovers: merging two refs. A module is one piece for Rollup, so that import put the whole of
 * floating-ui (~15 KB on the wire) on every page with a scroll area, the live map's side
 * navigation among them, though the map's tooltips and popovers load on first use
 * (components/deferred-floating). Mantine's own hook does the same (both call each ref with
 * the node and keep the cleanups React 19 refs return; ScrollArea's refs are never all null,
 * where the two would differ), so ScrollArea takes that one instead (issue 9).
 */
export function mantineScrollAreaWithoutFloating(): Plugin {
  return {
    name: 'fleet:mantine-scroll-area-without-floating',
    transform(code, id) {
      if (!SCROLL_AREA.test(id)) return undefined;
      if (!code.includes(FLOATING_IMPORT)) {
        this.error(`${id} no longer imports useMergeRefs from floating-ui: review this plugin`);
      }
      const merged =
        "import { useMergedRef } from '@mantine/hooks';\n" +
        'const useMergeRefs = (refs) => useMergedRef(...refs);';
      return { code: code.replace(FLOATING_IMPORT, merged), map: null };
    },
  };
}
