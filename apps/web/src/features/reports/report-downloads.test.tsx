import type { ReportKind } from '@ronda/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '@/lib/auth-store';
import { ana, ELECTRICAL, FROM, sunil, TO } from './test-fixtures';
import { downloads, NOW, refusal, renderPage, stubApi } from './test-harness';

/** The names the page handed the browser to save, in order. */
const saved: string[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  saved.length = 0;
  // jsdom has no object URLs and cannot save files: the link's click is where the file leaves.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOut();
});

const FILTERS = `from=${FROM}&to=${TO}&departmentId=${ELECTRICAL}&userId=${ana.id}&userId=${sunil.id}`;
const downloadGroup = () => screen.findByRole('group', { name: 'Download this report' });

describe('ReportsPage: each report as Excel, CSV and PDF (issue 29)', () => {
  it.each<ReportKind>(['attendance', 'distance', 'tasks', 'visits'])(
    '%s: the three files ask for the report on screen',
    async (kind) => {
      stubApi();
      renderPage(`/reports?report=${kind}&${FILTERS}`);
      const group = await downloadGroup();
      const buttons = within(group).getAllByRole('button');
      expect(buttons.map((b) => b.textContent)).toEqual([
        'Download Excel',
        'Download CSV',
        'Download PDF',
      ]);
      for (const button of buttons) {
        fireEvent.click(button);
        await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
      }
      expect(downloads.map((u) => `${u.pathname}?${u.searchParams.toString()}`)).toEqual(
        ['xlsx', 'csv', 'pdf'].map((f) => `/api/reports/${kind}?${FILTERS}&format=${f}`),
      );
      expect(saved).toEqual(['xlsx', 'csv', 'pdf'].map((f) => `${kind}-from-server.${f}`));
    },
  );

  it("an employee's files are their own: no one else's id goes with them", async () => {
    stubApi();
    renderPage(`/reports?report=distance&${FILTERS}`, ana);
    fireEvent.click(within(await downloadGroup()).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.searchParams.toString()).toBe(`from=${FROM}&to=${TO}&format=pdf`);
  });

  it('says beside the buttons why a file could not be made', async () => {
    stubApi();
    renderPage(`/reports?report=tasks&from=${FROM}&to=${TO}`);
    const group = await downloadGroup();
    // The next call (the file) is refused; the report itself has come already.
    vi.mocked(fetch).mockResolvedValueOnce(
      new Response(JSON.stringify(refusal(403, 'Files of this report are for admins.').body), {
        status: 403,
      }),
    );
    fireEvent.click(within(group).getByRole('button', { name: 'Download Excel' }));
    expect((await within(group).findByRole('alert')).textContent).toBe(
      'Files of this report are for admins.',
    );
    expect(saved).toEqual([]);
  });
});
