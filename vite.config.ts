// Build: Preact, one lazy chunk per game, and a 'prompt' service worker that precaches every chunk.
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  // The build manifest (dist/.vite/manifest.json) lets the bench and browser tests find each game's chunk.
  build: { target: 'es2022', sourcemap: false, manifest: true },
  plugins: [
    preact(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['apple-touch-icon.png', 'favicon.svg'],
      manifest: {
        id: '/',
        name: 'Kotatsu — pass-and-play board games',
        short_name: 'Kotatsu',
        description:
          'Board games for one shared tablet or phone, offline. / 一台の端末で遊ぶボードゲーム卓（オフライン対応）',
        lang: 'ja',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#f6efe4',
        theme_color: '#8a3b1f',
        icons: [
          { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: 'maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        screenshots: [
          {
            src: 'screenshots/phone.png',
            sizes: '390x844',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Kotatsu on a phone',
          },
          {
            src: 'screenshots/tablet.png',
            sizes: '1180x820',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Kotatsu on a tablet',
          },
        ],
      },
      workbox: {
        // Every JS chunk (including each lazily loaded game), CSS and HTML; the plugin adds icons and manifest.
        globPatterns: ['**/*.{js,css,html,svg}'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
});
