import { escapeMarkup } from './escape-markup.ts';

/**
 * The Android and iOS apps' store addresses (ANDROID_APP_URL, IOS_APP_URL). They are run-time
 * settings, unset until the listings exist, while public pages are prerendered at build time: a
 * prerendered badge carries a token for its address, and the server either puts the address in
 * or takes the badge out, once, at start-up (apps/server/src/plugins/web-pages.ts). In the
 * browser the badges read the same addresses from <meta name="ronda-config">.
 */
export const STORE_APPS = ['android', 'ios'] as const;
export type StoreApp = (typeof STORE_APPS)[number];

/** An app's store address, or null while it has none (its badge is not shown). */
export type StoreAppUrls = Record<StoreApp, string | null>;

/** What a prerendered badge's href holds until the server fills in the address. */
export const STORE_APP_URL_TOKENS: Readonly<Record<StoreApp, string>> = {
  android: '__RONDA_ANDROID_APP_URL__',
  ios: '__RONDA_IOS_APP_URL__',
};

/** Set on each badge's list item to name its app, so the server can find the whole badge. */
export const STORE_BADGE_ATTRIBUTE = 'data-store-badge';

/**
 * Prerendered HTML with each badge's address filled in, or the badge removed when its app has
 * none. Throws when a token is left over: a badge whose markup the removal does not recognise
 * would otherwise ship as a dead link.
 */
export function fillStoreBadges(html: string, urls: StoreAppUrls): string {
  let filled = html;
  for (const app of STORE_APPS) {
    const url = urls[app];
    const token = STORE_APP_URL_TOKENS[app];
    if (url) {
      filled = filled.replaceAll(token, escapeMarkup(url));
      continue;
    }
    // A badge is one <li> holding one link: nothing inside it is a list item of its own.
    const badge = new RegExp(
      `<li\\b[^>]*\\b${STORE_BADGE_ATTRIBUTE}="${app}"[^>]*>[\\s\\S]*?</li>`,
      'g',
    );
    filled = filled.replace(badge, '');
    if (filled.includes(token)) {
      throw new Error(
        `The built page has a ${app} store link outside a ${STORE_BADGE_ATTRIBUTE} badge, ` +
          'which cannot be hidden: use the StoreBadges component.',
      );
    }
  }
  return filled;
}
