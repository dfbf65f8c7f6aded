import { type Plugin } from 'vite';

/** A component's class names, which the library ships beside the component's own stylesheet. */
const CLASS_NAMES = /\/@mantine\/core\/esm\/.+\/([A-Za-z]+)\.module\.css\.mjs$/;

/**
 * Each Mantine component brings its own stylesheet (issue 9, bench/README.md "Web weight"):
 * the module holding a component's class names imports the component's layered CSS, so the
 * styles land in the chunk that holds the component and a page loads the CSS of the components
 * it draws, not the library's whole 200 KB. Global styles are imported once (web/src/main.tsx).
 * Every such module has a stylesheet of the same name (`styles/<Name>.layer.css`).
 */
export function mantineStylesPerComponent(): Plugin {
  return {
    name: 'fleet:mantine-styles-per-component',
    transform(code, id) {
      const name = CLASS_NAMES.exec(id)?.[1];
      if (name === undefined) return undefined;
      return { code: `import '@mantine/core/styles/${name}.layer.css';\n${code}`, map: null };
    },
  };
}
