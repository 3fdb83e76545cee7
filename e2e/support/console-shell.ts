import { expect, type Locator, type Page } from '@playwright/test';
import { isMobileViewport } from './viewport';

/** The spec's entries, with Reports (issue 29) after Tasks. */
export const SIDEBAR_ENTRIES = [
  'Dashboard',
  'Location',
  'Tasks',
  'Reports',
  'Account',
  'Logout',
] as const;

/** The signed-in layout: docked sidebar on desktop, drawer behind a Menu button on mobile. */
export class ConsoleShell {
  /** By id: a closed drawer is hidden from the accessibility tree, yet still the sidebar. */
  readonly sidebar: Locator;
  readonly nav: Locator;
  readonly menuButton: Locator;
  readonly collapseToggle: Locator;
  readonly backdrop: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.locator('#console-sidebar');
    this.nav = this.sidebar.getByRole('navigation', { name: 'Console' });
    this.menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    this.collapseToggle = this.sidebar.getByRole('button', { name: /^(Collapse|Expand) sidebar$/ });
    this.backdrop = page.getByTestId('drawer-backdrop');
    this.heading = page.getByRole('heading', { level: 1 });
  }

  get isMobile(): boolean {
    return isMobileViewport(this.page);
  }

  /** Served inside the sidebar layout, whichever form the sidebar takes at this width. */
  async expectSidebarLayout(): Promise<void> {
    if (this.isMobile) {
      await expect(this.menuButton).toBeVisible();
      await expect(this.sidebar).toHaveAttribute('data-state', 'closed');
    } else {
      await expect(this.sidebar).toBeVisible();
      await expect(this.nav).toBeVisible();
    }
    await expect(this.page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(this.page.getByRole('contentinfo')).toHaveCount(0);
  }

  async openSidebar(): Promise<void> {
    if (!this.isMobile) return;
    await this.menuButton.click();
    await expect(this.sidebar).toHaveAttribute('data-state', 'open');
  }

  entry(name: string): Locator {
    return this.nav.getByRole(name === 'Logout' ? 'button' : 'link', { name, exact: true });
  }

  async expectOnPage(path: string, heading: string): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === path);
    await expect(this.heading).toHaveText(heading);
  }
}
