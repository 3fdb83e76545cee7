import type { ReportKind, User } from '@ronda/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { signIn } from '@/lib/auth-store';
import { ReportsPage } from './reports-page';
import { distanceReport } from './test-distance-fixtures';
import { attendanceReport, company, COMPANY_ID, departments, people, ravi } from './test-fixtures';
import { scheduleServer, type ScheduleAnswer } from './test-schedules-fixtures';
import { tasksReport } from './test-tasks-fixtures';
import { visitsReport } from './test-visits-fixtures';

/** Wednesday 18 November 2026, noon in Goa. */
export const NOW = new Date('2026-11-18T06:30:00Z');

export type Reply = { status: number; body: unknown };
export const ok = (body: unknown): Reply => ({ status: 200, body });
export const fullReport = () => ok({ is_success: true, report: attendanceReport() });

/** The reports' JSON queries the page sent, in order, of whichever kind. */
export const reportQueries: URLSearchParams[] = [];
export const lastQuery = () => reportQueries[reportQueries.length - 1];
/** The reports asked for, in order: their kind and query ("distance?from=…"). */
export const reportCalls: string[] = [];
/** The report files asked for (a `format` in the query), as full addresses. */
export const downloads: URL[] = [];
/** The calls to /api/reports/schedules, in order: their method and body as sent. */
export const scheduleCalls: { method: string; body: unknown }[] = [];

type Answer = (query: URLSearchParams) => Reply;
/** Each kind of report's answer, and the report e-mails' (by default a server that stores). */
export type Answers = Partial<Record<ReportKind, Answer>> & { schedules?: ScheduleAnswer };

const answerWith = (report: unknown) => () => ok({ is_success: true, report });
const KIND = /^\/api\/reports\/(attendance|distance|tasks|visits)$/;

/**
 * Answers the page's calls: each kind of report with its fixture, unless `answers` swaps in
 * another (failing, empty, one person's); `report` is the attendance answer, as it always was.
 * A file (a `format` in the query) is answered as the server would: bytes under its own name.
 */
export function stubApi(report: Answer = fullReport, answers: Answers = {}) {
  reportQueries.length = 0;
  reportCalls.length = 0;
  downloads.length = 0;
  scheduleCalls.length = 0;
  const { schedules = scheduleServer(), ...kinds } = answers;
  const replies: Record<ReportKind, Answer> = {
    attendance: report,
    distance: answerWith(distanceReport()),
    tasks: answerWith(tasksReport()),
    visits: answerWith(visitsReport()),
    ...kinds,
  };
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://x');
    if (url.pathname === '/api/reports/schedules') {
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      scheduleCalls.push({ method, body });
      const reply = schedules(method, body);
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }
    const kind = KIND.exec(url.pathname)?.[1] as ReportKind | undefined;
    const format = url.searchParams.get('format');
    if (kind && format) {
      downloads.push(url);
      return new Response(`${kind} as ${format}`, {
        status: 200,
        headers: { 'content-disposition': `attachment; filename="${kind}-from-server.${format}"` },
      });
    }
    if (kind) {
      reportQueries.push(url.searchParams);
      reportCalls.push(`${kind}?${url.searchParams.toString()}`);
    }
    const reply = kind
      ? replies[kind](url.searchParams)
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

/** A refusal in the server's error shape. */
export const refusal = (status: number, message: string): Reply => ({
  status,
  body: { is_success: false, message },
});

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
