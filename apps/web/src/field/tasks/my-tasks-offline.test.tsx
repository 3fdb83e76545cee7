import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeStoredTasks } from './task-store';
import { cardTitles, openTask, renderScreen, stubServer } from './test-harness';
import { COMPANY_ID, makeTask } from './test-fixtures';

/** An upload target that reports half, then takes the file; `fail` makes it refuse. */
class FakeXhr {
  static fail = false;
  status = 200;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send() {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    if (FakeXhr.fail) this.onerror?.();
    else this.onload?.();
  }
  abort() {}
}

const photo = () => new File([new Uint8Array(2048)], 'meter.jpg', { type: 'image/jpeg' });
const presign = {
  uploadUrl: 'https://files.example/put/meter.jpg?sig=1',
  fileUrl: 'https://files.example/meter.jpg',
};

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
  FakeXhr.fail = false;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('MyTasksScreen offline', () => {
  it('shows the saved list, hides photos with the message and still queues the resolve', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const task = makeTask({ description: 'Check the meter' });
    writeStoredTasks({
      companyId: COMPANY_ID,
      userId: null,
      savedAt: '2026-03-10T04:35:00.000Z',
      tasks: [task],
    });
    stubServer({ tasks: [], down: true });
    const { queue } = renderScreen();
    expect(await cardTitles()).toEqual(['Check the meter']);
    expect(screen.getByText('Offline — showing the list from 10:05 AM')).toBeTruthy();
    await openTask('Check the meter');
    fireEvent.click(screen.getByRole('button', { name: 'Resolve Task' }));
    // Issue 27: offline, photos can still be added; they wait on the phone with the resolve.
    expect(screen.getByText(/photos are kept on this phone and sent with it/)).toBeTruthy();
    expect(screen.getByLabelText(/Add photos/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resolve Task' }));
    await screen.findByText(/Task resolved/);
    expect(queue).toHaveBeenCalledTimes(1);
    expect(queue.mock.calls[0]?.[0].body).toEqual({ status: 'resolved' });
    fireEvent.click(screen.getByRole('button', { name: 'Back to my tasks' }));
    const card = await screen.findByRole('button', { name: /Check the meter/ });
    expect(card.textContent).toContain('Waiting to send');
    expect(document.activeElement).toBe(card);
  });

  it('says the list needs a connection the first time', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubServer({ tasks: [], down: true });
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your tasks need a connection the first time.',
    );
  });
});

describe('MyTasksScreen photos', () => {
  it('uploads each photo with a progress bar, then queues the resolve with their URLs', async () => {
    const task = makeTask({ description: 'Replace the meter' });
    const fetch = stubServer({ tasks: [task], presign });
    const { queue } = renderScreen();
    await openTask('Replace the meter');
    fireEvent.click(screen.getByRole('button', { name: 'Resolve Task' }));
    fireEvent.change(screen.getByLabelText(/Add photos/), { target: { files: [photo()] } });
    await screen.findByText('Ready to upload');
    fireEvent.click(screen.getByRole('button', { name: 'Resolve Task' }));
    await screen.findByText(/Task resolved/);
    expect(queue.mock.calls[0]?.[0].body).toEqual({
      status: 'resolved',
      employeeImages: ['https://files.example/meter.jpg'],
    });
    const presigned = fetch.mock.calls
      .map(([url]) => String(url))
      .find((u) => u.includes('presigned'));
    expect(presigned).toContain('fileType=image%2Fjpeg');
  });

  it('issue 27: an upload that fails online keeps the photo on the phone with the queued resolve', async () => {
    FakeXhr.fail = true;
    stubServer({ tasks: [makeTask({ description: 'Fix the tap' })], presign });
    const { queue } = renderScreen();
    await openTask('Fix the tap');
    fireEvent.click(screen.getByRole('button', { name: 'Resolve Task' }));
    fireEvent.change(screen.getByLabelText(/Add photos/), { target: { files: [photo()] } });
    await screen.findByText('Ready to upload');
    fireEvent.click(screen.getByRole('button', { name: 'Resolve Task' }));
    await screen.findByText(/Task resolved/);
    expect(queue).toHaveBeenCalledTimes(1);
    const [call] = queue.mock.calls[0] ?? [];
    expect(call?.body).toEqual({ status: 'resolved' });
    expect(call).toMatchObject({ photoField: 'employeeImages' });
    expect(call?.photos).toHaveLength(1);
  });
});
