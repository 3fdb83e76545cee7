import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardTitles, openTask, renderScreen, stubServer } from './test-harness';
import { daysFromNow, makeTask } from './test-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('MyTasksScreen', () => {
  it('lists the assigned tasks overdue first, then newest, with status, customer, address and due date', async () => {
    stubServer({
      tasks: [
        makeTask({ description: 'Old job', createdAt: daysFromNow(-5) }),
        makeTask({ description: 'Late job', createdAt: daysFromNow(-9), dueDate: daysFromNow(-1) }),
        makeTask({ description: 'New job', createdAt: daysFromNow(-0.1), status: 'incoming' }),
      ],
    });
    renderScreen();
    expect(await cardTitles()).toEqual(['Late job', 'New job', 'Old job']);
    const late = screen.getByRole('button', { name: 'Late job' });
    expect(late.getAttribute('aria-describedby')).toMatch(/-flags .*-meta$/);
    expect(late.textContent).toContain('Overdue');
    expect(late.textContent).toContain('Rhea Dsouza');
    expect(late.textContent).toContain('12 Market Road, Mapusa, Goa');
    expect(late.textContent).toMatch(/Due \d{1,2} \w{3} \d{4}/);
    const pill = screen.getByRole('button', { name: /New job/ }).querySelector('[data-colour]');
    expect(pill?.textContent).toBe('incoming');
    expect(pill?.getAttribute('data-colour')).toBe('yellow');
  });

  it('says so when nothing is assigned', async () => {
    stubServer({ tasks: [] });
    renderScreen();
    expect(await screen.findByText('No tasks assigned to you')).toBeTruthy();
  });

  it('Start queues exactly one PUT through the outbox and shows the task started', async () => {
    const task = makeTask({ description: 'Fix the gate', status: 'incoming' });
    const fetch = stubServer({ tasks: [task] });
    const { queue } = renderScreen();
    await openTask('Fix the gate');
    const start = screen.getByRole('button', { name: 'Start task' });
    fireEvent.click(start);
    fireEvent.click(start);
    await screen.findByText(/Task started/);
    expect(queue).toHaveBeenCalledTimes(1);
    expect(queue.mock.calls[0]?.[0]).toEqual({
      kind: 'task-action',
      method: 'PUT',
      path: `/api/complaints/${task.id}`,
      body: { status: 'in-progress' },
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(screen.queryByRole('button', { name: 'Start task' })).toBeNull();
    expect(screen.getByText('in-progress')).toBeTruthy();
    expect(screen.getByText('Waiting to send')).toBeTruthy();
    const puts = fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts).toEqual([]);
  });

  it('Resolve with notes queues the resolve body', async () => {
    const task = makeTask({ description: 'Service the pump' });
    stubServer({ tasks: [task] });
    const { queue } = renderScreen();
    await openTask('Service the pump');
    expect(screen.queryByRole('button', { name: 'Start task' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Reject/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Resolve Task' }));
    fireEvent.change(screen.getByLabelText('Notes (optional)'), {
      target: { value: '  Replaced the seal  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resolve Task' }));
    await screen.findByText(/Task resolved/);
    expect(queue).toHaveBeenCalledTimes(1);
    expect(queue.mock.calls[0]?.[0]).toMatchObject({
      kind: 'task-action',
      method: 'PUT',
      path: `/api/complaints/${task.id}`,
      body: { status: 'resolved', employeeNotes: 'Replaced the seal' },
    });
    expect(screen.getByText('resolved')).toBeTruthy();
    expect(screen.getByText('Replaced the seal')).toBeTruthy();
  });

  it("says 'Failed to update task' when the outbox cannot store the action", async () => {
    stubServer({ tasks: [makeTask({ description: 'Paint the wall', status: 'incoming' })] });
    const { queue } = renderScreen();
    queue.mockRejectedValueOnce(new Error('QuotaExceededError'));
    await openTask('Paint the wall');
    fireEvent.click(screen.getByRole('button', { name: 'Start task' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update task');
    expect(screen.getByText('incoming')).toBeTruthy();
  });

  it('links Navigate to Google Maps directions to the pin, in a new tab; none without a location', async () => {
    stubServer({
      tasks: [
        makeTask({ description: 'Pinned job' }),
        makeTask({ description: 'Nowhere job', location: null }),
      ],
    });
    renderScreen();
    await openTask('Pinned job');
    const link = screen.getByRole('link', { name: 'Navigate' });
    expect(link.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=15.5937,73.8142',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByRole('button', { name: 'Back to my tasks' }));
    await openTask('Nowhere job');
    expect(screen.queryByRole('link', { name: 'Navigate' })).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Nowhere job'));
  });
});
