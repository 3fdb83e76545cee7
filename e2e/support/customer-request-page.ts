import { stubTiles } from './map-tiles';
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

/** Panaji, where the Nominatim stand-in answers reverse lookups. */
export const PANAJI = { latitude: 15.4989, longitude: 73.8278 };

/**
 * The public "Raise a Request" page (public-site-and-sign-in.md §2.9): its fields, the address
 * suggestions, the map and the success view.
 */
export class CustomerRequestPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly name: Locator;
  readonly phone: Locator;
  readonly company: Locator;
  readonly description: Locator;
  readonly location: Locator;
  readonly suggestions: Locator;
  readonly useMyLocation: Locator;
  readonly images: Locator;
  readonly dueDate: Locator;
  readonly submit: Locator;
  /** The form's summary alert (the first failing check, or why the send failed). */
  readonly formAlert: Locator;
  readonly welcomeBack: Locator;
  readonly mapPin: Locator;
  readonly map: Locator;
  readonly marker: Locator;
  readonly placeOnMap: Locator;
  readonly mapHint: Locator;
  readonly successHeading: Locator;
  readonly reference: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.email = page.getByRole('textbox', { name: 'Email' });
    this.name = page.getByRole('textbox', { name: 'Name', exact: true });
    this.phone = page.getByRole('textbox', { name: 'Phone (optional)' });
    this.company = page.getByRole('combobox', { name: 'Company' });
    this.description = page.getByRole('textbox', { name: 'Description' });
    this.location = page.getByRole('combobox', { name: 'Location' });
    this.suggestions = page.getByRole('listbox', { name: 'Address suggestions' });
    this.useMyLocation = page.getByRole('button', { name: 'Use my location' });
    this.images = page.getByLabel('Images (optional)');
    this.dueDate = page.getByLabel('Due Date');
    this.submit = page.getByRole('button', { name: 'Submit Request' });
    this.formAlert = page.locator('form > [role="alert"]');
    this.welcomeBack = page.getByRole('status').filter({ hasText: 'Welcome back!' });
    this.mapPin = page.getByText(/^Map pin:/);
    this.map = page.locator('.leaflet-container');
    // Drawn by CSS (no image that could fail to load); a button for keyboard users.
    this.marker = page.locator('.request-map-marker');
    this.placeOnMap = page.getByRole('button', { name: 'Place the pin on the map' });
    this.mapHint = page.locator('p[id$="-map-hint"]');
    this.successHeading = page.getByRole('heading', { name: 'Request submitted' });
    this.reference = page.getByTestId('request-reference');
  }

  /**
   * The page is prerendered and then hydrated by the app. Taps and sends before that are held
   * and replayed (scripts-held-back.spec.ts), but the address search only answers typing the app
   * has seen: the tests here are about the form at work, so they start once the app has it and
   * the form is usable.
   */
  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading).toContainText('Raise a Request');
    await expect(this.page.locator('html')).toHaveAttribute('data-app', 'ready');
    // With the company in the address, the form takes input once the company has loaded.
    await expect(this.page.locator('main [inert]')).toHaveCount(0);
  }

  /**
   * Map tiles come from the internet, which the tests cannot reach: answer them with a plain
   * tile, or fail them all (the map must still show its marker).
   */
  stubTiles(mode: 'blank' | 'fail' = 'blank'): Promise<string[]> {
    return stubTiles(this.page, mode);
  }

  /** The message shown under a field, by the field's id (request-email, request-name, …). */
  fieldError(fieldId: string): Locator {
    return this.page.locator(`#${fieldId}-error`);
  }

  /** Types an address and clicks its suggestion. */
  async pickAddress(text: string): Promise<void> {
    await this.location.fill(text);
    await this.suggestions
      .getByRole('option', { name: new RegExp(text) })
      .first()
      .click();
    await expect(this.location).toHaveValue(new RegExp(`^${text}, Goa`));
  }

  /** Waits until the pin stops moving on screen (a zoom towards it has ended). */
  async pinSettled(): Promise<void> {
    let last = '';
    await expect
      .poll(
        async () => {
          const now = JSON.stringify(await this.marker.boundingBox());
          const still = now === last;
          last = now;
          return still;
        },
        { intervals: [300] },
      )
      .toBe(true);
  }

  /** The coordinates the "Map pin" line shows. */
  async pinnedPoint(): Promise<{ lat: number; lng: number }> {
    const text = (await this.mapPin.textContent()) ?? '';
    const match = /\((-?[\d.]+), (-?[\d.]+)\)/.exec(text);
    if (!match) throw new Error(`no coordinates in "${text}"`);
    return { lat: Number(match[1]), lng: Number(match[2]) };
  }

  /**
   * An image drawn and encoded by the browser itself (no fixture files). The pixels are noise,
   * so a JPEG of 3000 × 2000 px weighs a few megabytes.
   */
  async canvasImage(options: {
    width: number;
    height: number;
    type: 'image/jpeg' | 'image/png';
    quality?: number;
  }): Promise<Buffer> {
    const base64 = await this.page.evaluate(async ({ width, height, type, quality }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      const pixels = context.createImageData(width, height);
      let seed = 42;
      for (let i = 0; i < pixels.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        const v = seed % 256;
        pixels.data[i] = v;
        pixels.data[i + 1] = (i / 4) % 256;
        pixels.data[i + 2] = 255 - v;
        pixels.data[i + 3] = 255;
      }
      context.putImageData(pixels, 0, 0);
      const blob = await new Promise<Blob | null>((resolve) =>
        canvas.toBlob(resolve, type, quality),
      );
      if (!blob) throw new Error('the canvas could not be encoded');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      return btoa(binary);
    }, options);
    return Buffer.from(base64, 'base64');
  }
}

