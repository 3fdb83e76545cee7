import type { User } from '@ronda/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { signIn } from '@/lib/auth-store';
import { ReportsPage } from './reports-page';
import { attendanceReport, company, COMPANY_ID, departments, people, ravi } from './test-fixtures';

/** Wednesday 18 November 2026, noon in Goa. */
export const NOW = new Date('2026-11-18T06:30:00Z');

export type Reply = { status: number; body: unknown };
export const ok = (body: unknown): Reply => ({ status: 200, body });
export const fullReport = () => ok({ is_success: true, report: attendanceReport() });

/** The report queries the page sent, in order. */
export const reportQueries: URLSearchParams[] = [];
export const lastQuery = () => reportQueries[reportQueries.length - 1];

/** Answers the page's calls; `report` swaps in another answer (failing, empty, one person's). */
export function stubApi(report: (query: URLSearchParams) => Reply = fullReport) {
  reportQueries.length = 0;
  const fetch = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://x');
    if (url.pathname === '/api/reports/attendance') reportQueries.push(url.searchParams);
    const reply =
      url.pathname === '/api/reports/attendance'
        ? report(url.searchParams)
        : url.pathname === `/api/departments/${COMPANY_ID}`
          ? ok({ is_success: true, departments })
          : url.pathname === `/api/companies/${COMPANY_ID}/employees`
            ? ok({ is_success: true, employees: people })
            : null;
    if (!reply) throw new Error(`unexpected call to ${input}`);
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Where the router is: written into the page, so a test reads the address as the user would. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}
export const address = () => screen.getByTestId('address').textContent ?? '';

/** The page at `at`, signed in as `user` (the admin by default); the router, to go Back. */
export function renderPage(at: string, user: User = ravi) {
  signIn({ token: 't', user, company });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/reports',
        element: (
          <>
            <ReportsPage />
            <Address />
          </>
        ),
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

export const summaryTable = () => screen.findByRole('table', { name: /summary/ });
