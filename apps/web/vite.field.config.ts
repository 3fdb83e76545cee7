import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { rupeeFont } from './scripts/rupee-font.mjs';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = 'http://127.0.0.1:3000';

/**
 * The field app (/field): its own build, so its first load carries none of the console (router,
 * query cache, maps) and its service worker caches only what the field app needs. Output goes to
 * dist/field, which the server serves with /field/* falling back to the app's index.html.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./field/', import.meta.url)),
  base: '/field/',
  publicDir: 'public',
  plugins: [
    react(),
    rupeeFont(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: null,
      // `/field` as well as `/field/`: the README's and the QR codes' address opens offline too.
      scope: '/field',
      filename: 'sw.js',
      manifest: {
        id: '/field/',
        name: 'Ronda Field',
        short_name: 'Ronda',
        description:
          'Punch in, take breaks, work your tasks and share your position with your team.',
        start_url: '/field/',
        scope: '/field',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#0F5257',
        background_color: '#F5F7F8',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: 'icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // The app shell and its chunks: the app opens with no network. API calls are never
        // cached; what is done offline waits in IndexedDB (src/field/sync) instead.
        globPatterns: ['**/*.{js,css,html,png,svg,woff2}'],
        // Inter's Latin files only: the other scripts' files load only for their letters.
        globIgnores: ['**/inter-{cyrillic,cyrillic-ext,greek,greek-ext,vietnamese}-*'],
        navigateFallback: '/field/index.html',
        navigateFallbackAllowlist: [/^\/field(\/|$)/],
        cleanupOutdatedCaches: true,
        // Web Push (issue 30): the push and notificationclick handlers, hand-written in
        // field/public/push-sw.js (the console's worker loads the same file). Resolved against
        // sw.js, so /field/push-sw.js.
        importScripts: ['push-sw.js'],
      },
    }),
  ],
  resolve: {
    alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) },
  },
  server: { proxy: { '/api': apiTarget } },
  build: {
    outDir: fileURLToPath(new URL('./dist/field/', import.meta.url)),
    emptyOutDir: true,
  },
});
