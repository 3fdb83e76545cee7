import {
  attendanceTotalsOf,
  type AttendanceDay,
  type AttendanceReport,
  type Company,
  type User,
} from '@ronda/shared';

/** A small Goan field-service company for the reports page's tests. */
export const COMPANY_ID = '00000000-0000-4000-8000-0000000000a1';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const PLUMBING = id(101);
export const ELECTRICAL = id(102);

export const person = (
  n: number,
  firstName: string,
  lastName: string,
  ...depts: string[]
): User => ({
  id: id(n),
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@konkan.example`,
  phone: null,
  profilePicture: null,
  role: 'employee',
  isAdmin: false,
  isSupervisor: false,
  status: 'active',
  isActive: true,
  departments: depts.map((d) => ({ id: d, name: d === PLUMBING ? 'Plumbing' : 'Electrical' })),
});

export const ravi: User = { ...person(1, 'Ravi', 'Kamat', PLUMBING), role: 'admin', isAdmin: true };
export const meera: User = {
  ...person(2, 'Meera', 'Naik', PLUMBING),
  role: 'supervisor',
  isSupervisor: true,
};
export const ana = person(3, 'Ana', 'Lopes', PLUMBING);
export const sunil = person(4, 'Sunil', 'Gaonkar', ELECTRICAL);
export const people: User[] = [ravi, meera, ana, sunil];

export const departments = [
  { id: PLUMBING, name: 'Plumbing', description: null },
  { id: ELECTRICAL, name: 'Electrical', description: null },
];

export const company: Company = {
  id: COMPANY_ID,
  name: 'Konkan Field Services',
  address: '14 Rua de Ourem, Panaji, Goa 403001',
  coordinates: { lat: 15.4989, lng: 73.8278 },
  email: 'office@konkan.example',
  phone: '+91 832 222 3344',
  website: 'https://konkan.example',
  logo: null,
  isActive: true,
  timezone: 'Asia/Kolkata',
  stopThresholdMinutes: 5,
  defaultDueDays: { critical: 0, high: 1, medium: 3, low: 5 },
};

const day = (date: string, over: Partial<AttendanceDay> = {}): AttendanceDay => ({
  date,
  status: 'pending',
  firstIn: null,
  lastOut: null,
  workedMinutes: 0,
  breakMinutes: 0,
  late: false,
  earlyDeparture: false,
  overtimeMinutes: 0,
  holidayName: null,
  ...over,
});

/** Sunday 15 to Tuesday 17 November 2026, every status once or more (times are IST = UTC+5:30). */
export const FROM = '2026-11-15';
export const TO = '2026-11-17';

const anaDays = [
  day('2026-11-15', { status: 'weekly-off' }),
  day('2026-11-16', {
    status: 'present',
    firstIn: '2026-11-16T04:05:00.000Z',
    lastOut: '2026-11-16T13:15:00.000Z',
    workedMinutes: 475,
    breakMinutes: 75,
    late: true,
  }),
  day('2026-11-17', {
    status: 'half-day',
    firstIn: '2026-11-17T04:30:00.000Z',
    lastOut: '2026-11-17T08:40:00.000Z',
    workedMinutes: 250,
    earlyDeparture: true,
  }),
];
const raviDays = [
  day('2026-11-15', { status: 'weekly-off' }),
  day('2026-11-16', {
    status: 'present',
    firstIn: '2026-11-16T03:00:00.000Z',
    lastOut: '2026-11-16T13:30:00.000Z',
    workedMinutes: 570,
    breakMinutes: 60,
    overtimeMinutes: 30,
  }),
  day('2026-11-17', { status: 'holiday', holidayName: 'Guru Nanak Jayanti' }),
];
const sunilDays = [
  day('2026-11-15', { status: 'not-employed' }),
  day('2026-11-16', { status: 'absent' }),
  day('2026-11-17'),
];

const reportPerson = (user: User, days: AttendanceDay[]) => ({
  userId: user.id,
  name: `${user.firstName} ${user.lastName}`,
  departments: user.departments.map((d) => d.name),
  ...attendanceTotalsOf(days),
  days,
});

/** The report as the server would answer it, for whom it is asked. */
export function attendanceReport(of: User[] = [ana, ravi, sunil]): AttendanceReport {
  const daysOf = new Map([
    [ana.id, anaDays],
    [ravi.id, raviDays],
    [sunil.id, sunilDays],
  ]);
  const shown = of.map((u) => reportPerson(u, daysOf.get(u.id) ?? []));
  return {
    kind: 'attendance',
    from: FROM,
    to: TO,
    company: { id: COMPANY_ID, name: company.name, timezone: company.timezone },
    generatedAt: '2026-11-18T06:30:00.000Z',
    people: shown,
    totals: { people: shown.length, ...attendanceTotalsOf(shown.flatMap((p) => p.days)) },
  };
}
