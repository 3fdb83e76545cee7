import type { Page } from '@playwright/test';
import { loginResponseSchema, type LoginResponse } from '@ronda/shared';

/** The demo company's people (apps/server/src/db/seed); the e2e server seeds them on first start. */
export const DEMO = {
  admin: 'rohan.kamat@mandovi-field.example',
  supervisor: 'maria.fernandes@mandovi-field.example',
  employee: 'anthony.dsouza@mandovi-field.example',
} as const;

/** A real session from the server's demo sign-in (DEMO_LOGIN is on outside production). */
export async function demoSession(page: Page, email: string = DEMO.admin): Promise<LoginResponse> {
  const res = await page.request.post('/api/auth/demo-login', { data: { email } });
  if (!res.ok()) throw new Error(`demo sign-in failed: ${res.status()} ${await res.text()}`);
  return loginResponseSchema.parse(await res.json());
}

/**
 * Signs the browser in the way a finished login leaves it (localStorage authToken, user, company),
 * with a real server session so the app's revalidation accepts it. Seeds once per tab, so a reload
 * after Logout stays signed out as it would for a real user.
 */
export async function seedSession(page: Page, email: string = DEMO.admin): Promise<LoginResponse> {
  const session = await demoSession(page, email);
  await page.addInitScript((value: LoginResponse) => {
    try {
      if (sessionStorage.getItem('e2e-session-seeded')) return;
      sessionStorage.setItem('e2e-session-seeded', '1');
      localStorage.setItem('authToken', value.token);
      localStorage.setItem('user', JSON.stringify(value.user));
      localStorage.setItem('company', JSON.stringify(value.company));
    } catch {
      // about:blank and other opaque origins have no storage; the next document will.
    }
  }, session);
  return session;
}

export function readStoredAuth(page: Page) {
  return page.evaluate(() => ({
    authToken: localStorage.getItem('authToken'),
    user: localStorage.getItem('user'),
    company: localStorage.getItem('company'),
  }));
}
