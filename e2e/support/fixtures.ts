import { test as base, expect } from '@playwright/test';

interface Options {
  /**
   * Console errors a test expects, e.g. Chromium's "Failed to load resource ... 401" when the test
   * is about a refused request. Anything else logged as an error fails the test.
   */
  allowedConsoleErrors: RegExp;
}

/**
 * Every test fails on an uncaught page error or a console error, so a broken render cannot hide
 * behind a page that still shows the heading a test looks for.
 */
export const test = base.extend<Options & { failOnPageErrors: undefined }>({
  // A pattern that matches nothing. (A single RegExp: Playwright reads an array as [value, options].)
  allowedConsoleErrors: [/(?!)/, { option: true }],
  failOnPageErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (allowedConsoleErrors.test(message.text())) return;
        errors.push(`console error: ${message.text()}`);
      });
      await use(undefined);
      expect(errors, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
