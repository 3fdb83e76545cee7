import { describe, expect, it } from 'vitest';
import { fillStoreBadges, STORE_APP_URL_TOKENS } from './store-apps.ts';

const badges =
  '<ul class="badges">' +
  `<li data-store-badge="android"><a href="${STORE_APP_URL_TOKENS.android}">Google Play</a></li>` +
  `<li data-store-badge="ios"><a href="${STORE_APP_URL_TOKENS.ios}">App Store</a></li>` +
  '</ul>';

describe('store badges in prerendered HTML (issue 18)', () => {
  it('PUB-RTE-36 PUB-RTE-37 fills in each configured address, escaped for an attribute', () => {
    const html = fillStoreBadges(badges, {
      android: 'https://play.google.com/store/apps/details?id=in.ronda&hl=en',
      ios: 'https://apps.apple.com/in/app/ronda/id123',
    });
    expect(html).toContain(
      'href="https://play.google.com/store/apps/details?id=in.ronda&amp;hl=en">Google Play',
    );
    expect(html).toContain('href="https://apps.apple.com/in/app/ronda/id123">App Store');
    expect(html).not.toContain('__RONDA_');
  });

  it('removes the badge of an app without an address, and keeps the other', () => {
    const html = fillStoreBadges(badges + badges, {
      android: null,
      ios: 'https://apps.apple.com/in/app/ronda/id123',
    });
    expect(html).not.toContain('Google Play');
    expect(html.match(/App Store/g)).toHaveLength(2);
  });

  it('leaves an empty list when neither app has an address', () => {
    expect(fillStoreBadges(badges, { android: null, ios: null })).toBe('<ul class="badges"></ul>');
  });

  it('refuses a store link it could not remove, rather than ship a dead link', () => {
    const stray = `<a href="${STORE_APP_URL_TOKENS.ios}">App Store</a>`;
    expect(() => fillStoreBadges(stray, { android: null, ios: null })).toThrow(/ios store link/);
  });
});
