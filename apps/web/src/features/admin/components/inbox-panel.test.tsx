import type { AdminSubmission } from '@ronda/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_SUBMISSION_FILTERS, type SubmissionFilters } from '../lib/inbox-filters';
import { InboxPanel } from './inbox-panel';

type State = AdminSubmission['notification']['state'];

function submission(id: string, state: State, extra: Partial<AdminSubmission> = {}) {
  return {
    id,
    kind: 'contact',
    createdAt: '2026-11-24T10:30:00.000Z',
    email: `${id}@visitor.example`,
    name: `Visitor ${id}`,
    companyName: null,
    phone: null,
    details: [{ label: 'Message', value: 'Line one\n  line two' }],
    notification: {
      state,
      attempts: state === 'pending' ? 0 : 1,
      at: null,
      error: state === 'failed' || state === 'retrying' ? 'Slack answered 500' : null,
      canRetry: state === 'failed' || state === 'skipped',
    },
    ...extra,
  } satisfies AdminSubmission;
}

const rows = (['sent', 'retrying', 'failed', 'skipped'] as const).map((state, i) =>
  submission(`a0000000-0000-4000-8000-00000000000${i + 1}`, state),
);
const failedId = rows[2]?.id ?? '';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const list = (submissions: AdminSubmission[], nextCursor: string | null = null) =>
  json(200, { is_success: true, submissions, nextCursor });

/** Answers GET /api/admin/submissions with `onList`, and the retry POST with `onRetry`. */
function stubApi(onList: (url: URL) => Response, onRetry?: () => Promise<Response>) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://x');
    if (init?.method === 'POST' && url.pathname.endsWith('/retry') && onRetry) return onRetry();
    if (url.pathname === '/api/admin/submissions') return onList(url);
    throw new Error(`unexpected call to ${input}`);
  });
  vi.stubGlobal('fetch', fetch);
  const listCalls = () =>
    fetch.mock.calls
      .map(([input]) => new URL(input, 'http://x'))
      .filter((url) => url.pathname === '/api/admin/submissions');
  return { fetch, listCalls };
}

function Harness() {
  const [filters, setFilters] = useState<SubmissionFilters>(NO_SUBMISSION_FILTERS);
  return <InboxPanel filters={filters} onFiltersChange={setFilters} />;
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
}

/** The card of the submission sent from `email`. */
function row(email: string): HTMLElement {
  const card = screen.getByText(email).closest('article');
  if (!card) throw new Error(`no card for ${email}`);
  return card;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('issue 16 the Inbox tab', () => {
  it('shows each notification state and offers Retry only where the server allows it', async () => {
    stubApi(() => list(rows));
    renderPanel();
    await screen.findByText(rows[0]?.email ?? '');
    const retryable = rows.map((r) => [
      within(row(r.email)).getByText(/^(Sent|Retrying|Failed|Skipped)$/).textContent,
      within(row(r.email)).queryByRole('button', { name: 'Retry' }) !== null,
    ]);
    expect(retryable).toEqual([
      ['Sent', false],
      ['Retrying', false],
      ['Failed', true],
      ['Skipped', true],
    ]);
    expect(within(row(`${failedId}@visitor.example`)).getByText('Slack answered 500')).toBeTruthy();
    // What the visitor typed keeps its line breaks and spaces.
    expect(screen.getAllByText('Message')[0]?.nextElementSibling?.textContent).toBe(
      'Line one\n  line two',
    );
  });

  it('maps the selects to kind and state, and searches 300 ms after the last keystroke', async () => {
    const { listCalls } = stubApi(() => list([]));
    renderPanel();
    await screen.findByText('No submissions yet.');
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'pilot' } });
    fireEvent.change(screen.getByLabelText('Notification'), { target: { value: 'failed' } });
    await screen.findByText('No submissions match.');
    expect(Object.fromEntries(listCalls().at(-1)?.searchParams ?? [])).toEqual({
      kind: 'pilot',
      state: 'failed',
    });

    vi.useFakeTimers();
    const before = listCalls().length;
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: ' Panjim' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(listCalls()).toHaveLength(before);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(listCalls()).toHaveLength(before + 1);
    expect(listCalls().at(-1)?.searchParams.get('q')).toBe('Panjim');
    expect(screen.getByLabelText<HTMLInputElement>('Search').maxLength).toBe(200);
  });

  it('Retry shows progress, then the row takes the queued state in place', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { fetch } = stubApi(
      () => list(rows),
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    renderPanel();
    const card = await waitFor(() => row(`${failedId}@visitor.example`));
    fireEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    const sending = await within(card).findByRole('button', { name: 'Sending…' });
    expect(sending.hasAttribute('disabled')).toBe(true);
    const [url, init] = fetch.mock.calls.at(-1) ?? [];
    expect([url, init?.method]).toEqual([`/api/admin/submissions/${failedId}/retry`, 'POST']);

    const queued = submission(failedId, 'pending', {
      notification: { state: 'pending', attempts: 1, at: null, error: null, canRetry: false },
    });
    answer(json(200, { is_success: true, submission: queued }));
    await within(card).findByText('Queued');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByText('Slack answered 500')).toBeNull();
  });

  it("a refused Retry shows the server's message next to the row", async () => {
    stubApi(
      () => list(rows),
      async () => json(409, { is_success: false, message: 'This notification was already sent' }),
    );
    renderPanel();
    const card = await waitFor(() => row(`${failedId}@visitor.example`));
    fireEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'This notification was already sent',
    );
  });

  it('Load more asks for the page after the last row and adds it below', async () => {
    const later = submission('b0000000-0000-4000-8000-000000000009', 'sent');
    const { listCalls } = stubApi((url) =>
      url.searchParams.get('cursor') ? list([later]) : list(rows, rows.at(-1)?.id ?? null),
    );
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByText(later.email);
    expect(listCalls().at(-1)?.searchParams.get('cursor')).toBe(rows.at(-1)?.id);
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says why the list could not be read, and tries again', async () => {
    let down = true;
    stubApi(() =>
      down ? json(500, { is_success: false, message: 'Database is down' }) : list(rows),
    );
    renderPanel();
    expect((await screen.findByRole('alert')).textContent).toBe('Database is down');
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(4);
  });
});
