import './lib/zod-config';
import '@fontsource-variable/inter';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/app-providers';
import { ReplayHeldActions } from './app/replay-held-actions';
import { createAppRouter, resolveLazyRoutes } from './app/router';
import { startWebVitalsReporting } from './lib/report-web-vitals';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

// Public pages arrive prerendered: their page code is loaded first so React can adopt the HTML
// as it is. Every other path starts from an empty root.
const prerendered = container.dataset.prerendered !== undefined;
if (prerendered) await resolveLazyRoutes(window.location);
const app = (
  <StrictMode>
    <ReplayHeldActions>
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </ReplayHeldActions>
  </StrictMode>
);
// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread for the whole page (Lighthouse counted 250 ms blocks on a throttled phone); a click
// on a part not yet hydrated makes React hydrate that part first.
if (prerendered) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);

// Real visitors' page speed, from production builds only (development timings mean nothing).
if (import.meta.env.PROD) startWebVitalsReporting();
