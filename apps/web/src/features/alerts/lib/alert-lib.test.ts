import { alertSchema, alertsResponseSchema, type AlertsResponse } from '@ronda/shared';
import { describe, expect, it } from 'vitest';
import { liveAlert, NOW, RAVI, serverAlerts, TASK, ZONE } from '../test-fixtures';
import { withAlert, withRead, sortAlerts } from './alert-list';
import { alertTarget } from './alert-target';
import { formatAlertTime } from './alert-time';

const listOf = (state: 'open' | 'all'): AlertsResponse =>
  alertsResponseSchema.parse({
    is_success: true,
    unread: 2,
    alerts: serverAlerts().filter((a) => state === 'all' || a.closedAt === null),
  });
const ids = (data: AlertsResponse) => data.alerts.map((a) => a.id);

describe('formatAlertTime', () => {
  it('gives the time alone today, in the company zone', () => {
    expect(formatAlertTime('2026-11-27T05:32:00Z', NOW, ZONE)).toBe('11:02');
    // 00:15 in Goa is today there, though the 26th in UTC.
    expect(formatAlertTime('2026-11-26T18:45:00Z', NOW, ZONE)).toBe('00:15');
  });

  it('adds the day before today, and the year before this one', () => {
    expect(formatAlertTime('2026-11-26T05:32:00Z', NOW, ZONE)).toBe('26 Nov 11:02');
    expect(formatAlertTime('2025-12-31T14:00:00Z', NOW, ZONE)).toBe('31 Dec 2025 19:30');
  });
});

describe('alertTarget', () => {
  it("leads to the person's day, dated in the company zone", () => {
    const alert = { userId: RAVI, taskId: null, openedAt: '2026-11-26T18:45:00Z' };
    expect(alertTarget(alert, ZONE)).toBe(`/location?employeeId=${RAVI}&date=2026-11-27`);
    expect(alertTarget(alert, 'UTC')).toBe(`/location?employeeId=${RAVI}&date=2026-11-26`);
  });

  it('leads to the task when there is one, even with a person named', () => {
    const alert = { userId: RAVI, taskId: TASK, openedAt: '2026-11-26T05:32:00Z' };
    expect(alertTarget(alert, ZONE)).toBe(`/tasks?q=${TASK.slice(0, 8)}`);
  });

  it('leads nowhere without either', () => {
    expect(alertTarget({ userId: null, taskId: null, openedAt: NOW.toISOString() }, ZONE)).toBe(
      null,
    );
  });
});

describe('alert lists', () => {
  it('sorts open before closed, then newest first', () => {
    const [silent, overdue, battery] = serverAlerts();
    if (!silent || !overdue || !battery) throw new Error('fixture');
    expect(sortAlerts([battery, overdue, silent]).map((a) => a.id)).toEqual([
      silent.id,
      overdue.id,
      battery.id,
    ]);
  });

  it('puts a new alert on top with the count moved by the given step', () => {
    const next = withAlert(listOf('open'), liveAlert(), 'open', 1);
    expect(ids(next)).toEqual(['alert-mock', 'alert-silent', 'alert-overdue']);
    expect(next.unread).toBe(3);
  });

  it('drops a closed alert from the open list, keeps it (re-sorted) in all', () => {
    const parsed = alertSchema.parse({ ...serverAlerts()[0], closedAt: '2026-11-27T06:00:00Z' });
    expect(ids(withAlert(listOf('open'), parsed, 'open', 0))).toEqual(['alert-overdue']);
    expect(ids(withAlert(listOf('all'), parsed, 'all', 0))).toEqual([
      'alert-overdue',
      'alert-silent',
      'alert-battery',
    ]);
  });

  it('marks one read or all, and never counts below zero', () => {
    const one = withRead(listOf('all'), 'alert-silent', -1);
    expect(one.alerts.filter((a) => !a.read).map((a) => a.id)).toEqual(['alert-battery']);
    expect(one.unread).toBe(1);
    const all = withRead(listOf('all'), null, 0);
    expect(all.alerts.every((a) => a.read)).toBe(true);
    expect(all.unread).toBe(0);
    expect(withRead({ ...listOf('open'), unread: 0 }, 'alert-silent', -1).unread).toBe(0);
  });
});
