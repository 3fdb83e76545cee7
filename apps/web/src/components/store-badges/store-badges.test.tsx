import { fillStoreBadges, type StoreAppUrls } from '@ronda/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

const ANDROID = 'https://play.google.com/store/apps/details?id=in.ronda&hl=en_IN';
const IOS = 'https://apps.apple.com/in/app/ronda/id6450000000';

/** The page as the server hands it out: its settings in <meta name="ronda-config">. */
function serveConfig(urls: StoreAppUrls | undefined) {
  document.head.querySelector('meta[name="ronda-config"]')?.remove();
  if (urls) {
    const meta = document.createElement('meta');
    meta.name = 'ronda-config';
    meta.content = JSON.stringify({ androidAppUrl: urls.android, iosAppUrl: urls.ios });
    document.head.append(meta);
  }
}

/** A fresh module graph, so the site settings are read again from the page. */
async function loadStoreBadges() {
  vi.resetModules();
  return (await import('./store-badges')).StoreBadges;
}

afterEach(() => {
  cleanup();
  serveConfig(undefined);
  globalThis.__RONDA_PRERENDER__ = undefined;
});

describe('store badges follow ANDROID_APP_URL and IOS_APP_URL (issue 18)', () => {
  it('PUB-RTE-36 PUB-RTE-37 shows each badge with its configured address', async () => {
    serveConfig({ android: ANDROID, ios: IOS });
    const StoreBadges = await loadStoreBadges();
    render(<StoreBadges />);
    expect(screen.getByRole('link', { name: /Google Play/ }).getAttribute('href')).toBe(ANDROID);
    expect(screen.getByRole('link', { name: /App Store/ }).getAttribute('href')).toBe(IOS);
  });

  it('hides the badge of an app whose address is not set', async () => {
    serveConfig({ android: null, ios: IOS });
    const StoreBadges = await loadStoreBadges();
    render(<StoreBadges />);
    expect(screen.queryByRole('link', { name: /Google Play/ })).toBeNull();
    expect(screen.getByRole('link', { name: /App Store/ }).getAttribute('href')).toBe(IOS);
  });

  it('shows no badge at all when the page carries no addresses (unset by default)', async () => {
    const StoreBadges = await loadStoreBadges();
    render(<StoreBadges />);
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it.each<[string, StoreAppUrls]>([
    ['both set', { android: ANDROID, ios: IOS }],
    ['Android only', { android: ANDROID, ios: null }],
    ['iOS only', { android: null, ios: IOS }],
    ['neither', { android: null, ios: null }],
  ])(
    'prerendered, the server turns the badges into what the browser renders (%s), so no JavaScript is needed and hydration agrees',
    async (_case, urls) => {
      globalThis.__RONDA_PRERENDER__ = true;
      const Prerendered = await loadStoreBadges();
      const prerendered = renderToString(<Prerendered />);
      globalThis.__RONDA_PRERENDER__ = undefined;
      serveConfig(urls);
      const InBrowser = await loadStoreBadges();
      const inBrowser = renderToString(<InBrowser />);
      expect(fillStoreBadges(prerendered, urls)).toBe(inBrowser);
      expect(inBrowser).not.toContain('__RONDA_');
    },
  );
});
