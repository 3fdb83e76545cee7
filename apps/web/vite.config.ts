/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

/**
 * Preloads the Latin Inter font file, which every page uses at first paint: the browser fetches
 * it with the CSS instead of after it, and the text does not reflow when the font arrives late.
 */
function preloadInterFont(): Plugin {
  return {
    name: 'ronda-preload-inter',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /inter-latin-wght-normal.*\.woff2$/.test(file),
        );
        if (!font) return html;
        return html.replace(
          '</head>',
          `  <link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin />\n  </head>`,
        );
      },
    },
  };
}

// The server (apps/server) answers the API and the job-queue dashboard on port 3000 in development.
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  // Anchored here, so builds and tests behave the same when started from the repository root.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), preloadInterFont()],
  resolve: {
    alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      // Only paths below /admin: /admin itself is the web app's admin page, /admin/queues is the server's.
      '^/admin/': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
