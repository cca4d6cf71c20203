// Builds the storage bench page (bench/idb) into .tmp/bench-dist, apart from the app's build.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  logLevel: 'warn',
  build: {
    target: 'es2022',
    outDir: fileURLToPath(new URL('../../.tmp/bench-dist', import.meta.url)),
    emptyOutDir: true,
  },
});
