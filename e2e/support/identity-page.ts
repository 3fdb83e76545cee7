import type { Page, Request } from '@playwright/test';
import { IDP_ORIGIN } from './stand-in-config';

/** The sign-in pages' provider buttons and scripts, as the identity stand-in serves them. */
export const googleButton = (page: Page) =>
  page.getByRole('button', { name: 'Sign in with Google' });
export const appleButton = (page: Page) => page.getByRole('button', { name: 'Sign in with Apple' });
export const GOOGLE_SCRIPT = `script[src="${IDP_ORIGIN}/gsi/client"]`;
export const APPLE_SCRIPT = `script[src="${IDP_ORIGIN}/appleid/auth.js"]`;

export const isPost = (path: string) => (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === path;

/** Records the page's requests that match, to show a call was (or was not) made. */
export function recordRequests(page: Page, matches: (request: Request) => boolean): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (matches(request)) seen.push(request);
  });
  return seen;
}
