import { test, expect } from '../support/fixtures';
import { queryE2eDatabase } from '../support/database';
import {
  CustomerRequestPage,
  demoCompany,
  dueDateInDays,
  fakeGeolocation,
  shareLocation,
  tileOf,
  uniqueEmail,
} from '../support/customer-request-page';

/**
 * The "Raise a Request" form's location (public-site-and-sign-in.md §2.9, §5, §8, §9): address
 * search through the Nominatim stand-in (GEOCODER_URL), the map, "Use my location" with the
 * browser's geolocation, including every failure, and the pin placed by hand when neither finds
 * the place. The rest of the form: customer-request.spec.ts.
 */

/** An address the Nominatim stand-in does not know (it knows a few Goa towns only). */
const UNKNOWN_ADDRESS = 'House 7, Survey No. 112, Khandola village, near the temple';
const DENIED =
  'Location access was denied. Allow location access for this site in your browser settings, or enter your address manually.';

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
      // No image to break: the pin is drawn by CSS.
      await expect(page.locator('.leaflet-container img.leaflet-marker-icon')).toHaveCount(0);
      await expect(form.marker.locator('img')).toHaveCount(0);
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

test.describe('Raise a Request: placing the pin by hand (issue 18; PUB-CUST-18, PUB-CUST-19)', () => {
  test('an address the geocoder does not know and no device position: the pin is placed by tapping the map and dragged, then sent and stored with those coordinates and the typed address', async ({
    page,
    context,
  }) => {
    const company = await demoCompany(page.request);
    const form = new CustomerRequestPage(page);
    await form.stubTiles();
    // The visitor refuses to share their position.
    await context.clearPermissions();
    await form.goto('/customer');
    await form.company.selectOption({ label: company.name });
    const email = uniqueEmail('pin');
    await form.email.fill(email);
    await form.name.fill('Savita Gaude');
    await form.description.fill('The water pipe at the gate has burst.');

    const search = page.waitForResponse((r) => r.url().includes('/api/geo/search'));
    await form.location.fill(UNKNOWN_ADDRESS);
    expect(await (await search).json()).toMatchObject({ results: [] });
    await expect(page.getByText(/^No places match this address/)).toBeVisible();
    await form.useMyLocation.click();
    await expect(page.getByRole('alert')).toHaveText(DENIED);
    await expect(form.mapPin).toHaveCount(0);
    // Without a point the form still says 'Location is required'...
    await form.submit.click();
    await expect(form.formAlert).toHaveText('Location is required');

    // ...and shows the way out: the map, with its hint.
    await expect(form.mapHint).toHaveText(
      "Can't find it? Tap the map to place the pin, then drag it.",
    );
    await expect(form.map).toBeVisible();
    await expect(form.marker).toHaveCount(0);
    const box = await form.map.boundingBox();
    if (!box) throw new Error('the map has no size');
    await form.map.click({ position: { x: box.width / 2 + 60, y: box.height / 2 - 40 } });
    await expect(form.mapPin).toContainText(UNKNOWN_ADDRESS);
    await expect(form.marker).toBeVisible();
    // The tap kept the typed address and cleared the location message.
    await expect(form.location).toHaveValue(UNKNOWN_ADDRESS);
    await expect(form.fieldError('request-location')).toHaveCount(0);
    const tapped = await form.pinnedPoint();

    // Fine-tuned by dragging the pin.
    await form.pinSettled();
    const pin = await form.marker.boundingBox();
    if (!pin) throw new Error('the pin has no size');
    await page.mouse.move(pin.x + pin.width / 2, pin.y + pin.height / 2);
    await page.mouse.down();
    await page.mouse.move(pin.x + pin.width / 2 + 40, pin.y + pin.height / 2 + 30, { steps: 6 });
    await page.mouse.up();
    await expect.poll(async () => (await form.pinnedPoint()).lng).toBeGreaterThan(tapped.lng);
    const dragged = await form.pinnedPoint();
    expect(dragged.lat).toBeLessThan(tapped.lat);
    await expect(form.location).toHaveValue(UNKNOWN_ADDRESS);

    await form.dueDate.fill(dueDateInDays(2));
    const submitted = page.waitForResponse((r) => r.url().endsWith('/api/complaints/submit'));
    await form.submit.click();
    const response = await submitted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      location: {
        address: UNKNOWN_ADDRESS,
        coordinates: {
          lat: expect.closeTo(dragged.lat, 4),
          lng: expect.closeTo(dragged.lng, 4),
        },
      },
    });
    const { complaint } = (await response.json()) as { complaint: { id: string } };
    await expect(form.successHeading).toBeVisible();

    const [stored] = await queryE2eDatabase<{
      location_address: string;
      location_lat: number;
      location_lng: number;
      email: string;
    }>(
      `select c.location_address, c.location_lat, c.location_lng, u.email
         from complaints c join customers u on u.id = c.customer_id where c.id = $1`,
      [complaint.id],
    );
    expect(stored?.location_address).toBe(UNKNOWN_ADDRESS);
    expect(stored?.email).toBe(email);
    expect(stored?.location_lat).toBeCloseTo(dragged.lat, 4);
    expect(stored?.location_lng).toBeCloseTo(dragged.lng, 4);
  });

  test('with the keyboard: "Place the pin on the map" takes focus to the map, Enter puts the pin in its middle, the arrow keys move it', async ({
    page,
  }) => {
    const company = await demoCompany(page.request);
    const form = new CustomerRequestPage(page);
    await form.stubTiles();
    await form.goto(`/company/${company.id}/customer`);
    await expect(form.map).toHaveCount(0);
    await form.placeOnMap.focus();
    await page.keyboard.press('Enter');
    await expect(form.map).toBeFocused();
    await expect(form.map).toHaveAttribute('aria-describedby', /map-hint/);
    await page.keyboard.press('Enter');
    await expect(form.marker).toBeVisible();
    const placed = await form.pinnedPoint();
    await page.keyboard.press('Tab');
    await expect(form.marker).toBeFocused();
    await expect(form.marker).toHaveAttribute('aria-label', /arrow keys/);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await form.pinnedPoint()).lng).toBeGreaterThan(placed.lng);
    await expect(form.marker).toBeFocused();
    // Nothing typed: the address at the pin fills the box (the stand-in knows Panaji).
    await expect(form.location).toHaveValue(/Goa/);
  });
});
