import {
  alertSchema,
  alertsResponseSchema,
  companySchema,
  userSchema,
  type Alert,
} from '@ronda/shared';

/** Friday 27 November 2026, 12:00 in Goa. */
export const NOW = new Date('2026-11-27T06:30:00Z');
export const ZONE = 'Asia/Kolkata';
export const COMPANY_ID = '6f1d2a3b-0000-4000-8000-000000000001';
export const ANA = '6f1d2a3b-0000-4000-8000-00000000a0a0';
export const RAVI = '6f1d2a3b-0000-4000-8000-00000000b0b0';
export const TASK = '6f1d2a3b-0000-4000-8000-00000000c0c0';

export const company = companySchema.parse({
  id: COMPANY_ID,
  name: 'Mandovi Field Services',
  address: null,
  coordinates: null,
  email: null,
  phone: null,
  website: null,
  logo: null,
  isActive: true,
  timezone: ZONE,
});

const person = (id: string, firstName: string, role: 'admin' | 'employee') =>
  userSchema.parse({
    id,
    firstName,
    lastName: 'Kamat',
    email: `${firstName.toLowerCase()}@mandovi.example`,
    phone: null,
    profilePicture: null,
    role,
    isAdmin: role === 'admin',
    isSupervisor: false,
    status: 'active',
    isActive: true,
    departments: [],
  });
export const admin = person('6f1d2a3b-0000-4000-8000-00000000d0d0', 'Rohan', 'admin');
export const employee = person(ANA, 'Ana', 'employee');

/** As the server lists them for state=all: open first, newest first. */
export const serverAlerts = (): Alert[] =>
  alertsResponseSchema.parse({
    is_success: true,
    unread: 2,
    alerts: [
      {
        id: 'alert-silent',
        kind: 'silent',
        userId: ANA,
        taskId: null,
        openedAt: '2026-11-27T05:32:00.000Z',
        closedAt: null,
        message: 'Ana Lopes: no signal for 30 minutes',
        read: false,
      },
      {
        id: 'alert-overdue',
        kind: 'task-overdue',
        userId: ANA,
        taskId: TASK,
        openedAt: '2026-11-26T05:32:00.000Z',
        closedAt: null,
        message: 'Fix the pump at Panjim is past its due time',
        read: true,
      },
      {
        // 00:15 on the 27th in Goa, still the 26th in UTC.
        id: 'alert-battery',
        kind: 'low-battery',
        userId: RAVI,
        taskId: null,
        openedAt: '2026-11-26T18:45:00.000Z',
        closedAt: '2026-11-27T06:10:00.000Z',
        message: 'Ravi Naik: battery at 12%',
        read: false,
      },
    ],
  }).alerts;

/** One alert as the live stream sends it, read with the shared schema. */
export const liveAlert = (fields: Partial<Alert> = {}): Alert =>
  alertSchema.parse({
    id: 'alert-mock',
    kind: 'mock-location',
    userId: RAVI,
    taskId: null,
    openedAt: '2026-11-27T06:25:00.000Z',
    closedAt: null,
    message: 'Ravi Naik: the phone reports a faked location',
    read: false,
    ...fields,
  });
