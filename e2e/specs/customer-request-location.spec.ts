import { test, expect } from '../support/fixtures';
import {
  CustomerRequestPage,
  demoCompany,
  fakeGeolocation,
  shareLocation,
  tileOf,
} from '../support/customer-request-page';

/**
 * The "Raise a Request" form's location (public-site-and-sign-in.md §2.9, §5, §8, §9): address
 * search through the Nominatim stand-in (GEOCODER_URL), the map, and "Use my location" with the
 * browser's geolocation, including every failure. The rest of the form: customer-request.spec.ts.
 */

// A lookup of an e-mail nobody used yet answers 404, which Chromium logs as a console error.
test.use({ allowedConsoleErrors: /status of 404/ });

test.describe('Raise a Request: the location (PUB-CUST-18..25, 53..60)', () => {
  test('PUB-CUST-53 PUB-CUST-55 PUB-API-21 PUB-API-23 PUB-API-24 address search from 3 characters, 5 at most, picked with the keyboard or a click; tiles at zoom 15', async ({
    page,
  }) => {
    const company = await demoCompany(page.request);
    const form = new CustomerRequestPage(page);
    const tiles = await form.stubTiles();
    const searches: URL[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/geo/search')) searches.push(new URL(r.url()));
    });
    await page.clock.install();
    await form.goto(`/company/${company.id}/customer`);
    // The field appears once the company has loaded; pausing the clock earlier could hold that back.
    await expect(form.location).toBeVisible();
    // From here only runFor moves time: two characters get far more than the 500 ms debounce.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await form.location.fill('Pa');
    await page.clock.runFor(1000);
    const search = page.waitForRequest((r) => r.url().includes('/api/geo/search'));
    await form.location.fill('Goa');
    await page.clock.runFor(500);
    await search;
    await page.clock.resume();

    const options = form.suggestions.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(5);
    // A search for "Pa" would have gone out before this one.
    expect(searches.map((u) => [u.searchParams.get('q'), u.searchParams.get('limit')])).toEqual([
      ['Goa', '5'],
    ]);
    await expect(form.location).toHaveAttribute('aria-expanded', 'true');
    await form.location.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(form.location).toHaveAttribute('aria-activedescendant', /.+/);
    const first = (await options.nth(0).textContent()) ?? '';
    await form.location.press('Enter');
    await expect(form.location).toHaveValue(first);
    await expect(form.suggestions).toBeHidden();

    await form.location.fill('Mapusa');
    await form.suggestions.getByRole('option', { name: /Mapusa/ }).click();
    await expect(form.location).toHaveValue(/^Mapusa, Goa/);
    await expect(form.mapPin).toContainText('Mapusa, Goa');
    await expect(form.marker).toBeVisible();
    const mapusa = await form.pinnedPoint();
    const box = await form.map.boundingBox();
    expect(box?.height).toBeCloseTo(300, 0);
    await expect
      .poll(() => tiles.some((url) => url.endsWith(tileOf(mapusa.lat, mapusa.lng, 15))))
      .toBe(true);
  });

  test('PUB-CUST-56 a typed address takes the first suggestion when none is picked', async ({
    page,
  }) => {
    const company = await demoCompany(page.request);
    const form = new CustomerRequestPage(page);
    await form.stubTiles();
    await form.goto(`/company/${company.id}/customer`);
    await form.location.fill('Margao');
    await expect(form.mapPin).toContainText('Margao, Goa');
    await expect(form.location).toHaveValue('Margao');
    await expect(form.marker).toBeVisible();
  });

  test.describe('when map tiles fail', () => {
    test.use({ allowedConsoleErrors: /status of 404|net::ERR_FAILED/ });

    test('PUB-CUST-20 PUB-CUST-60 "Use my location" fills the address; the marker still shows', async ({
      page,
      context,
    }) => {
      const company = await demoCompany(page.request);
      const form = new CustomerRequestPage(page);
      const tiles = await form.stubTiles('fail');
      await shareLocation(context);
      await form.goto(`/company/${company.id}/customer`);
      const reverse = page.waitForRequest((r) => r.url().includes('/api/geo/reverse'));
      await form.useMyLocation.click();
      const query = new URL((await reverse).url()).searchParams;
      expect([query.get('lat'), query.get('lon')]).toEqual(['15.4989', '73.8278']);
      await expect(form.location).toHaveValue(/^Panaji, Goa/);
      await expect(form.marker).toBeVisible();
      await expect(page.locator('.leaflet-marker-icon')).toHaveCount(0);
      await expect.poll(() => tiles.length).toBeGreaterThan(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });
});

test.describe('Raise a Request: "Use my location" failures (PUB-ERR-16..22)', () => {
  test('PUB-ERR-16 a browser without geolocation is told to enter the address, with advice for Safari on iOS', async ({
    page,
  }) => {
    const company = await demoCompany(page.request);
    const form = new CustomerRequestPage(page);
    await page.addInitScript(() => {
      delete (Navigator.prototype as { geolocation?: Geolocation }).geolocation;
    });
    await form.goto(`/company/${company.id}/customer`);
    expect(await page.evaluate(() => 'geolocation' in navigator)).toBe(false);
    await form.useMyLocation.click();
    await expect(page.getByRole('alert')).toHaveText(
      'Your browser cannot share your location. Please enter your address instead. On an iPhone or iPad with Safari, turn on Location Services in Settings > Privacy > Location Services, then try again.',
    );
    await expect(form.mapPin).toHaveCount(0);
  });

  test.describe('with a stand-in geolocation', () => {
    test.use({ allowedConsoleErrors: /status of 502/ });

    test('PUB-ERR-17..22 each failure says what happened; a point without an address is still pinned', async ({
      page,
    }) => {
      const company = await demoCompany(page.request);
      const form = new CustomerRequestPage(page);
      await form.stubTiles();
      const geolocation = await fakeGeolocation(page);
      await form.goto(`/company/${company.id}/customer`);
      const alert = page.getByRole('alert');

      const failures: [number, string][] = [
        [
          1,
          'Location access was denied. Allow location access for this site in your browser settings, or enter your address manually.',
        ],
        [
          2,
          'Your location is not available right now. Check that location services are on, or enter your address manually.',
        ],
        [
          3,
          'Finding your location took too long. Please try again or enter your address manually.',
        ],
        [
          0,
          'Something went wrong while finding your location. Please try again or enter your address manually.',
        ],
      ];
      for (const [code, message] of failures) {
        await geolocation.answerNext({ kind: 'error', code });
        await form.useMyLocation.click();
        await expect(alert).toHaveText(message);
        await expect(form.mapPin).toHaveCount(0);
      }

      await geolocation.answerNext({ kind: 'broken' });
      await form.useMyLocation.click();
      await expect(alert).toHaveText(
        'Error processing your location. Please try again or enter your address manually.',
      );
      await expect(form.mapPin).toHaveCount(0);

      // Open sea: the address service knows no address there.
      const noAddress =
        "Got your location but couldn't fetch the address. You can enter it manually.";
      await geolocation.answerNext({ kind: 'at', latitude: -40, longitude: -30 });
      await form.useMyLocation.click();
      await expect(alert).toHaveText(noAddress);
      await expect(form.mapPin).toHaveText('Map pin: your location (-40.00000, -30.00000)');
      await expect(form.location).toHaveValue('');

      // The address service fails.
      await page.route(/\/api\/geo\/reverse/, (route) =>
        route.fulfill({ status: 502, json: { is_success: false, message: 'Bad gateway' } }),
      );
      const reverse = page.waitForResponse((r) => r.url().includes('/api/geo/reverse'));
      await geolocation.answerNext({ kind: 'at', latitude: 15.4989, longitude: 73.8278 });
      await form.useMyLocation.click();
      expect((await reverse).status()).toBe(502);
      await expect(form.mapPin).toHaveText('Map pin: your location (15.49890, 73.82780)');
      await expect(alert).toHaveText(noAddress);
      await expect(form.marker).toBeVisible();
    });
  });
});
