/// <reference types='vitest' />
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { nxViteTsPaths } from '@nx/vite/plugins/nx-tsconfig-paths.plugin';

const versione: string = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web',
  define: { __APP_VERSION__: JSON.stringify(versione) },
  server: {
    port: 4200,
    host: 'localhost',
    // the api runs on 3000 during development
    proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'http://localhost:3000', ws: true } },
  },
  preview: {
    port: 4300,
    host: 'localhost',
  },
  plugins: [react(), nxViteTsPaths()],
  build: {
    outDir: '../../dist/apps/web',
    emptyOutDir: true,
    reportCompressedSize: false,
    // hidden: the maps are written (npm run size:web reads them) but not referenced by the served code
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 2000,
    commonjsOptions: {
      transformMixedEsModules: true,
    },
    rolldownOptions: {
      // Our web libraries' modules only declare things (their CSS still counts): what the shell does
      // not use stays out of the entry chunk and loads with the lazy pages that use it.
      treeshake: { moduleSideEffects: [{ test: /\/libs\/web\/[^/]+\/src\/.*\.tsx?$/, sideEffects: false }] },
    },
  },
}));
