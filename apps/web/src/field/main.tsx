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
// (no workbox-window): one call, and not a byte more before the app can be used.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void navigator.serviceWorker.register('/field/sw.js', { scope: '/field/' });
}
