import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attendance } from '../test-fixtures';
import { entry, map, renderDay, setUpDay } from './day-view-harness';

vi.mock('./day-map', async () => ({ DayMap: (await import('./day-view-harness')).FakeDayMap }));

beforeEach(setUpDay);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DayView trips', () => {
  it('CON-LOC-31 CON-LOC-32 CON-LOC-80 one button per trip, Trip 1 selected first, Trip 2 on click', async () => {
    renderDay();
    await screen.findByTestId('day-map');
    const buttons = within(screen.getByRole('group', { name: 'Trips' })).getAllByRole('button');
    expect(buttons.map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Trip 1', 'true'],
      ['Trip 2', 'false'],
    ]);
    expect(map().dataset.trip).toBe('trip-1');
    fireEvent.click(screen.getByRole('button', { name: 'Trip 2' }));
    expect(screen.getByRole('button', { name: 'Trip 2' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(map().dataset.trip).toBe('trip-2');
  });

  it('CON-LOC-33 CON-LOC-34 CON-LOC-35 CON-LOC-36 CON-LOC-37 CON-LOC-38 CON-LOC-39 CON-LOC-40 trip details, collapsible', async () => {
    renderDay();
    await screen.findByTestId('day-map');
    const details = () => within(screen.getByRole('region', { name: /^Trip \d details$/ }));
    const value = (term: string) => details().getByText(term).nextElementSibling?.textContent;
    expect(value('Distance')).toBe('3.14 km');
    expect(value('Duration')).toBe('0:25');
    expect(value('Avg Speed')).toBe('12.3 km/h');
    expect(value('Max Speed')).toBe('40.1 km/h');
    expect(value('Origin')).toBe('Head office, Panaji09:30 AM');
    expect(value('Destination')).toBe('Customer site, Porvorim09:55 AM');

    const toggle = details().getByRole('button', { name: 'Trip 1 Details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(details().queryByText('Distance')).toBeNull();
    fireEvent.click(toggle);

    fireEvent.click(screen.getByRole('button', { name: 'Trip 2' }));
    for (const term of ['Distance', 'Duration', 'Avg Speed', 'Max Speed']) {
      expect(value(term)).toBe('N/A');
    }
    expect(value('Origin')).toBe('N/A02:30 PM');
  });
  it('CON-LOC-41 CON-LOC-42 CON-LOC-43 CON-LOC-44 an entry clicked is selected and centred at 16; the map background clears it', async () => {
    renderDay();
    await screen.findByTestId('day-map');
    const button = within(entry('punch-in')).getAllByRole('button')[0];
    if (!button) throw new Error('entry button');
    fireEvent.click(button);
    expect(button.getAttribute('aria-current')).toBe('true');
    expect(map().dataset.item).toBe(`punch-in:${attendance.id}`);
    expect(JSON.parse(map().dataset.target ?? 'null')).toMatchObject({
      kind: 'point',
      lat: 15.4989,
      lng: 73.8278,
      zoom: 16,
    });
    fireEvent.click(screen.getByRole('button', { name: 'map background' }));
    expect(button.getAttribute('aria-current')).toBeNull();
    expect(map().dataset.item).toBe('');
  });
});
