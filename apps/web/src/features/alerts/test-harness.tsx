import { ALERT_KINDS, type Alert, type AlertKind, type User } from '@ronda/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { signIn } from '@/lib/auth-store';
import { openLiveStream, type LiveStreamHandlers } from '@/lib/live-stream';
import { AlertsBell } from './alerts-bell';
import { admin, company } from './test-fixtures';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/**
 * A server that keeps its alerts and who read them, as the real one does: the page's calls are
 * answered from that state, and recorded ("GET /api/alerts?state=open", "POST /api/alerts/read").
 */
export function stubAlertsApi(initial: Alert[]) {
  const alerts = initial.map((a) => ({ ...a }));
  const calls: string[] = [];
  let kinds: AlertKind[] = [...ALERT_KINDS];
  let refuseChoice = false;
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://x');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}${url.search}`);
    if (url.pathname === '/api/alerts/preferences') {
      if (method === 'PUT' && refuseChoice) {
        return json({ is_success: false, message: 'Something went wrong' }, 500);
      }
      if (method === 'PUT')
        kinds = (JSON.parse(String(init?.body)) as { kinds: AlertKind[] }).kinds;
      return json({ is_success: true, kinds });
    }
    if (method === 'GET' && url.pathname === '/api/alerts') {
      const state = url.searchParams.get('state') ?? 'open';
      return json({
        is_success: true,
        alerts: alerts.filter(
          (a) => state === 'all' || (a.closedAt === null) === (state === 'open'),
        ),
        unread: alerts.filter((a) => !a.read).length,
      });
    }
    const one = /^\/api\/alerts\/([^/]+)\/read$/.exec(url.pathname);
    if (method === 'POST' && (one || url.pathname === '/api/alerts/read')) {
      for (const a of alerts) if (!one || a.id === one[1]) a.read = true;
      return json({ is_success: true });
    }
    throw new Error(`unexpected call to ${method} ${input}`);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    posts: () => calls.filter((c) => c.startsWith('POST')),
    /** An alert opens on the server (the live event is sent separately). */
    add: (alert: Alert) => alerts.unshift({ ...alert }),
    /** The rules the viewer chose to have pushed, as the server holds them. */
    chosenKinds: () => kinds,
    refuseChoice: () => {
      refuseChoice = true;
    },
  };
}

/** The live stream, mocked (vi.mock in the test file): the handlers the bell gave it. */
export function captureStream() {
  let handlers: LiveStreamHandlers | null = null;
  const stop = vi.fn();
  vi.mocked(openLiveStream).mockImplementation((_path, h) => {
    handlers = h;
    return stop;
  });
  return {
    stop,
    connect: () => act(() => handlers?.onConnected(true)),
    emit: (event: string, data: unknown) =>
      act(() => handlers?.onEvent(event, JSON.stringify(data))),
  };
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}
export const address = () => screen.getByTestId('address').textContent ?? '';

/** The bell in a layout route, as the console has it, over a stand-in page at `at`. */
export function renderBell(at = '/dashboard', user: User = admin) {
  signIn({ token: 't', user, company });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <AlertsBell placement="page" />
            <Outlet />
            <Address />
          </>
        ),
        children: [{ path: '*', element: <h1>Page</h1> }],
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}

export const bell = (name: string | RegExp = /^Alerts/) => screen.findByRole('button', { name });
