import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { landingChunks } from './build/landing-chunks';
import { isModuleExportsDefault, mapLibraryChunk, mapLibraryFromSource } from './build/map-library';
import { mltDecoderOnDemand } from './build/map-library-mlt';
import { mapLibraryStylesInUse } from './build/map-library-styles';
import { mantineScrollAreaWithoutFloating } from './build/mantine-scroll-area';
import { mantineAppShellWithoutRemoveScroll } from './build/mantine-app-shell';
import { mantineStylesPerComponent } from './build/mantine-styles';

const source = (file: string): string => fileURLToPath(new URL(`src/${file}`, import.meta.url));

/** The live map, where the signed-in land, drawn from few files (build/landing-chunks.ts). */
const landing = landingChunks({
  shell: ['app/auth/require-auth.tsx', 'app/layout/app-layout.tsx', 'app/redirects.tsx'].map(
    source,
  ),
  page: [source('features/asset-map/pages/asset-map-page.tsx')],
});

/** The API server; `/api` (REST, GraphQL and its WebSocket subscriptions) is proxied to it. */
const API_TARGET = 'http://localhost:3000';

const apiProxy = {
  '/api': { target: API_TARGET, changeOrigin: true, ws: true },
  '/map': { target: API_TARGET, changeOrigin: true },
  // The embedded MQTT broker's WebSocket (camera signalling, docs/CAMERAS.md "Broker").
  '/mqtt': { target: API_TARGET, changeOrigin: true, ws: true },
};

export default defineConfig({
  plugins: [
    react(),
    mapLibraryFromSource(),
    mltDecoderOnDemand(),
    mapLibraryStylesInUse(source('')),
    mantineStylesPerComponent(),
    mantineScrollAreaWithoutFloating(),
    mantineAppShellWithoutRemoveScroll(),
    landing.plugin,
    // A brotli and a gzip copy beside every text file, made once here at the highest levels; the
    // server sends the one the browser accepts (server/src/platform/web-client.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  server: { port: 5173, proxy: apiProxy },
  // `vite preview` proxies too, so a production build can be tried against a local server.
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps hold the whole TypeScript source: a production build makes none (the server refuses to
    // serve any, too). `npm run dev` keeps them: Vite's dev server maps its modules regardless.
    sourcemap: false,
    // MapLibre's two chunks are ~600 KB each (before compression) and load with the map pages only.
    chunkSizeWarningLimit: 1200,
    commonjsOptions: { defaultIsModuleExports: isModuleExportsDefault },
    rollupOptions: {
      output: {
        // Rollup splits the app by lazy route (web/src/app/router.tsx): the sign-in page loads
        // the entry chunk only. Two groups are made by hand: MapLibre's chunks, named and holding
        // only its code, so the weight journey can tell that only the map pages load them; and
        // what the live map, where the signed-in land, runs beyond the entry, in two files
        // instead of ~60 (build/landing-chunks.ts). Libraries are not grouped otherwise, which
        // would make every page load what one of them uses.
        manualChunks: (id, meta) => mapLibraryChunk(id, meta) ?? landing.chunkOf(id, meta),
        // Exactly the modules named above: by default Rollup adds every module they import, which
        // for a package's index is the whole package.
        onlyExplicitManualChunks: true,
        // Each file costs a request and ~1 KB of headers: chunks under this size are merged into
        // one loaded with them wherever Rollup finds that safe (never into the groups above; the
        // entry may take a few hundred bytes of them).
        experimentalMinChunkSize: 20_000,
      },
      onwarn: (warning, warn) => {
        // zod ships comments Rollup cannot place; harmless and not ours to fix.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
    },
  },
});
