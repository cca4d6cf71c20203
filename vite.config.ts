// Build: Preact, one lazy chunk per game, and a 'prompt' service worker that precaches every chunk.
import preact from '@preact/preset-vite';
import basicSsl from '@vitejs/plugin-basic-ssl';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The strict Content Security Policy of the built app: only our own origin, no inline scripts or styles.
 * Added at build time only, because the dev server injects <style> tags for hot reloading.
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

function strictCsp(): Plugin {
  return {
    name: 'kotatsu-strict-csp',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP }, injectTo: 'head-prepend' },
    ],
  };
}

/**
 * The first screen in index.html paints once the stylesheet is in, so ask for it before the scripts: the service
 * worker answers requests in the order they come, and Vite writes the entry script and its preloads first.
 */
function stylesFirst(): Plugin {
  return {
    name: 'kotatsu-styles-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const links = html.match(/<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        const firstScript = html.search(/<script type="module"/);
        if (links.length === 0 || firstScript < 0) return html;
        let rest = html;
        for (const l of links) rest = rest.replace(l, '');
        const at = rest.search(/<script type="module"/);
        return `${rest.slice(0, at)}${links.map((l) => l.trim()).join('\n    ')}\n    ${rest.slice(at)}`;
      },
    },
  };
}

/** `npm run serve:lan` sets it: serve over https with a self-signed certificate, for a phone on the same network. */
const lanHttps = process.env.KOTATSU_HTTPS === '1';

export default defineConfig({
  // Relative asset paths (and hash routes): the same build runs at a host's root or under any sub-path.
  base: './',
  // The build manifest (dist/.vite/manifest.json) lets the bench and browser tests find each game's chunk.
  build: { target: 'es2022', sourcemap: false, manifest: true },
  plugins: [
    strictCsp(),
    stylesFirst(),
    ...(lanHttps ? [basicSsl({ name: 'kotatsu-lan' })] : []),
    preact(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['apple-touch-icon.png', 'favicon.svg'],
      manifest: {
        id: './',
        name: 'Kotatsu — pass-and-play board games',
        short_name: 'Kotatsu',
        description:
          'Board games for one shared tablet or phone, offline. / 一台の端末で遊ぶボードゲーム卓（オフライン対応）',
        lang: 'ja',
        start_url: './',
        scope: './',
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
        // Not the rules pictures: the app copies them into a cache of their own once the worker is active
        // (src/app/pwa/rules-pictures.ts), and this route answers them from there, so the rules read the same
        // offline while the precache, what must arrive before the app works offline, holds only the code.
        globPatterns: ['**/*.{js,css,html,svg}'],
        runtimeCaching: [
          {
            urlPattern: /\/rules\/[^?]+\.webp(\?|$)/,
            handler: 'CacheFirst',
            // The name of PICTURE_CACHE in src/app/pwa/rules-pictures.ts, which fills it.
            options: { cacheName: 'kotatsu-rules-pictures' },
          },
        ],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
});
