import type { Page } from '@playwright/test';

/** The spec's mobile layout applies at 768 px wide or less. */
export const MOBILE_MAX_WIDTH = 768;

export function isMobileViewport(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) <= MOBILE_MAX_WIDTH;
}
