import type { LatestLocation } from '@ronda/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { latest, TZ } from '../test-fixtures';
import { LastKnownDetails } from './last-known-details';

const NOW = new Date('2026-03-10T12:00:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();
const point = { lat: 15.59, lng: 73.81 };
const mapusa = { label: 'Market Road, Mapusa, Goa', lat: 15.59, lng: 73.81, address: {} };

/** The geocoder answers when `release` is called, so the pending text can be seen. */
function stubGeocoder() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fetch = vi.fn(async (_input: string) => {
    await gate;
    return new Response(JSON.stringify({ is_success: true, result: mapusa }));
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, release: () => release() };
}

function renderDetails(record: LatestLocation) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LastKnownDetails record={record} point={point} now={NOW} timeZone={TZ} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LastKnownDetails (the last-known popup)', () => {
  it('CON-LOC-25 CON-LOC-26 CON-LOC-27 CON-LOC-28 CON-LOC-29 title, address once looked up, battery, accuracy, time', async () => {
    const { fetch, release } = stubGeocoder();
    renderDetails(latest(minutesAgo(10)));
    expect(screen.getByText('Last Known Location')).toBeTruthy();
    expect(screen.getByText('Loading address...')).toBeTruthy();
    expect(screen.getByText('Battery: 45%')).toBeTruthy();
    expect(screen.getByText('Accurate to: 12 meters')).toBeTruthy();
    expect(screen.getByText(/Last updated:/).textContent).toBe('Last updated: 05:20 PM');
    release();
    expect(await screen.findByText('Market Road, Mapusa, Goa')).toBeTruthy();
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://x');
    expect(url.pathname).toBe('/api/geo/reverse');
    expect(url.searchParams.get('lat')).toBe('15.59');
    expect(url.searchParams.get('lon')).toBe('73.81');
  });

  it('CON-LOC-27 CON-LOC-28 N/A without battery or accuracy; the date on an older update', () => {
    stubGeocoder();
    const record = latest('2026-03-08T04:00:00Z');
    renderDetails({
      ...record,
      location: record.location && { ...record.location, batteryLevel: null, accuracy: null },
    });
    expect(screen.getByText('Battery: N/A')).toBeTruthy();
    expect(screen.getByText('Accurate to: N/A')).toBeTruthy();
    expect(screen.getByText(/Last updated:/).textContent).toBe(
      'Last updated: 8 Mar 2026, 09:30 AM',
    );
  });

  it('CON-LOC-30 Stale data after one hour, not before', () => {
    stubGeocoder();
    renderDetails(latest(minutesAgo(61)));
    expect(screen.getByText('Stale data')).toBeTruthy();
    cleanup();
    renderDetails(latest(minutesAgo(59)));
    expect(screen.queryByText('Stale data')).toBeNull();
  });
});
