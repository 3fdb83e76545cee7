import { localDateIn, trackingResponseSchema } from '@ronda/shared';
import { expect, test } from '../support/fixtures';
import {
  archiveNow,
  LocationPage,
  placeNamesSettled,
  playNewWorkersDay,
} from '../support/location-page';
import { stubTiles } from '../support/map-tiles';
import { seedSession } from '../support/session';

const ZONE = 'Asia/Kolkata';
const DAY_MS = 24 * 3600_000;

test.describe('Employee Live Location over a simulated day', () => {
  test('CON-LOC-01..13 CON-LOC-31..40 CON-LOC-49 CON-LOC-72..79 the day in order, trips with details, and the same after archival @desktop-only', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // Desktop only: archiving takes every stored day older than 48 hours in the database, so the
    // same test running at once in the 768 px project archived this day before its first view.
    const date = localDateIn(new Date(Date.now() - 3 * DAY_MS), ZONE);
    const { userId, plan } = await playNewWorkersDay(baseURL ?? '', date, 'Lena');
    const session = await seedSession(page);
    await stubTiles(page);
    const location = new LocationPage(page);
    const dayCall = () =>
      page.waitForResponse(
        (r) => r.url().includes('/api/location/tracking') && r.url().includes(`date=${date}`),
      );
    const trackingCall = dayCall();
    await location.open(userId, date);
    const tracking = trackingResponseSchema.parse(await (await trackingCall).json());
    expect(tracking.archived).toBe(false);
    expect(tracking.trips.length).toBeGreaterThan(1);
    // That first view asked for the unknown places' names; once looked up, the day is final.
    await placeNamesSettled();
    const named = dayCall();
    await location.open(userId, date);
    await named;

    await expect(location.entry('punch-in')).toHaveCount(1);
    const texts = await location.timelineTexts();
    expect(texts[0]).toMatch(/^Punched In/);
    expect(texts.at(-1)).toMatch(/Punched Out/);
    expect(texts.filter((t) => t.startsWith('Trip Started'))).toHaveLength(tracking.trips.length);
    expect(texts.filter((t) => t.startsWith('Trip Ended'))).toHaveLength(tracking.trips.length);
    expect(texts.some((t) => t.startsWith('Visited: '))).toBe(true);
    expect(texts.some((t) => t.startsWith('Work Log: '))).toBe(true);
    expect(
      texts.some((t) => t.startsWith(`Break Started: ${plan.truth.breaks[0]?.reason ?? ''}`)),
    ).toBe(true);
    // The phone's silent stretch is shown as a gap, never as a made-up route.
    expect(
      texts.some((t) => /^No signal from \d{2}:\d{2} [AP]M to \d{2}:\d{2} [AP]M/.test(t)),
    ).toBe(true);
    const times = await location.entries
      .locator('time')
      .evaluateAll((els) => els.map((el) => Date.parse(el.getAttribute('datetime') ?? '')));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    // The first trip is selected on load; choosing another shows its details in the spec's units.
    await expect(location.trips).toHaveCount(tracking.trips.length);
    await expect(location.trips.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.trip-route--selected')).toHaveCount(1);
    await location.trips.nth(1).click();
    await expect(location.trips.nth(1)).toHaveAttribute('aria-pressed', 'true');
    const details = page.getByRole('region', { name: 'Trip 2 details' });
    const second = tracking.trips[1];
    await expect(details).toContainText(`${second?.stats?.distance.toFixed(2)} km`);
    await expect(details).toContainText(`${second?.stats?.averageSpeed.toFixed(1)} km/h`);

    // Archived: the same day, the same page.
    const archived = await archiveNow();
    expect(archived.days).toBeGreaterThanOrEqual(1);
    const again = dayCall();
    await page.reload();
    await location.employee.selectOption({ value: userId });
    await location.date.fill(date);
    const archivedDay = trackingResponseSchema.parse(await (await again).json());
    expect(archivedDay.archived).toBe(true);
    await expect(location.entry('punch-in')).toHaveCount(1);
    expect(await location.timelineTexts()).toEqual(texts);
    expect(session.user.id).toBeTruthy();
  });

  test('CON-LOC-41..45 CON-LOC-24..30 selecting an entry centres it; the map background clears it; the last known popup', async ({
    page,
    baseURL,
  }) => {
    // Yesterday: a whole day whatever the hour (today may not have started in Goa yet).
    const yesterday = localDateIn(new Date(Date.now() - DAY_MS), ZONE);
    const { userId } = await playNewWorkersDay(baseURL ?? '', yesterday, 'Marta');
    await seedSession(page);
    const tiles = await stubTiles(page);
    const location = new LocationPage(page);
    await location.open(userId, yesterday);
    await expect(location.entries.first()).toBeVisible();
    const first = location.entries.first().getByRole('button');
    await first.click();
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => tiles.some((url) => /\/16\/\d+\/\d+\.png/.test(url))).toBe(true);
    await expect(page.locator('.leaflet-popup-content')).toHaveCount(1);
    // A click on the map itself, away from every marker and line.
    const box = await location.map.boundingBox();
    if (!box) throw new Error('no map');
    await page.mouse.click(box.x + 12, box.y + box.height - 12);
    await expect(first).not.toHaveAttribute('aria-current', 'true');

    // The last known position may lie outside the view at zoom 16: reached by keyboard, which
    // selects it as a click does and brings it into view.
    const avatar = location.map.locator('.avatar-marker-icon').first();
    await avatar.press('Enter');
    const popup = page.locator('.leaflet-popup-content').filter({ hasText: 'Last Known Location' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('Accurate to:');
    await expect(popup).toContainText('Last updated');
    await expect(popup).toContainText('%');
  });
});
