import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attendance } from '../test-fixtures';
import { entry, renderDay, setUpDay, text } from './day-view-harness';

vi.mock('./day-map', async () => ({ DayMap: (await import('./day-view-harness')).FakeDayMap }));

beforeEach(setUpDay);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DayView timeline', () => {
  it('CON-LOC-13 CON-LOC-51 CON-LOC-54 CON-LOC-55 CON-LOC-56 CON-LOC-57 CON-LOC-59 CON-LOC-61 CON-LOC-62 punches and breaks', () => {
    renderDay();
    expect(screen.getByRole('heading', { name: 'Timeline' })).toBeTruthy();
    expect(text('punch-in')).toContain('Punched In09:00 AM');
    expect(text('punch-in')).toContain('Head office, Panaji');
    expect(text('punch-in')).toContain('Total time logged: 8h 30m');
    expect(text('punch-in')).toContain('Checked out: 05:30 PM');
    expect(text('punch-in')).not.toContain('Currently Active');
    expect(text('punch-out')).toContain('Punched Out05:30 PM');
    expect(text('punch-out')).toContain('Depot, Mapusa');
    expect(text('punch-out')).toContain('Outside work sites');
    expect(text('punch-out')).toContain('Mock location');
    expect(text('break-start')).toContain('Break Started: Lunch01:00 PM');
    expect(text('break-start')).toContain('Reason: Lunch');
    expect(text('break-start')).toContain('Duration: 0.50 hours');
    expect(text('break-start')).toContain('Location: 15.50000, 73.83000');
    expect(text('break-end')).toContain('Break Ended: Lunch01:30 PM');
    expect(text('break-end')).toContain('Total duration: 0.50 hours');
    expect(text('break-end')).toContain('Location: 15.51000, 73.84000');
  });

  it('CON-LOC-64 CON-LOC-72 CON-LOC-73 CON-LOC-74 CON-LOC-75 CON-LOC-76 CON-LOC-77 CON-LOC-78 CON-LOC-79 work logs, places, trips and gaps', () => {
    renderDay();
    expect(text('work-log')).toContain('Work Log: Plumbing11:30 AM');
    expect(text('work-log')).toContain('Replaced the kitchen tap');
    expect(text('work-log')).toContain('Status: completed');
    expect(text('work-log')).toContain('Location: Customer site, Porvorim');
    expect(text('place')).toContain('Visited: Customer site10:00 AM');
    expect(text('place')).toContain('Porvorim, Goa');
    expect(text('place')).toContain('Duration: 45 min');
    expect(text('trip-start')).toContain('From: Head office, Panaji');
    expect(text('trip-start')).toContain('Type: Cycling');
    expect(text('trip-start', 1)).toContain('From: Unknown location');
    expect(text('trip-start', 1)).toContain('Type: Driving');
    expect(text('trip-end')).toContain('To: Customer site, Porvorim');
    expect(text('trip-end')).toContain('Distance: 3.14 km');
    expect(text('trip-end')).toContain('Duration: 25 min');
    expect(text('trip-end')).toContain('Avg Speed: 12.3 km/h');
    expect(text('gap')).toContain('No signal from 03:30 PM to 04:00 PM');
  });

  it('CON-LOC-52 CON-LOC-53 CON-LOC-58 CON-LOC-60 open punch and break run on the clock', () => {
    const [lunch] = attendance.breaks;
    if (!lunch) throw new Error('fixture has a break');
    renderDay({
      ...attendance,
      checkOutTime: null,
      checkOutLocation: null,
      checkOut: null,
      breaks: [{ ...lunch, startTime: '2026-03-10T12:00:00.000Z', endTime: null, duration: null }],
    });
    expect(text('punch-in')).toContain('Currently Active');
    expect(text('punch-in')).toContain('Currently logged in for 9h 00m 00s');
    expect(text('punch-in')).not.toContain('Checked out');
    expect(text('break-start')).toContain('Currently on break for 30m 00s');
    expect(text('break-start')).toContain('Currently on Break');
    act(() => vi.advanceTimersByTime(5_000));
    expect(text('punch-in')).toContain('Currently logged in for 9h 00m 05s');
    expect(text('break-start')).toContain('Currently on break for 30m 05s');
  });

  it('CON-LOC-45 CON-LOC-65 CON-LOC-66 CON-LOC-67 CON-LOC-68 CON-LOC-69 CON-LOC-70 CON-LOC-71 a work log folds open with its details and images', () => {
    renderDay();
    const toggle = within(entry('work-log')).getAllByRole('button')[0];
    if (!toggle) throw new Error('entry button');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = within(entry('work-log'));
    const value = (term: string) => details.getByText(term).nextElementSibling?.textContent;
    expect(value('Created')).toBe('11:30 AM');
    expect(value('Updated')).toBe('12:15 PM');
    expect(value('Priority')).toBe('high');
    expect(value('Notes')).toBe('Customer asked for a receipt');
    expect(value('Assigned Employee')).toBe('Ana Lopes');
    expect(value('Supervisor')).toBe('Ravi Kamat');
    expect(details.getByText('Images')).toBeTruthy();
    expect(details.getByRole('button', { name: 'Open Image 1 of 1' })).toBeTruthy();
    expect(details.getByText('Employee Images')).toBeTruthy();
    expect(details.getAllByRole('button', { name: /^Open Employee image/ })).toHaveLength(2);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(entry('work-log')).queryByText('Supervisor')).toBeNull();
  });

  it('CON-LOC-46 CON-LOC-47 CON-LOC-48 an image opens full screen; the x and the backdrop close it', () => {
    renderDay();
    const toggle = within(entry('work-log')).getAllByRole('button')[0];
    if (toggle) fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Open Employee image 2 of 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Image' });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe(
      'https://files.example.in/done-2.jpg',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open Image 1 of 1' }));
    fireEvent.click(screen.getByRole('dialog', { name: 'Image' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
