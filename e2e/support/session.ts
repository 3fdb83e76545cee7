import type { Page } from '@playwright/test';

export interface StoredSession {
  token: string;
  user: Record<string, unknown>;
  company: Record<string, unknown>;
}

export const TEST_SESSION: StoredSession = {
  token: 'e2e-token',
  user: {
    id: 11,
    firstName: 'Asha',
    lastName: 'Naik',
    email: 'asha@konkan.example',
    isAdmin: true,
  },
  company: { id: 3, name: 'Konkan Cleaners' },
};

/**
 * Signs the browser in the way a finished login leaves it (localStorage authToken, user, company).
 * Seeds once per tab, so a reload after Logout stays signed out as it would for a real user.
 */
export async function seedSession(
  page: Page,
  session: StoredSession = TEST_SESSION,
): Promise<void> {
  await page.addInitScript((value: StoredSession) => {
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
}

export function readStoredAuth(page: Page) {
  return page.evaluate(() => ({
    authToken: localStorage.getItem('authToken'),
    user: localStorage.getItem('user'),
    company: localStorage.getItem('company'),
  }));
}
