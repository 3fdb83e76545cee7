import { describe, expect, it } from 'vitest';
import { amountText, kmText, ratesText, silenceText } from './distance-format';
import { parseReportTab, tabLabel } from './report-tab';
import { noTasks, taskFigureText } from './tasks-format';
import { dayOnMapPath, placeText, visitsByDay } from './visit-format';

const parse = (query: string) => parseReportTab(new URLSearchParams(query));

describe("the reports' words and figures (issue 29)", () => {
  it('writes rupees and km the Indian way', () => {
    expect(amountText(123456.5)).toBe('₹1,23,456.50');
    expect(amountText(0)).toBe('₹0.00');
    expect(kmText(1234.5)).toBe('1,234.50 km');
    expect(kmText(0.05)).toBe('0.05 km');
  });

  it('lists the rates paid first, dearest first, and the unpaid after', () => {
    expect(ratesText({ walking: 0, cycling: 2.5, driving: 9.75 })).toBe(
      '₹9.75/km driving, ₹2.50/km cycling, walking not paid',
    );
    expect(ratesText({ walking: 1, cycling: 0, driving: 0 })).toBe(
      '₹1.00/km walking, cycling not paid, driving not paid',
    );
  });

  it('says a silence, and that its distance is not known', () => {
    expect(silenceText(25)).toBe('No signal 25 min: distance unknown');
    expect(silenceText(125)).toBe('No signal 2 h 5 min: distance unknown');
  });

  it('writes the median as hours and minutes, or a dash when nothing was resolved', () => {
    const figures = {
      created: 1200,
      customerRequests: 0,
      internal: 0,
      resolved: 0,
      rejected: 0,
      overdue: 0,
      open: 0,
      medianResolveMinutes: null,
      resolvedOnSite: 0,
    };
    expect(taskFigureText(figures, 'created')).toBe('1,200');
    expect(taskFigureText(figures, 'medianResolveMinutes')).toBe('—');
    expect(taskFigureText({ ...figures, medianResolveMinutes: 200 }, 'medianResolveMinutes')).toBe(
      '3 h 20 min',
    );
    expect(noTasks(figures)).toBe(false);
    expect(noTasks({ ...figures, created: 0, medianResolveMinutes: 30 })).toBe(true);
  });

  it('names a place, or gives its coordinates when it is not known', () => {
    const at = { lat: 15.4989, lng: 73.8278 };
    expect(placeText({ ...at, place: { kind: 'work-site', name: 'Panaji office' } })).toBe(
      'Panaji office (work site)',
    );
    expect(placeText({ ...at, place: { kind: 'customer', name: 'Maria Fernandes' } })).toBe(
      'Maria Fernandes (customer)',
    );
    expect(placeText({ lat: -15.4, lng: 73.827812, place: null })).toBe(
      'Unknown place (-15.40000, 73.82781)',
    );
  });

  it("links to a person's day on the Location page", () => {
    expect(dayOnMapPath('u-1', '2026-11-16')).toBe('/location?employeeId=u-1&date=2026-11-16');
  });

  it('groups visits by day, in order, each day by arrival', () => {
    const v = (arrivedAt: string) => ({
      date: arrivedAt.slice(0, 10),
      arrivedAt,
      leftAt: arrivedAt,
      minutes: 5,
      lat: 0,
      lng: 0,
      place: null,
    });
    const grouped = visitsByDay([
      v('2026-11-17T09:00:00Z'),
      v('2026-11-16T11:00:00Z'),
      v('2026-11-16T08:00:00Z'),
    ]);
    expect(grouped.map((d) => [d.date, d.visits.map((x) => x.arrivedAt.slice(11, 16))])).toEqual([
      ['2026-11-16', ['08:00', '11:00']],
      ['2026-11-17', ['09:00']],
    ]);
  });

  it('reads the tab from the address, attendance when it is missing or unknown', () => {
    expect(parse('report=visits')).toEqual({ tab: 'visits', dropped: false });
    expect(parse('')).toEqual({ tab: 'attendance', dropped: false });
    expect(parse('report=payroll')).toEqual({ tab: 'attendance', dropped: true });
    expect(tabLabel('tasks', true)).toBe('My tasks');
    expect(tabLabel('tasks', false)).toBe('Tasks');
  });
});
