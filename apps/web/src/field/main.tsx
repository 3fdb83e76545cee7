import '@/lib/zod-config';
import '@fontsource-variable/inter';
import '@/styles/global.css';
import './field.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FieldApp } from './field-app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
createRoot(container).render(
  <StrictMode>
    <FieldApp />
  </StrictMode>,
);

// The service worker caches the app shell so the app opens with no network. Registered by hand
// (no workbox-window): one call, and not a byte more before the app can be used. Its scope is
// `/field`, so the address without the slash (README, QR codes) opens offline too (issue 27); the
// server allows it with Service-Worker-Allowed. A phone set up before then has a worker for
// `/field/` alone, which would keep `/field/` to itself: it goes.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void navigator.serviceWorker.register('/field/sw.js', { scope: '/field' }).then(async () => {
    const all = await navigator.serviceWorker.getRegistrations();
    await Promise.all(
      all.filter((r) => new URL(r.scope).pathname === '/field/').map((r) => r.unregister()),
    );
  });
}
