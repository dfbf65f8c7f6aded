import { type Plugin } from 'vite';
import { sourceEditsPlugin } from './source-edits';

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
  return sourceEditsPlugin({
    name: 'fleet:mantine-scroll-area-without-floating',
    files: /\/@mantine\/core\/esm\/components\/ScrollArea\/ScrollArea\.mjs$/,
    edits: [
      {
        find: "import { useMergeRefs } from '@floating-ui/react';",
        replace:
          "import { useMergedRef } from '@mantine/hooks';\n" +
          'const useMergeRefs = (refs) => useMergedRef(...refs);',
      },
    ],
  });
}
