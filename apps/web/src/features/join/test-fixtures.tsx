import type { AuthOptions, Company, InvitePreview, User } from '@ronda/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { JoinPage } from './join-page';

export const CODE = 'AB12CD34';

export const company: Company = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Acme Services',
  address: null,
  coordinates: null,
  email: null,
  phone: null,
  website: null,
  logo: null,
  isActive: true,
  timezone: 'Asia/Kolkata',
  stopThresholdMinutes: 5,
  defaultDueDays: { critical: 0, high: 1, medium: 3, low: 5 },
};

export const asha: User = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Asha',
  lastName: 'Naik',
  email: 'asha@example.in',
  phone: null,
  profilePicture: null,
  role: 'employee',
  isAdmin: false,
  isSupervisor: false,
  status: 'active',
  isActive: true,
  departments: [],
};

export const preview: InvitePreview = {
  is_success: true,
  companyName: 'Acme Services',
  departmentName: 'Field Ops',
  expiresAt: '2030-01-01T00:00:00.000Z',
};

export const noProviders: AuthOptions = {
  is_success: true,
  google: null,
  apple: null,
  demoAccounts: null,
  adminSignIn: false,
};

export interface Reply {
  status: number;
  body: unknown;
}
export const ok = (body: unknown, status = 200): Reply => ({ status, body });
export const refused = (status: number, message: string): Reply => ({
  status,
  body: { is_success: false, message },
});

/** Answers the page's calls by method and path ("POST /api/onboarding/join"); others fail the test. */
export function stubApi(replies: Record<string, Reply>) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${new URL(input, 'http://x').pathname}`;
    const reply = replies[key];
    if (!reply) throw new Error(`unexpected call: ${key}`);
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The request a stubbed fetch received for `key`: its JSON body and Authorization header. */
export function sent(fetch: ReturnType<typeof stubApi>, key: string) {
  const call = fetch.mock.calls.find(
    ([url, init]) => `${init?.method ?? 'GET'} ${new URL(url, 'http://x').pathname}` === key,
  );
  if (!call) throw new Error(`no call: ${key}`);
  const init = call[1];
  return {
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    authorization: new Headers(init?.headers).get('Authorization'),
  };
}

export function renderJoinPage(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/join', Component: JoinPage }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}
