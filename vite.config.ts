import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { cataloguePlugin } from './scripts/catalogue-plugin';
import { precompressDirectory } from './scripts/precompress';

/** Brotli and gzip copies of the built files, which the server sends as they are. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'fun-funds-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle(error?: Error) {
      // A failed build wrote nothing: its own error is the one to show.
      if (error || !existsSync(outDir)) return;
      precompressDirectory(outDir);
    },
  };
}

// The web app lives in src/web; the server serves dist/web on the same origin.
export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [cataloguePlugin(), react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      // Catalogues are parsed at build time (scripts/catalogue-plugin.ts): the formatter needs no parser.
      '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
    },
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
});