export interface DemoCompany {
  id: string;
  name: string;
}

/** The seeded demo company (Mandovi …), from the public company list. */
export async function demoCompany(request: APIRequestContext): Promise<DemoCompany> {
  const response = await request.get('/api/companies?isActive=true');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { companies: DemoCompany[] };
  const company = body.companies.find((c) => c.name.startsWith('Mandovi'));
  if (!company) throw new Error('The demo company (Mandovi …) is not seeded');
  return { id: company.id, name: company.name };
}

/** A datetime-local value some days ahead, in the browser's local time. */
export function dueDateInDays(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T10:00`;
}

/** An e-mail no other test uses. */
export function uniqueEmail(tag: string): string {
  return `cr-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The browser shares this position when asked (PANAJI unless told otherwise). */
export async function shareLocation(context: BrowserContext, where = PANAJI): Promise<void> {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(where);
}

/** What the stand-in geolocation answers the next "Use my location" with. */
export type FakePosition =
  | { kind: 'error'; code: number }
  /** A position whose coordinates cannot be read: the page's success callback throws. */
  | { kind: 'broken' }
  | { kind: 'at'; latitude: number; longitude: number };

/**
 * Replaces the browser's geolocation with a stand-in the test steers with `answerNext`, for the
 * failures a real browser cannot be made to produce on demand (unavailable, timed out, unknown).
 */
export async function fakeGeolocation(page: Page) {
  await page.addInitScript(() => {
    const steer = window as unknown as { __nextPosition?: FakePosition };
    const geolocation: Geolocation = {
      getCurrentPosition(success, failure) {
        const next = steer.__nextPosition;
        if (!next) throw new Error('The test did not say what the next position is');
        if (next.kind === 'error') {
          failure?.({
            code: next.code,
            message: 'stand-in failure',
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
          } as GeolocationPositionError);
        } else if (next.kind === 'broken') {
          success({
            get coords(): GeolocationCoordinates {
              throw new Error('stand-in: no coordinates');
            },
            timestamp: Date.now(),
          } as GeolocationPosition);
        } else {
          success({
            coords: { latitude: next.latitude, longitude: next.longitude, accuracy: 5 },
            timestamp: Date.now(),
          } as GeolocationPosition);
        }
      },
      watchPosition: () => 0,
      clearWatch: () => undefined,
    };
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
  });
  return {
    answerNext: (position: FakePosition) =>
      page.evaluate((next) => {
        (window as unknown as { __nextPosition?: FakePosition }).__nextPosition = next;
      }, position),
  };
}

export { tileOf } from './map-tiles';
