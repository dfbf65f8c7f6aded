import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mapLibraryFromSource } from '../../web/build/map-library';

/** The map benchmark page: built apart from the app, into test-results (not committed). */
export const MAP_BENCH_OUT_DIR = path.resolve(import.meta.dirname, '../../test-results/map-bench');

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'page'),
  base: './',
  // The map library built as the app builds it (web/vite.config.ts), so both modes measure the
  // code a user's browser runs.
  plugins: [react(), mapLibraryFromSource()],
  logLevel: 'warn',
  build: {
    outDir: MAP_BENCH_OUT_DIR,
    emptyOutDir: true,
    // Minified like production, so the page runs the code a user's browser runs.
    sourcemap: false,
    reportCompressedSize: false,
    // One page, never downloaded over a network: MapLibre in one chunk is fine.
    chunkSizeWarningLimit: 4000,
    rollupOptions: {
      onwarn: (warning, warn) => {
        // zod (through @fleet/domain) ships comments Rollup cannot place; harmless.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
    },
  },
});
