import { expect, type Locator, type Page } from '@playwright/test';
import { isMobileViewport } from './viewport';

export const HOME_HEADING =
  'See where your team is, what they finished today, and which customers are waiting';

/** The logged-out site: header with its main navigation, footer, page heading. */
export class PublicSite {
  readonly header: Locator;
  readonly mainNav: Locator;
  readonly menuButton: Locator;
  readonly footer: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.mainNav = page.getByRole('navigation', { name: 'Main' });
    this.menuButton = this.header.getByRole('button', { name: 'Menu' });
    this.footer = page.getByRole('contentinfo');
    this.heading = page.getByRole('heading', { level: 1 });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading).toBeVisible();
  }

  /** On mobile the links sit behind the Menu button. */
  async openNav(): Promise<void> {
    if (!isMobileViewport(this.page)) return;
    // The header is prerendered: a tap before the app has started does nothing, as on a slow
    // phone, so tap again until the menu is open (never twice once it has opened).
    await expect(async () => {
      if ((await this.menuButton.getAttribute('aria-expanded')) !== 'true') {
        await this.menuButton.click();
      }
      await expect(this.menuButton).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
    }).toPass();
  }

  navLink(name: string): Locator {
    return this.mainNav.getByRole('link', { name, exact: true });
  }

  footerColumn(heading: string): Locator {
    return this.footer.getByRole('region', { name: heading });
  }

  async expectPath(path: string): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === path);
  }
}
