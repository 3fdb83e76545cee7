import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminDashboard } from './admin-dashboard';

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderDashboard(url = '/admin') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const body = input.startsWith('/api/admin/submissions')
        ? { is_success: true, submissions: [], nextCursor: null }
        : { is_success: true, requests: [], nextCursor: null };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[url]}>
      <QueryClientProvider client={client}>
        <AdminDashboard email="ops-admin@ronda.example" onSignOut={() => undefined} />
        <Search />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('issue 16 the signed-in admin page', () => {
  it("keeps 'Admin Dashboard' and opens on the Inbox, the first of three tabs", async () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Admin Dashboard');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Inbox',
      'Customer requests',
      'Job queues',
    ]);
    expect(selectedTab()).toBe('Inbox');
    await screen.findByText('No submissions yet.');
    expect(screen.queryByTitle('Job queue dashboard')).toBeNull();
  });

  it('keeps the chosen tab in the URL, and opens the tab the URL names', async () => {
    renderDashboard();
    fireEvent.click(screen.getByRole('tab', { name: 'Job queues' }));
    expect(screen.getByTestId('search').textContent).toBe('?tab=queues');
    expect(screen.getByTitle('Job queue dashboard').getAttribute('src')).toBe('/admin/queues');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Job queues' }), { key: 'Home' });
    expect(selectedTab()).toBe('Inbox');
    expect(screen.getByTestId('search').textContent).toBe('');
    cleanup();

    renderDashboard('/admin?tab=requests');
    expect(selectedTab()).toBe('Customer requests');
    await screen.findByText('No customer requests yet.');
  });
});
