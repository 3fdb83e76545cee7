import type * as WebVitals from 'web-vitals';
import type { Metric } from 'web-vitals';
import { WEB_VITALS_PATH, type WebVitalReport } from '@ronda/shared';
import { env } from '@/config/env';

/** What is sent for one measurement: the metric and the page the visit started on. */
export function toWebVitalReport(metric: Metric, path: string): WebVitalReport {
  return {
    name: metric.name,
    // CLS is a score with many decimals; milliseconds need none.
    value: Math.max(0, Math.round(metric.value * 1000) / 1000),
    rating: metric.rating,
    navigationType: metric.navigationType,
    path,
  };
}

/** Sends one report, surviving the page being closed (which is when LCP, CLS and INP are final). */
export function sendWebVitalReport(report: WebVitalReport, baseUrl = env.apiBaseUrl): void {
  const url = `${baseUrl}${WEB_VITALS_PATH}`;
  const body = JSON.stringify(report);
  const queued = navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }));
  if (queued) return;
  // Measuring is best effort: a lost report must never surface to the visitor.
  void fetch(url, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * Starts real-user page-speed reporting (public-site-and-sign-in.md §7). The measuring library
 * is loaded lazily, once the browser is idle after the page loaded, so it is never part of what
 * a visitor waits for; its observers read buffered entries, so nothing before that is missed.
 */
export function startWebVitalsReporting(
  load: () => Promise<typeof WebVitals> = () => import('web-vitals'),
): void {
  // The landing page: the metrics describe that load, wherever the visitor goes next.
  const path = window.location.pathname;
  const report = (metric: Metric) => sendWebVitalReport(toWebVitalReport(metric, path));
  const start = () => {
    load().then(
      ({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) observe(report);
      },
      () => undefined, // the chunk failed to load: no report rather than an error
    );
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(start) : setTimeout(start, 1);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
