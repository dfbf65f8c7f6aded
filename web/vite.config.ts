import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The API server; `/api` (REST, GraphQL and its WebSocket subscriptions) is proxied to it. */
const API_TARGET = 'http://localhost:3000';

const apiProxy = {
  '/api': { target: API_TARGET, changeOrigin: true, ws: true },
  '/map': { target: API_TARGET, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: apiProxy },
  // `vite preview` proxies too, so a production build can be tried against a local server.
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps hold the whole TypeScript source: a production build makes none (the server refuses to
    // serve any, too). `npm run dev` keeps them: Vite's dev server maps its modules regardless.
    sourcemap: false,
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate files stay cached across releases.
        manualChunks: (id) => {
          if (!id.includes('node_modules')) return undefined;
          if (id.includes('@mantine') || id.includes('@tabler')) return 'mantine';
          if (id.includes('/zod/')) return 'zod';
          return 'vendor';
        },
      },
      onwarn: (warning, warn) => {
        // zod ships comments Rollup cannot place; harmless and not ours to fix.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
    },
  },
});
