import {
  dashboardStatsResponseSchema,
  DEVICE_LOCATIONS_PATH,
  latestLocationsResponseSchema,
  type LatestLocation,
} from '@ronda/shared';
import { expect, test } from '../support/fixtures';
import { DashboardPage } from '../support/dashboard-page';
import { stubTiles } from '../support/map-tiles';
import { DEMO, demoSession, seedSession } from '../support/session';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const record = (
  id: string,
  name: [string, string],
  lastUpdated: string,
  lat = 15.5,
): LatestLocation => ({
  employee: { id, firstName: name[0], lastName: name[1], profilePicture: null },
  lastUpdated,
  location: {
    coords: { latitude: lat, longitude: 73.82, speed: null, heading: null },
    batteryLevel: 0.64,
    charging: null,
    accuracy: 12,
    isMock: false,
  },
});

test.describe('dashboard with the demo company’s real data', () => {
  test('CON-DASH-02..11 CON-API-02 four cards with the server’s numbers; three lead to filtered tasks', async ({
    page,
  }) => {
    const session = await seedSession(page);
    await stubTiles(page);
    const statsCall = page.waitForRequest((r) => r.url().endsWith('/api/company/stats'));
    await page.goto('/dashboard');
    await statsCall;
    const dashboard = new DashboardPage(page);
    await expect(dashboard.cards).toHaveCount(4);
    const res = await page.request.get('/api/company/stats', {
      headers: { authorization: `Bearer ${session.token}` },
    });
    const { data } = dashboardStatsResponseSchema.parse(await res.json());
    for (const [label, value] of [
      ['Active Users', data.activeUsers],
      ['Active Tasks', data.activeTasks],
      ['Completed Today', data.completedTasksToday],
      ['Incoming Today', data.incomingTasksToday],
    ] as const) {
      await expect(dashboard.card(label)).toContainText(value.toLocaleString('en-IN'));
    }
    await expect(dashboard.card('Active Users').getByRole('link')).toHaveCount(0);
    await dashboard.card('Active Users').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const [label, query] of [
      ['Active Tasks', 'status=in-progress,pending'],
      ['Completed Today', 'status=resolved&date=today'],
      ['Incoming Today', 'status=incoming&date=today'],
    ] as const) {
      await dashboard.card(label).getByRole('link').click();
      await expect(page).toHaveURL(`/tasks?${query}`);
      await page.goBack();
    }
  });

  test('CON-DASH-12..17 CON-DASH-19 avatars on the map and team cards; selecting one centres at zoom 16 and opens it', async ({
    page,
  }) => {
    const session = await seedSession(page);
    const tiles = await stubTiles(page);
    const listCall = page.waitForRequest(
      (r) => r.url().includes('/latest-locations') && r.url().includes('excludeNoLocation=true'),
    );
    await page.goto('/dashboard');
    await listCall;
    const dashboard = new DashboardPage(page);
    const located = async () => {
      const res = await page.request.get(
        `/api/companies/${session.company.id}/latest-locations?excludeNoLocation=true`,
        { headers: { authorization: `Bearer ${session.token}` } },
      );
      return latestLocationsResponseSchema.parse(await res.json()).data.locations;
    };
    // Other tests give the demo's unsimulated employee (issue 27) a position while this runs: the
    // page, live, follows; compare with the server's list as it is at the same moment.
    await expect(async () => {
      const people = await located();
      expect(people.length).toBeGreaterThan(1);
      await expect(dashboard.markers).toHaveCount(people.length, { timeout: 2_000 });
      await expect(dashboard.teamList).toHaveCount(people.length, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    const people = await located();
    const box = await dashboard.markers.first().boundingBox();
    expect(box?.width).toBe(40);
    expect(box?.height).toBe(40);

    // A marker first, while the whole team is in view.
    const [someone, other] = people;
    if (!someone?.location || !other) throw new Error('the demo has too few located people');
    const otherName = `${other.employee.firstName} ${other.employee.lastName}`;
    // By keyboard: a marker is a focusable control, and Enter selects it as a click does.
    await dashboard.marker(otherName).press('Enter');
    await expect(dashboard.popupOf(otherName)).toBeVisible();
    await expect(dashboard.person(otherName)).toHaveAttribute('aria-pressed', 'true');

    // Then a team card: the map centres on them (wherever the demo has moved them) at zoom 16.
    const name = `${someone.employee.firstName} ${someone.employee.lastName}`;
    await dashboard.person(name).click();
    await expect(dashboard.popupOf(name)).toBeVisible();
    // One popup at a time: the other one closes.
    await expect(dashboard.popups()).toHaveCount(1);
    await expect(dashboard.person(name)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => tiles.some((url) => /\/16\/\d+\/\d+\.png/.test(url))).toBe(true);
  });

  test('a phone’s new position reaches the open dashboard without a reload (live stream) @desktop-only', async ({
    page,
  }) => {
    await seedSession(page);
    await stubTiles(page);
    await page.goto('/dashboard');
    const dashboard = new DashboardPage(page);
    await expect(dashboard.teamList.first()).toBeVisible();
    const phone = await demoSession(page, DEMO.employee);
    const name = `${phone.user.firstName} ${phone.user.lastName}`;
    const sent = await page.request.post(DEVICE_LOCATIONS_PATH, {
      headers: { authorization: `Bearer ${phone.token}` },
      data: {
        points: [
          {
            id: `e2e-${Date.now()}`,
            timestamp: new Date().toISOString(),
            lat: 15.4909,
            lng: 73.8278,
            accuracy: 4,
            battery: 37,
          },
        ],
      },
    });
    expect(sent.ok()).toBe(true);
    await expect(dashboard.person(name)).toContainText('Battery: 37%');
    await expect(dashboard.person(name)).toContainText('Just now');
  });
});

test.describe('dashboard states (server answers mocked) @desktop-only', () => {
  // The stream is cut on purpose, and some answers are failures: Chromium logs both.
  test.use({ allowedConsoleErrors: /net::ERR_FAILED|status of 500/ });

  test.beforeEach(async ({ page }) => {
    await seedSession(page);
    await stubTiles(page);
    // Without the live stream the page reads the list it is given.
    await page.route(/\/api\/companies\/[^/]+\/live$/, (route) => route.abort());
  });

  const answer = (locations: LatestLocation[]) =>
    JSON.stringify({ is_success: true, data: { locations } });

  test('CON-DASH-18 a location older than 1 hour is Stale; 59 minutes is not', async ({ page }) => {
    await page.route(/\/latest-locations\?/, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: answer([
          record('8d8f1b4e-0000-4000-8000-000000000001', ['Old', 'Fix'], minutesAgo(61)),
          record('8d8f1b4e-0000-4000-8000-000000000002', ['New', 'Fix'], minutesAgo(59.5), 15.51),
        ]),
      }),
    );
    await page.goto('/dashboard');
    const dashboard = new DashboardPage(page);
    await expect(dashboard.person('Old Fix')).toContainText('Stale');
    await expect(dashboard.person('New Fix')).toBeVisible();
    await expect(dashboard.person('New Fix')).not.toContainText('Stale');
    await expect(dashboard.person('New Fix')).toContainText('59 minutes ago');
  });

  test('CON-DASH-15 people at the same spot fan out around it: every avatar can be seen and clicked', async ({
    page,
  }) => {
    const names = ['Asha Rao', 'Bilal Khan', 'Chitra Iyer'];
    await page.route(/\/latest-locations\?/, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: answer(
          names.map((name, i) =>
            record(
              `8d8f1b4e-0000-4000-8000-00000000001${i}`,
              name.split(' ') as [string, string],
              minutesAgo(5),
            ),
          ),
        ),
      }),
    );
    await page.goto('/dashboard');
    const dashboard = new DashboardPage(page);
    await expect(dashboard.markers).toHaveCount(3);
    await expect(dashboard.map.locator('.fanned-marker-leg')).toHaveCount(3);
    const boxes = await Promise.all(names.map((n) => dashboard.marker(n).boundingBox()));
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        if (!a || !b) throw new Error('a marker has no box');
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(40);
      }
    }
    // A pointer reaches each one: none lies under another.
    for (const name of names) {
      await dashboard.marker(name).click();
      await expect(dashboard.popupOf(name)).toBeVisible();
      await expect(dashboard.person(name)).toHaveAttribute('aria-pressed', 'true');
    }
  });

  test('CON-DASH-20 CON-DASH-21 the empty messages', async ({ page }) => {
    let body = answer([]);
    await page.route(/\/latest-locations\?/, (route) =>
      route.fulfill({ contentType: 'application/json', body }),
    );
    await page.goto('/dashboard');
    await expect(page.getByText('No location data available', { exact: true })).toBeVisible();
    const bad = record('8d8f1b4e-0000-4000-8000-000000000003', ['Bad', 'Fix'], minutesAgo(1), 95);
    body = answer([bad]);
    await page.reload();
    await expect(page.getByText('No valid location data available', { exact: true })).toBeVisible();
  });

  test('failures say what failed and offer to try again', async ({ page }) => {
    await page.route('**/api/company/stats', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"is_success":false,"message":"x"}',
      }),
    );
    await page.route(/\/latest-locations\?/, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"is_success":false,"message":"x"}',
      }),
    );
    await page.goto('/dashboard');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to load dashboard statistics' }),
    ).toBeVisible({
      timeout: 15_000,
    });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to load employee locations' }),
    ).toBeVisible({
      timeout: 15_000,
    });
  });

  test('issue 27: when the stream and the polling both fail, a banner says since when; markers stay; it clears on recovery', async ({
    page,
  }) => {
    await page.clock.install();
    let failing = false;
    await page.route(/\/latest-locations\?/, (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ is_success: false, message: 'Something went wrong' }),
          })
        : route.fulfill({
            contentType: 'application/json',
            body: answer([
              record('8d8f1b4e-0000-4000-8000-000000000031', ['Ana', 'Lopes'], minutesAgo(2)),
            ]),
          }),
    );
    await page.goto('/dashboard');
    const dashboard = new DashboardPage(page);
    await expect(dashboard.person('Ana Lopes')).toBeVisible();
    const banner = page.getByText(/^Positions are not updating/);
    await expect(banner).toHaveCount(0);
    failing = true;
    // The 30-second poll and its retries, on the page's clock; each step lets the answers arrive.
    await expect(async () => {
      await page.clock.runFor(5_000);
      await expect(banner).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 30_000 });
    await expect(banner).toContainText(/Last update at \d{2}:\d{2} (AM|PM)/);
    await expect(dashboard.person('Ana Lopes')).toBeVisible();
    failing = false;
    await expect(async () => {
      await page.clock.runFor(5_000);
      await expect(banner).toHaveCount(0, { timeout: 500 });
    }).toPass({ timeout: 30_000 });
  });
});
