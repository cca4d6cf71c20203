// Builds the trivial Preact PWA (bench/trivial-pwa) into .tmp/trivial-dist: the cold-start baseline of `npm run bench`.
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  base: './',
  logLevel: 'warn',
  build: {
    target: 'es2022',
    outDir: fileURLToPath(new URL('../../.tmp/trivial-dist', import.meta.url)),
    emptyOutDir: true,
  },
  plugins: [
    preact(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: false,
      workbox: { globPatterns: ['**/*.{js,css,html}'], navigateFallback: 'index.html' },
    }),
  ],
});
