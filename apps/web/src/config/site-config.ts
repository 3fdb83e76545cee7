import { STORE_APP_URL_TOKENS } from '@ronda/shared';

/**
 * Settings the server decides at run time (SUPPORT_EMAIL, SUPPORT_PHONE, TILE_URL, the apps'
 * store addresses). The server writes them
 * into every page it serves as <meta name="ronda-config" content="{...}">. Pages prerendered at
 * build time contain placeholder tokens instead, which the server replaces in the HTML, so the
 * prerendered text and the hydrated app agree.
 */
export interface SiteConfig {
  supportEmail: string;
  supportPhone: string;
  /** Map tile URL template (TILE_URL), e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png */
  tileUrl: string;
  /**
   * Store addresses of the Android and iOS apps (ANDROID_APP_URL, IOS_APP_URL); null while an
   * app has none, which hides its badges. Prerendered badges hold tokens that the server fills
   * in, or removes the badge (@ronda/shared's fillStoreBadges).
   */
  androidAppUrl: string | null;
  iosAppUrl: string | null;
}

export const SITE_CONFIG_TOKENS: SiteConfig = {
  supportEmail: '__RONDA_SUPPORT_EMAIL__',
  supportPhone: '__RONDA_SUPPORT_PHONE__',
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  androidAppUrl: STORE_APP_URL_TOKENS.android,
  iosAppUrl: STORE_APP_URL_TOKENS.ios,
};

// The Vite dev server writes no meta: the server's defaults, apps without store addresses.
const DEVELOPMENT_DEFAULTS: SiteConfig = {
  supportEmail: 'support@ronda.example',
  supportPhone: '+91 832 000 0000',
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  androidAppUrl: null,
  iosAppUrl: null,
};

declare global {
  // Set by the build's prerender step while it renders pages to HTML.
  var __RONDA_PRERENDER__: boolean | undefined;
}

let cached: SiteConfig | undefined;

export function getSiteConfig(): SiteConfig {
  if (globalThis.__RONDA_PRERENDER__) return SITE_CONFIG_TOKENS;
  if (cached) return cached;
  const meta =
    typeof document === 'undefined' ? null : document.querySelector('meta[name="ronda-config"]');
  try {
    const parsed = JSON.parse(
      meta?.getAttribute('content') ?? 'null',
    ) as Partial<SiteConfig> | null;
    cached = { ...DEVELOPMENT_DEFAULTS, ...parsed };
  } catch {
    cached = DEVELOPMENT_DEFAULTS;
  }
  return cached;
}
