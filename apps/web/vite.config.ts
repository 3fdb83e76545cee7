/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { rupeeFont } from './scripts/rupee-font.mjs';

// The server (apps/server) answers the API and the job-queue dashboard on port 3000 in development.
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  // Anchored here, so builds and tests behave the same when started from the repository root.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), rupeeFont()],
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
    // Read by scripts/prerender.mjs to link each prerendered page's own CSS and chunks (then removed).
    manifest: true,
    rolldownOptions: {
      input: {
        // The single-page app: the console and every page that is not prerendered.
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        // The one script a prerendered public page loads up front (src/app/islands).
        'public-runtime': fileURLToPath(
          new URL('./src/app/islands/public-runtime.ts', import.meta.url),
        ),
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
