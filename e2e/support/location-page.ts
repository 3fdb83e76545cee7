import type { Locator, Page } from '@playwright/test';
import pg from 'pg';
import { archiveLocations } from '../../apps/server/src/jobs/archive-locations.ts';
import { createDeviceClient, planFieldDay, playFieldDay } from '@ronda/device-simulator';
import { e2eDatabaseUrl, queryE2eDatabase } from './database';
import { DEMO } from './session';

/** The Employee Live Location page (console.md §2). */
export class LocationPage {
  readonly employee: Locator;
  readonly date: Locator;
  readonly timeline: Locator;
  readonly entries: Locator;
  readonly trips: Locator;
  readonly map: Locator;

  constructor(readonly page: Page) {
    this.employee = page.getByLabel('Employee');
    this.date = page.getByLabel('Date');
    this.timeline = page.locator('section[aria-labelledby="location-timeline-title"]');
    this.entries = this.timeline.locator('li[data-kind]');
    this.trips = page.getByRole('group', { name: 'Trips' }).getByRole('button');
    this.map = page.locator('.leaflet-container');
  }

  async open(userId: string, date: string): Promise<void> {
    await this.page.goto('/location');
    await this.employee.selectOption({ value: userId });
    await this.date.fill(date);
  }

  entry(kind: string): Locator {
    return this.timeline.locator(`li[data-kind="${kind}"]`);
  }

  /** Each entry's title and time, in the order shown. */
  async timelineTexts(): Promise<string[]> {
    return this.entries.evaluateAll((items) =>
      items.map((item) =>
        (item.querySelector('button')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      ),
    );
  }
}

/**
 * A new field worker of the demo company, and their simulated day on `date` sent through the
 * device API as their phone would. A new person, because the demo's own staff are punched in
 * today by the server's live demo, and a day in the past cannot be punched in over that.
 */
export async function playNewWorkersDay(baseUrl: string, date: string, firstName: string) {
  const key = `e2e${Math.random().toString(36).slice(2, 8)}`;
  const email = `${key}@field.example`;
  const [user] = await queryE2eDatabase<{ id: string }>(
    `insert into users (company_id, first_name, last_name, email)
     select company_id, $1, 'Fonseca', $2 from users where email = $3
     returning id`,
    [firstName, email, DEMO.admin],
  );
  if (!user) throw new Error('the demo admin is missing');
  const res = await fetch(`${baseUrl}/api/auth/demo-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!res.ok) throw new Error(`demo sign-in of ${email}: ${res.status}`);
  const { token } = (await res.json()) as { token: string };
  const plan = planFieldDay({ employeeKey: key, date, profile: 'appliance' });
  const played = await playFieldDay(createDeviceClient({ baseUrl, token }), plan, {
    until: new Date(),
  });
  if (played.actionConflicts.length > 0 || played.rejected.length > 0) {
    throw new Error(`the day did not go in cleanly: ${JSON.stringify(played.actionConflicts)}`);
  }
  return { plan, userId: user.id };
}

/** Runs the hourly archival now, against the e2e server's database. */
export async function archiveNow() {
  const pool = new pg.Pool({ connectionString: await e2eDatabaseUrl(), max: 2 });
  try {
    return await archiveLocations(pool, new Date());
  } finally {
    await pool.end();
  }
}

/**
 * Waits until the place-naming jobs the views asked for have run, so the names on the page no
 * longer change under a test (they arrive from the geocoder in the background, one a second).
 */
export async function placeNamesSettled(timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await queryE2eDatabase<{ n: number }>(
      `select count(*)::int as n from pgboss.job
        where name = 'name-places' and state in ('created', 'retry', 'active')`,
    );
    if (row?.n === 0) return;
    if (Date.now() > until) throw new Error(`${row?.n} place names still being looked up`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
