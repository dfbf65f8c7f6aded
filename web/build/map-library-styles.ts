import postcss from 'postcss';
import { type Plugin } from 'vite';

const LIBRARY_STYLESHEET = /\/maplibre-gl\/dist\/maplibre-gl\.css$/;

/**
 * What the library's stylesheet styles that the app never creates: the popup, the logo (off
 * unless `maplibreLogo`), the geolocate, fullscreen, scale, terrain and globe controls (with the
 * user's location dot), and the cooperative-gestures screen. Their icons are inline SVGs that
 * make most of the file: 8.3 KB of its 8.3 KB on the wire → 1.7 KB without them (issue 9).
 */
const UNUSED_CLASSES =
  /\.maplibregl-(popup|ctrl-logo|ctrl-geolocate|ctrl-fullscreen|pseudo-fullscreen|ctrl-shrink|ctrl-terrain|ctrl-globe|ctrl-scale|user-location|cooperative-gesture)/;
const UNUSED_KEYFRAMES = /^maplibregl-user-location/;
/** What would need those styles back: used anywhere in the app, the build stops here. */
const NEEDS_THEM =
  /\b(Popup|GeolocateControl|FullscreenControl|ScaleControl|TerrainControl|GlobeControl|LogoControl|maplibreLogo|cooperativeGestures)\b/;
const LIBRARY_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'maplibre-gl'/g;

/**
 * The map library's stylesheet without the rules of what the app never draws (the live map
 * loads it with its first paint). A rule is dropped only when every one of its selectors names
 * such a class; the build fails if the app's code takes one of those controls or options from
 * the library (see NEEDS_THEM), so a control added later brings its styles back by editing
 * the list above.
 */
export function mapLibraryStylesInUse(appSource: string): Plugin {
  return {
    name: 'fleet:map-library-styles-in-use',
    enforce: 'pre',
    transform(code, id) {
      if (LIBRARY_STYLESHEET.test(id)) return { code: withoutUnused(code), map: null };
      if (!id.startsWith(appSource) || !/\.tsx?$/.test(id)) return undefined;
      const used = [...code.matchAll(LIBRARY_IMPORT)].some(([, names]) =>
        NEEDS_THEM.test(names ?? ''),
      );
      if (
        used ||
        (code.includes("'maplibre-gl'") && /\b(maplibreLogo|cooperativeGestures)\b/.test(code))
      ) {
        this.error(
          `${id} uses a map control or option whose styles build/map-library-styles.ts leaves out`,
        );
      }
      return undefined;
    },
  };
}

function withoutUnused(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !UNUSED_CLASSES.test(selector));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.name === 'keyframes' && UNUSED_KEYFRAMES.test(atRule.params)) atRule.remove();
    else if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}
