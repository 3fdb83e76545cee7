import type { Locator, Page } from '@playwright/test';

/** The signed-in dashboard (console.md §2 Dashboard). */
export class DashboardPage {
  readonly cards: Locator;
  readonly locations: Locator;
  readonly map: Locator;
  readonly markers: Locator;
  readonly teamList: Locator;

  constructor(readonly page: Page) {
    this.cards = page.getByRole('list', { name: 'Today at a glance' }).getByRole('listitem');
    this.locations = page.getByRole('region', { name: 'Employee Locations' });
    this.map = this.locations.locator('.leaflet-container');
    this.markers = this.map.locator('.leaflet-marker-icon');
    this.teamList = page.getByRole('region', { name: 'Team Locations' }).getByRole('button');
  }

  card(label: string): Locator {
    return this.cards.filter({ hasText: label });
  }

  /** The team card of a person, by full name. */
  person(name: string): Locator {
    return this.teamList.filter({ hasText: name });
  }

  marker(name: string): Locator {
    return this.map.locator(`.leaflet-marker-icon[title="${name}"]`);
  }

  /** Open popups (a closing one may linger for its fade-out). */
  popups(): Locator {
    return this.map.locator('.leaflet-popup-content');
  }

  popupOf(name: string): Locator {
    return this.popups().filter({ hasText: name });
  }
}
