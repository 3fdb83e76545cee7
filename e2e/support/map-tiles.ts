import type { Page } from '@playwright/test';

/**
 * Answers every map tile request with a plain square (or fails it), since the tile server is out
 * of reach here; answers the list of tile URLs asked for.
 */
export async function stubTiles(page: Page, mode: 'blank' | 'fail' = 'blank'): Promise<string[]> {
  const requested: string[] = [];
  await page.route(/\/\d+\/\d+\/\d+\.png(\?.*)?$/, async (route) => {
    requested.push(route.request().url());
    if (mode === 'fail') return route.abort();
    return route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#dfe7ea"/></svg>',
    });
  });
  return requested;
}

/** The z/x/y tile path that holds a point at a zoom (the slippy-map formula). */
export function tileOf(lat: number, lng: number, zoom: number): string {
  const n = 2 ** zoom;
  const rad = (lat * Math.PI) / 180;
  const x = Math.floor(((lng + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return `/${zoom}/${x}/${y}.png`;
}
