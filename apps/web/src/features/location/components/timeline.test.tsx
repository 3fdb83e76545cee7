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
    expect(text('punch-in')).toContain('This session: 8:30');
    expect(screen.getByTestId('day-summary').textContent).toBe(
      'Total time logged: 8:301 session · Breaks: 0:30 · Worked: 8:00',
    );
    expect(text('punch-in')).toContain('Checked out: 05:30 PM');
    expect(text('punch-in')).not.toContain('Currently Active');
    expect(text('punch-out')).toContain('Punched Out05:30 PM');
    expect(text('punch-out')).toContain('Depot, Mapusa');
    expect(text('punch-out')).toContain('Outside work sites');
    expect(text('punch-out')).toContain('Mock location');
    expect(text('break-start')).toContain('Break Started: Lunch01:00 PM');
    expect(text('break-start')).toContain('Reason: Lunch');
    expect(text('break-start')).toContain('Duration: 0.50 hours · 30 min');
    expect(text('break-start')).toContain('Location: 15.50000, 73.83000');
    expect(text('break-end')).toContain('Break Ended: Lunch01:30 PM');
    expect(text('break-end')).toContain('Total duration: 0.50 hours · 30 min');
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
    expect(text('place')).toContain('Duration: 0:45');
    expect(text('trip-start')).toContain('From: Head office, Panaji');
    expect(text('trip-start')).toContain('Type: Cycling');
    expect(text('trip-start', 1)).toContain('From: Unknown location');
    expect(text('trip-start', 1)).toContain('Type: Driving');
    expect(text('trip-end')).toContain('To: Customer site, Porvorim');
    expect(text('trip-end')).toContain('Distance: 3.14 km');
    expect(text('trip-end')).toContain('Duration: 0:25');
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
    expect(text('punch-in')).toContain('This session: 9:00:00');
    expect(screen.getByTestId('day-summary').textContent).toContain(
      'Currently logged in for 9:00:00',
    );
    expect(text('punch-in')).not.toContain('Checked out');
    expect(text('break-start')).toContain('Currently on break for 0:30:00');
    expect(text('break-start')).toContain('Currently on Break');
    act(() => vi.advanceTimersByTime(5_000));
    expect(text('punch-in')).toContain('This session: 9:00:05');
    expect(screen.getByTestId('day-summary').textContent).toContain(
      'Currently logged in for 9:00:05',
    );
    expect(text('break-start')).toContain('Currently on break for 0:30:05');
  });

  it('CON-LOC-53 CON-LOC-87 (issue 27) two sessions: both on the timeline, the day total counts both', () => {
    const morning = { ...attendance, checkOutTime: '2026-03-10T06:30:00.000Z' };
    const afternoon = {
      ...attendance,
      id: '55555555-5555-4555-8555-555555555555',
      checkInTime: '2026-03-10T07:30:00.000Z',
      checkOutTime: null,
      checkOutLocation: null,
      checkOut: null,
      breaks: [],
    };
    renderDay(afternoon, morning);
    expect(document.querySelectorAll('li[data-kind="punch-in"]')).toHaveLength(2);
    expect(text('punch-in', 0)).toContain('This session: 3:00');
    expect(text('punch-in', 1)).toContain('Currently Active');
    expect(text('punch-in', 1)).toContain('This session: 5:00:00');
    // 09:00–12:00 and 13:00–now (18:00 IST): 8 hours, the morning's half-hour lunch is outside it.
    expect(screen.getByTestId('day-summary').textContent).toBe(
      'Currently logged in for 8:00:002 sessions · Breaks: 0:00 · Worked: 8:00',
    );
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
