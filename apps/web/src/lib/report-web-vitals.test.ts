import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as WebVitals from 'web-vitals';
import type { Metric } from 'web-vitals';
import { webVitalReportSchema } from '@ronda/shared';
import { sendWebVitalReport, startWebVitalsReporting, toWebVitalReport } from './report-web-vitals';

type Observe = (report: (metric: Metric) => void) => void;

function metric(overrides: Partial<Metric> = {}): Metric {
  return {
    name: 'LCP',
    value: 1834.56789,
    rating: 'good',
    delta: 1834.56789,
    id: 'v5-1',
    entries: [],
    navigationType: 'navigate',
    ...overrides,
  } as Metric;
}

/** A stand-in for the web-vitals module that remembers each observer's callback. */
function fakeWebVitals() {
  const observers = new Map<string, (metric: Metric) => void>();
  const observe =
    (name: string): Observe =>
    (report) =>
      observers.set(name, report);
  const module = {
    onCLS: observe('CLS'),
    onFCP: observe('FCP'),
    onINP: observe('INP'),
    onLCP: observe('LCP'),
    onTTFB: observe('TTFB'),
  } as unknown as typeof WebVitals;
  return { observers, load: vi.fn(() => Promise.resolve(module)) };
}

const beacons: { url: string; body: Blob }[] = [];

beforeEach(() => {
  beacons.length = 0;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => beacons.push({ url, body }) > 0,
  });
  window.history.replaceState(null, '', '/pricing');
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('PUB-API-25 web-vitals reporting, loaded lazily', () => {
  it('loads the module only once the browser is idle, then observes all five metrics', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const vitals = fakeWebVitals();
    startWebVitalsReporting(vitals.load);
    // jsdom's document has loaded, so the start waits only for idle time.
    expect(vitals.load).not.toHaveBeenCalled();
    idle.forEach((callback) => callback());
    await vi.waitFor(() => expect(vitals.observers.size).toBe(5));
    expect([...vitals.observers.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
  });

  it('reports each metric for the page the visit started on, even after moving on', async () => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => callback());
    const vitals = fakeWebVitals();
    startWebVitalsReporting(vitals.load);
    await vi.waitFor(() => expect(vitals.observers.size).toBe(5));
    window.history.pushState(null, '', '/contact');
    vitals.observers.get('LCP')?.(metric());
    expect(beacons).toHaveLength(1);
    const [beacon] = beacons;
    expect(beacon?.url).toBe('/api/web-vitals');
    expect(beacon?.body.type).toBe('application/json');
    expect(JSON.parse((await beacon?.body.text()) ?? 'null')).toEqual({
      name: 'LCP',
      value: 1834.568,
      rating: 'good',
      navigationType: 'navigate',
      path: '/pricing',
    });
  });

  it('a module that fails to load reports nothing and throws nothing', async () => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => callback());
    const load = vi.fn(() => Promise.reject(new Error('chunk failed')));
    startWebVitalsReporting(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    expect(beacons).toEqual([]);
  });
});

describe('what is sent', () => {
  it.each([
    ['LCP', 2512.3, 'needs-improvement'],
    ['CLS', 0.123456789, 'poor'],
    ['INP', 64, 'good'],
    ['TTFB', 0, 'good'],
  ] as const)('a %s report passes the server’s schema', (name, value, rating) => {
    const report = toWebVitalReport(metric({ name, value, rating }), '/');
    expect(webVitalReportSchema.parse(report)).toEqual(report);
  });

  it('falls back to a keepalive fetch when the browser will not queue a beacon', () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false });
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    const report = toWebVitalReport(metric(), '/');
    sendWebVitalReport(report, 'https://api.ronda.example');
    expect(fetch).toHaveBeenCalledWith('https://api.ronda.example/api/web-vitals', {
      method: 'POST',
      body: JSON.stringify(report),
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    });
  });

  it('a failed fallback send is swallowed: measuring never bothers the visitor', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false });
    const fetch = vi.fn(() => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', fetch);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    sendWebVitalReport(toWebVitalReport(metric(), '/'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(fetch).toHaveBeenCalled();
    expect(unhandled).not.toHaveBeenCalled();
  });
});
