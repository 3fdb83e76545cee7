import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/lib/auth-store';
import type { DayMapProps } from './components/day-map';
import { LocationPage } from './location-page';
import {
  admin,
  ANA,
  attendance,
  attendanceDay,
  company,
  COMPANY_ID,
  DAY,
  employees,
  latest,
  person,
  tracking,
  workLog,
} from './test-fixtures';

vi.mock('@/lib/live-stream', () => ({ openLiveStream: vi.fn(() => () => undefined) }));
vi.mock('./components/day-map', () => ({
  DayMap: (props: DayMapProps) => (
    <div data-testid="day-map" data-last-known={props.lastKnown?.employee.id ?? ''} />
  ),
}));

type Reply = { status: number; body: unknown };
const ok = (body: unknown): Reply => ({ status: 200, body });
const NOW = new Date('2026-03-10T12:00:00Z');

const empty = {
  tracking: () => ok(tracking({ trips: [], placesVisited: [], gaps: [] })),
  attendance: () => ok(attendanceDay([])),
  workLogs: () => ok({ is_success: true, workLogs: [] }),
  latest: () => ok({ is_success: true, data: { locations: [] } }),
};
type Routes = { [K in keyof typeof empty]: () => Reply | Promise<Reply> };

/** Answers the page's calls by path; `over` swaps in other answers (slow, failing, full). */
function stubApi(over: Partial<Routes> = {}) {
  const routes: Routes = { ...empty, ...over };
  const fetch = vi.fn(async (input: string) => {
    const { pathname } = new URL(input, 'http://x');
    const reply =
      pathname === `/api/companies/${COMPANY_ID}/employees`
        ? ok({ is_success: true, employees })
        : pathname === '/api/location/tracking'
          ? await routes.tracking()
          : pathname.startsWith('/api/companies/attendance/')
            ? await routes.attendance()
            : pathname.endsWith('/worklogs')
              ? await routes.workLogs()
              : pathname.endsWith('/latest-locations')
                ? await routes.latest()
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
const address = () => screen.getByTestId('address').textContent ?? '';

function renderPage(at = '/location') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <LocationPage />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const employeeSelect = () => screen.getByLabelText('Employee') as HTMLSelectElement;
async function choose(name: string) {
  await screen.findByRole('option', { name });
  const option = screen.getByRole('option', { name }) as HTMLOptionElement;
  fireEvent.change(employeeSelect(), { target: { value: option.value } });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signIn({ token: 't', user: admin, company });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  signOut();
});

describe('LocationPage', () => {
  it('CON-LOC-01 CON-LOC-02 CON-LOC-03 CON-LOC-04 CON-LOC-05 CON-LOC-08 header, pickers and the first state', async () => {
    stubApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Employee Live Location');
    expect(employeeSelect().options[0]?.textContent).toBe('-- Select an Employee --');
    await screen.findByRole('option', { name: 'Ana Lopes' });
    expect([...employeeSelect().options].map((o) => o.textContent)).toEqual([
      '-- Select an Employee --',
      'Ana Lopes',
      'Ravi Kamat',
    ]);
    const date = screen.getByLabelText('Date', { exact: false }) as HTMLInputElement;
    expect(date.value).toBe(DAY);
    expect(date.max).toBe(DAY);
    fireEvent.change(date, { target: { value: '2026-03-11' } });
    expect(date.value).toBe(DAY);
    expect(screen.getByRole('heading', { name: 'Select an Employee' })).toBeTruthy();
  });

  it('CON-LOC-06 CON-LOC-07 CON-LOC-91 CON-LOC-92 loads the chosen day with the spec’s calls', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const fetch = stubApi({ tracking: () => new Promise<Reply>((resolve) => (answer = resolve)) });
    renderPage();
    await choose('Ana Lopes');
    expect(await screen.findByText('Loading Location Data...')).toBeTruthy();
    expect(screen.getByText('Fetching employee activity for 10 Mar 2026')).toBeTruthy();
    const urls = fetch.mock.calls.map(([url]) => new URL(url, 'http://x'));
    const trackingUrl = urls.find((u) => u.pathname === '/api/location/tracking');
    expect(Object.fromEntries(trackingUrl?.searchParams ?? [])).toEqual({
      userId: ANA,
      date: DAY,
      simplify: '0.00003',
      snap: 'true',
      includeStats: 'true',
      includePlaces: 'true',
      timeGapThreshold: '10',
      // The company's shortest stop (issue 27), not the call's default of 5.
      stopThreshold: '3',
    });
    const paths = urls.map((u) => `${u.pathname}${u.search}`);
    expect(paths).toContain(`/api/companies/attendance/${ANA}/${DAY}`);
    expect(paths).toContain(`/api/companies/${ANA}/worklogs?date=${DAY}`);
    expect(paths).toContain(`/api/companies/${COMPANY_ID}/latest-locations?excludeNoLocation=true`);
    answer(ok(tracking()));
    expect(await screen.findByRole('heading', { name: 'Timeline' })).toBeTruthy();
  });

  it('CON-LOC-09 nothing for the day and no last known location: No Activity Found', async () => {
    stubApi();
    renderPage();
    await choose('Ana Lopes');
    expect(await screen.findByRole('heading', { name: 'No Activity Found' })).toBeTruthy();
    expect(screen.queryByTestId('day-map')).toBeNull();
  });

  it('CON-LOC-10 CON-LOC-11 only a last known location: No Activity Data with it on the map', async () => {
    stubApi({
      latest: () => ok({ is_success: true, data: { locations: [latest(NOW.toISOString())] } }),
    });
    renderPage();
    await choose('Ana Lopes');
    expect(await screen.findByRole('heading', { name: 'No Activity Data' })).toBeTruthy();
    expect((await screen.findByTestId('day-map')).dataset.lastKnown).toBe(ANA);
    expect(screen.queryByRole('heading', { name: 'Timeline' })).toBeNull();
  });

  it('CON-LOC-13 the full view: timeline next to the map, a day picked earlier loads again', async () => {
    const fetch = stubApi({
      attendance: () => ok(attendanceDay([attendance])),
      workLogs: () => ok({ is_success: true, workLogs: [workLog] }),
    });
    renderPage();
    await choose('Ana Lopes');
    expect(await screen.findByRole('heading', { name: 'Timeline' })).toBeTruthy();
    expect(await screen.findByTestId('day-map')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Date', { exact: false }), {
      target: { value: '2026-03-09' },
    });
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => url.includes('/2026-03-09'))).toBe(true),
    );
  });

  it('says which call failed, keeps what loaded, and asks again on Try Again', async () => {
    let fail = true;
    stubApi({
      tracking: () => (fail ? { status: 500, body: {} } : ok(tracking())),
      attendance: () => ok(attendanceDay([attendance])),
      workLogs: () => ({ status: 500, body: {} }),
    });
    renderPage();
    await choose('Ana Lopes');
    expect(await screen.findByText('Failed to load trips')).toBeTruthy();
    expect(screen.getByText('Failed to load work logs')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Timeline' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Trip 1' })).toBeNull();
    fail = false;
    const [retryTrips] = screen.getAllByRole('button', { name: 'Try Again' });
    if (retryTrips) fireEvent.click(retryTrips);
    expect(await screen.findByRole('button', { name: 'Trip 1' })).toBeTruthy();
    expect(screen.queryByText('Failed to load trips')).toBeNull();
  });

  it('an employee, listed alone by the server, is chosen already', async () => {
    const ana = person(ANA, 'Ana', 'Lopes');
    signIn({ token: 't', user: ana, company });
    const fetch = stubApi();
    fetch.mockImplementationOnce(
      async () => new Response(JSON.stringify({ is_success: true, employees: [ana] })),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No Activity Found' })).toBeTruthy();
    expect(employeeSelect().value).toBe(ANA);
  });

  it('issue 27: /location?employeeId&date opens that day; the pickers write the address', async () => {
    const fetch = stubApi({ attendance: () => ok(attendanceDay([attendance])) });
    renderPage(`/location?employeeId=${ANA}&date=2026-03-09`);
    expect(await screen.findByRole('heading', { name: 'Timeline' })).toBeTruthy();
    expect(employeeSelect().value).toBe(ANA);
    const date = screen.getByLabelText('Date', { exact: false }) as HTMLInputElement;
    expect(date.value).toBe('2026-03-09');
    const paths = fetch.mock.calls.map(([url]) => new URL(url, 'http://x').pathname);
    expect(paths).toContain(`/api/companies/attendance/${ANA}/2026-03-09`);
    fireEvent.change(date, { target: { value: '2026-03-08' } });
    expect(address()).toBe(`/location?employeeId=${ANA}&date=2026-03-08`);
    await choose('Ravi Kamat');
    expect(address()).toContain('employeeId=');
    expect(address()).not.toContain(ANA);
  });

  it('issue 27: a day in the future or not a day is today; someone not visible is refused in words', async () => {
    stubApi();
    renderPage(`/location?employeeId=${ANA}&date=2026-13-40`);
    const date = screen.getByLabelText('Date', { exact: false }) as HTMLInputElement;
    expect(date.value).toBe(DAY);
    cleanup();
    const fetch = stubApi();
    renderPage('/location?employeeId=99999999-9999-4999-8999-999999999999');
    expect(await screen.findByRole('heading', { name: 'Employee Not Available' })).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => url.includes('/attendance/'))).toBe(false);
  });
});
