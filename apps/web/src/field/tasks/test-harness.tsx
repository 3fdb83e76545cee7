import type { Task } from '@ronda/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { OutboxContext } from '@/field/outbox/outbox-context';
import { MyTasksScreen } from './my-tasks-screen';
import { COMPANY_ID } from './test-fixtures';
import { fakeOutbox } from '@/field/outbox/test-outbox';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface ServerStub {
  tasks: Task[];
  /** No network at all: every fetch fails as the browser's does. */
  down?: boolean;
  presign?: { uploadUrl: string; fileUrl: string };
}

/** A fake API: the employee's open tasks, one task, and presigned upload URLs. */
export function stubServer(server: ServerStub) {
  const fetch = vi.fn(async (input: string | URL | Request, _init?: RequestInit) => {
    if (server.down) throw new TypeError('Failed to fetch');
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === `/api/companies/${COMPANY_ID}/complaints`) {
      const tasks = server.tasks;
      return json({
        is_success: true,
        complaints: tasks,
        totalPages: 1,
        totalComplaints: tasks.length,
        page: 1,
      });
    }
    const one = /^\/api\/tasks\/([^/]+)$/.exec(url.pathname);
    const task = one && server.tasks.find((t) => t.id === one[1]);
    if (task) return json({ is_success: true, task, history: [], message: 'Task found' });
    if (url.pathname === '/api/upload/presigned-url' && server.presign) return json(server.presign);
    return json({ is_success: false, message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The screen under a fresh query cache and an outbox whose queue is a spy. */
export function renderScreen() {
  const { outbox, queue } = fakeOutbox();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OutboxContext.Provider value={outbox}>
        <MyTasksScreen companyId={COMPANY_ID} />
      </OutboxContext.Provider>
    </QueryClientProvider>,
  );
  return { queue };
}

/** The descriptions of the cards, top to bottom. */
export async function cardTitles(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'My tasks' });
  return within(list)
    .getAllByRole('button')
    .map((card) => card.querySelector('[class*="description"]')?.textContent ?? '');
}

/** Opens a task from the list by its description. */
export async function openTask(description: string) {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(description) }));
  await screen.findByRole('heading', { level: 2, name: description });
}
