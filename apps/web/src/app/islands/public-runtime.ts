import { MOBILE_BREAKPOINT_PX } from '@ronda/shared';
import { keepScrollersFocusable } from '@/lib/focusable-scrollers';
import { syncPopoverInvokers } from '@/lib/popover-invokers';
import { startWebVitalsReporting } from '@/lib/report-web-vitals';
import { takeHeldActions } from './held-actions';
import { startIslands } from './island-triggers';

/**
 * The only script a prerendered public page loads up front (a few KB, no React): the page is
 * already complete HTML with native controls. This keeps the menu button's state announced,
 * the layout flag current, and loads each interactive island when a visitor reaches for it.
 * The console and every other page remain the single-page app (src/main.tsx).
 */
/**
 * The page's stylesheets are inlined (scripts/prerender.mjs). A print-only link to each, which
 * blocks nothing, lets an island's loader see them as present instead of fetching them again.
 */
function markInlinedStylesheets() {
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const href = style.dataset.href;
    if (!href || document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.media = 'print';
    link.href = href;
    document.head.append(link);
  }
}

function start() {
  markInlinedStylesheets();
  syncPopoverInvokers();
  keepScrollersFocusable();

  // The same flag the app shell keeps (app-shell.tsx): mobile at the spec's breakpoint.
  const shell = document.querySelector<HTMLElement>('[data-layout]');
  const mobile = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const setLayout = () => {
    if (shell) shell.dataset.layout = mobile.matches ? 'mobile' : 'desktop';
  };
  setLayout();
  mobile.addEventListener('change', setLayout);

  startIslands(takeHeldActions());
  document.documentElement.dataset.islands = 'ready';

  // Real visitors' page speed, from production builds only (development timings mean nothing).
  if (import.meta.env.PROD) startWebVitalsReporting();
}

start();
