import type { TrackingKey } from '@ronda/shared';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanyPhones } from './company-phones';

const key = (id: string, userName: string, refusedCount: number): TrackingKey => ({
  id,
  userId: `00000000-0000-4000-8000-0000000000${id.slice(-2)}`,
  userName,
  hint: `…${id.slice(-4)}`,
  createdAt: new Date(Date.now() - 86_400_000).toISOString(),
  lastUsedAt: refusedCount > 0 ? new Date(Date.now() - 60_000).toISOString() : null,
  refusedCount,
  lastRefusedAt: refusedCount > 0 ? new Date().toISOString() : null,
  lastRefusedReason: refusedCount > 0 ? 'lat must be between -90 and 90' : null,
});

const KEYS = [
  key('00000000-0000-4000-8000-00000000aa01', 'Neha Sawant', 0),
  key('00000000-0000-4000-8000-00000000aa02', 'Bosco Pereira', 4),
  key('00000000-0000-4000-8000-00000000aa03', 'Anil Gaonkar', 0),
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CompanyPhones (issue 19: the console shows a phone that sends bad fixes)', () => {
  it('asks for the company’s keys and lists phones with refused fixes first, then by name', async () => {
    const urls: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        urls.push(new URL(input, 'http://x'));
        return Response.json({
          is_success: true,
          url: 'https://r.example/api/osmand',
          trackingKeys: KEYS,
        });
      }),
    );
    render(<CompanyPhones timeZone="Asia/Kolkata" />);
    const list = await screen.findByRole('list', { name: 'Tracking keys' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Bosco Pereira',
      'Anil Gaonkar',
      'Neha Sawant',
    ]);
    expect(items[0]?.textContent).toContain(
      '4 positions refused, the last just now: lat must be between -90 and 90',
    );
    expect(items[1]?.textContent).toContain('No position received yet');
    expect(urls[0]?.pathname).toBe('/api/device/tracking-keys');
    expect(urls[0]?.searchParams.has('userId')).toBe(false);
  });

  it('revokes a lost phone’s key from the list, naming whose it is', async () => {
    const methods: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: string, init?: RequestInit) => {
        methods.push(init?.method ?? 'GET');
        return init?.method === 'DELETE'
          ? Response.json({ is_success: true })
          : Response.json({
              is_success: true,
              url: 'https://r.example/api/osmand',
              trackingKeys: KEYS,
            });
      }),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    render(<CompanyPhones timeZone="Asia/Kolkata" />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Revoke key …aa02 of Bosco Pereira' }),
    );
    await screen.findByText('Anil Gaonkar');
    await vi.waitFor(() => expect(screen.queryByText('Bosco Pereira')).toBeNull());
    expect(methods).toEqual(['GET', 'DELETE']);
  });
});
