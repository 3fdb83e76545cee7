import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;

describe('formatRelativeTime (console.md §9)', () => {
  it('CON-CONST-03..06 just now, minutes, hours up to 24, days up to 7, then the date', () => {
    expect(formatRelativeTime(ago(59_999), now, 'Asia/Kolkata')).toBe('Just now');
    expect(formatRelativeTime(ago(MIN), now, 'Asia/Kolkata')).toBe('1 minute ago');
    expect(formatRelativeTime(ago(59 * MIN), now, 'Asia/Kolkata')).toBe('59 minutes ago');
    expect(formatRelativeTime(ago(3 * 60 * MIN), now, 'Asia/Kolkata')).toBe('3 hours ago');
    expect(formatRelativeTime(ago(24 * 60 * MIN - 1), now, 'Asia/Kolkata')).toBe('23 hours ago');
    expect(formatRelativeTime(ago(24 * 60 * MIN), now, 'Asia/Kolkata')).toBe('1 day ago');
    expect(formatRelativeTime(ago(6 * 24 * 60 * MIN), now, 'Asia/Kolkata')).toBe('6 days ago');
    expect(formatRelativeTime(ago(7 * 24 * 60 * MIN), now, 'Asia/Kolkata')).toBe('3 Mar 2026');
  });

  it('gives the date in the company’s time zone', () => {
    const late = new Date('2026-03-01T20:00:00Z');
    expect(formatRelativeTime(late, now, 'Asia/Kolkata')).toBe('2 Mar 2026');
    expect(formatRelativeTime(late, now, 'America/New_York')).toBe('1 Mar 2026');
  });
});
