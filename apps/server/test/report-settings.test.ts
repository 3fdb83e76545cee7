import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  companyChangesResponseSchema,
  DEFAULT_REPORT_SETTINGS,
  reportSettingsResponseSchema,
  type ReportSettings,
} from '@ronda/shared';
import { companies } from '../src/db/schema/index.ts';
import { bearer } from './fixtures.ts';
import {
  createSmallCompany,
  startDeviceTestApp,
  type DeviceTestApp,
  type SmallCompany,
} from './device-fixtures.ts';

const FORBIDDEN = 'You do not have permission to perform this action.';

/** Issue 29: the settings the reports judge a day by, per company, audited when changed. */
describe('report settings: GET and PUT /api/company/report-settings', () => {
  let app: DeviceTestApp;
  let other: SmallCompany;

  const send = (method: 'GET' | 'PUT', token: string, body?: unknown) =>
    fetch(`${app.server.baseUrl}/api/company/report-settings`, {
      method,
      headers: {
        ...bearer(token),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const read = async (token: string) => {
    const res = await send('GET', token);
    expect(res.status).toBe(200);
    return reportSettingsResponseSchema.parse(await res.json()).settings;
  };
  const auditLines = async (token: string) => {
    const res = await fetch(`${app.server.baseUrl}/api/company/changes?limit=100`, {
      headers: bearer(token),
    });
    const { changes } = companyChangesResponseSchema.parse(await res.json());
    return changes.filter((c) => c.action === 'report-settings.updated').map((c) => c.summary);
  };

  // Not the defaults in any part, holidays out of order and with spaces round a name.
  const chosen = {
    workDays: [5, 1, 2, 3, 4, 4],
    shiftStart: '09:00',
    shiftEnd: '18:00',
    lateGraceMinutes: 15,
    halfDayBelowMinutes: 210,
    absentBelowMinutes: 45,
    holidays: [
      { date: '2027-08-15', name: 'Independence Day' },
      { date: '2027-01-26', name: '  Republic Day ' },
    ],
    ratesPerKm: { walking: 0, cycling: 2.5, driving: 6 },
  };
  const stored: ReportSettings = {
    ...chosen,
    workDays: [1, 2, 3, 4, 5],
    holidays: [
      { date: '2027-01-26', name: 'Republic Day' },
      { date: '2027-08-15', name: 'Independence Day' },
    ],
  };

  beforeAll(async () => {
    app = await startDeviceTestApp();
    other = await createSmallCompany(app.database.db, app.server.baseUrl);
  });
  afterAll(() => app.close());

  it('answers the issue’s defaults before anything is set, to admins and supervisors', async () => {
    expect(await read(app.co.admin.token)).toEqual(DEFAULT_REPORT_SETTINGS);
    expect(await read(app.co.supervisor.token)).toEqual(DEFAULT_REPORT_SETTINGS);
  });

  it('refuses each invalid part with its own plain message, and stores nothing', async () => {
    const day = (n: number) =>
      `2028-${String(Math.floor(n / 28) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`;
    const many = Array.from({ length: 101 }, (_, n) => ({ date: day(n), name: `Day ${n}` }));
    const cases: [Record<string, unknown>, string][] = [
      [{ shiftStart: '18:00', shiftEnd: '09:00' }, 'shiftEnd: The shift must end after it starts.'],
      [{ shiftEnd: '24:00' }, 'shiftEnd: The shift end must be a time like 09:30.'],
      [
        { halfDayBelowMinutes: 120, absentBelowMinutes: 180 },
        'absentBelowMinutes: The absence threshold must not be above the half-day threshold.',
      ],
      [
        { lateGraceMinutes: 121 },
        'lateGraceMinutes: The grace for lateness must be from 0 to 120 minutes.',
      ],
      [
        { ratesPerKm: { walking: 0, cycling: 2.5, driving: 6.505 } },
        'ratesPerKm.driving: The driving rate takes at most two decimals (paise).',
      ],
      [
        { ratesPerKm: { walking: -1, cycling: 2.5, driving: 6 } },
        'ratesPerKm.walking: The walking rate must be from ₹0 to ₹1000 per km.',
      ],
      [
        { workDays: [1, 2, 3, 4, 5, 6, 7, 1] },
        'workDays: A week has seven days: give each working day once.',
      ],
      [{ workDays: [0, 1] }, 'workDays.0: Working days are 1 (Monday) to 7 (Sunday).'],
      [{ workDays: [] }, 'workDays: Choose at least one working day.'],
      [
        { holidays: [...chosen.holidays, { date: '2027-01-26', name: 'Again' }] },
        'holidays: Each date can be one holiday; 2027-01-26 is listed twice.',
      ],
      [{ holidays: many }, 'holidays: At most 100 holidays.'],
      [
        { holidays: [{ date: '2027-02-30', name: 'No' }] },
        'holidays.0.date: A holiday date must be a real day.',
      ],
      [
        { holidays: [{ date: '0000-01-01', name: 'No' }] },
        'holidays.0.date: A holiday date must be a real day.',
      ],
      [
        { holidays: [{ date: '2027-03-01', name: '  ' }] },
        'holidays.0.name: A holiday needs a name.',
      ],
    ];
    for (const [change, message] of cases) {
      const res = await send('PUT', app.co.admin.token, { ...chosen, ...change });
      expect(res.status, message).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(`Invalid body.${message}`);
    }
    expect(await read(app.co.admin.token)).toEqual(DEFAULT_REPORT_SETTINGS);
    expect(await auditLines(app.co.admin.token)).toEqual([]);
  });

  it('stores what an admin saves (days and holidays sorted, money in paise) and says each change in the audit trail', async () => {
    const res = await send('PUT', app.co.admin.token, chosen);
    expect(res.status).toBe(200);
    expect(reportSettingsResponseSchema.parse(await res.json()).settings).toEqual(stored);
    expect(await read(app.co.admin.token)).toEqual(stored);
    const [row] = await app.database.db
      .select({ cycling: companies.rateCyclingPaise, driving: companies.rateDrivingPaise })
      .from(companies)
      .where(eq(companies.id, app.co.companyId));
    expect(row).toEqual({ cycling: 250, driving: 600 });
    expect((await auditLines(app.co.admin.token)).sort()).toEqual(
      [
        'Changed the working days to Mon–Fri (was Mon–Sat)',
        'Changed the shift to 09:00–18:00 (was 09:30–18:30)',
        'Changed the grace for lateness to 15 min (was 10 min)',
        'Changed the half day to under 3 h 30 min (was under 4 h)',
        'Changed absent to under 45 min (was under 1 h)',
        'Added the holidays 26 Jan 2027 Republic Day and 15 Aug 2027 Independence Day',
        'Changed the cycling rate to ₹2.50 per km (was ₹0 per km)',
        'Changed the driving rate to ₹6.00 per km (was ₹0 per km)',
      ].sort(),
    );
  });

  it('says holidays added, removed and renamed; the same settings again add no line', async () => {
    const before = (await auditLines(app.co.admin.token)).length;
    expect((await send('PUT', app.co.admin.token, chosen)).status).toBe(200);
    expect(await auditLines(app.co.admin.token)).toHaveLength(before);
    const holidays = [
      { date: '2027-01-26', name: 'Republic Day (India)' },
      { date: '2027-10-02', name: 'Gandhi Jayanti' },
    ];
    expect((await send('PUT', app.co.admin.token, { ...chosen, holidays })).status).toBe(200);
    expect((await auditLines(app.co.admin.token)).slice(0, 3).sort()).toEqual([
      'Added the holiday 2 Oct 2027 Gandhi Jayanti',
      'Removed the holiday 15 Aug 2027 Independence Day',
      'Renamed the holiday on 26 Jan 2027 from Republic Day to Republic Day (India)',
    ]);
    // A year's list pasted in is one line with its count and span, not a hundred.
    const year = Array.from({ length: 100 }, (_, n) => ({
      date: new Date(Date.UTC(2029, 0, 1 + n * 3)).toISOString().slice(0, 10),
      name: `Holiday ${n + 1}`,
    }));
    expect((await send('PUT', app.co.admin.token, { ...chosen, holidays: year })).status).toBe(200);
    expect((await read(app.co.admin.token)).holidays).toHaveLength(100);
    expect(await auditLines(app.co.admin.token)).toContain(
      'Added 100 holidays, 1 Jan 2029 to 25 Oct 2029',
    );
    const renamed = year.map((h) => ({ ...h, name: `${h.name} (paid)` }));
    expect((await send('PUT', app.co.admin.token, { ...chosen, holidays: renamed })).status).toBe(
      200,
    );
    expect((await auditLines(app.co.admin.token))[0]).toBe(
      'Renamed 100 holidays, 1 Jan 2029 to 25 Oct 2029',
    );
    expect((await send('PUT', app.co.admin.token, stored)).status).toBe(200);
  });

  it('lets a supervisor read but not change them, and refuses employees', async () => {
    expect(await read(app.co.supervisor.token)).toEqual(stored);
    const put = await send('PUT', app.co.supervisor.token, DEFAULT_REPORT_SETTINGS);
    expect(put.status).toBe(403);
    expect(((await put.json()) as { message: string }).message).toBe(FORBIDDEN);
    for (const token of [app.co.worker.token, app.co.outsider.token]) {
      const res = await send('GET', token);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe(FORBIDDEN);
      expect((await send('PUT', token, chosen)).status).toBe(403);
    }
    expect((await fetch(`${app.server.baseUrl}/api/company/report-settings`)).status).toBe(401);
    expect(await read(app.co.admin.token)).toEqual(stored);
  });

  it('keeps each company’s own: another company’s admin sees and changes only theirs', async () => {
    expect(await read(other.admin.token)).toEqual(DEFAULT_REPORT_SETTINGS);
    const theirs = { ...DEFAULT_REPORT_SETTINGS, workDays: [1, 2, 3, 4, 5, 6, 7] };
    expect((await send('PUT', other.admin.token, theirs)).status).toBe(200);
    expect(await read(other.admin.token)).toEqual(theirs);
    expect(await read(app.co.admin.token)).toEqual(stored);
    expect(await auditLines(other.admin.token)).toEqual([
      'Changed the working days to Mon–Sun (was Mon–Sat)',
    ]);
  });
});
