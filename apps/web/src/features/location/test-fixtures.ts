import type {
  AttendanceRecord,
  Company,
  LatestLocation,
  TrackingResponse,
  Trip,
  User,
  WorkLog,
} from '@ronda/shared';

/** One field day in Goa (Asia/Kolkata, UTC+5:30) for the location page's tests. */
export const TZ = 'Asia/Kolkata';
export const DAY = '2026-03-10';
export const COMPANY_ID = '00000000-0000-4000-8000-000000000001';
export const ANA = '11111111-1111-4111-8111-111111111111';
export const RAVI = '22222222-2222-4222-8222-222222222222';

export const company: Company = {
  id: COMPANY_ID,
  name: 'Acme Services',
  address: null,
  coordinates: null,
  email: null,
  phone: null,
  website: null,
  logo: null,
  isActive: true,
  timezone: TZ,
  stopThresholdMinutes: 3,
  defaultDueDays: { critical: 0, high: 1, medium: 3, low: 5 },
};

export const person = (id: string, firstName: string, lastName: string): User => ({
  id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.in`,
  phone: null,
  profilePicture: null,
  role: 'employee',
  isAdmin: false,
  isSupervisor: false,
  status: 'active',
  isActive: true,
  departments: [],
});

export const admin: User = { ...person(RAVI, 'Ravi', 'Kamat'), role: 'admin', isAdmin: true };
export const employees: User[] = [person(RAVI, 'Ravi', 'Kamat'), person(ANA, 'Ana', 'Lopes')];

const check = { outsideSite: false, site: null, isMock: false };

/** In 09:00 AM, lunch 01:00–01:30 PM, out 05:30 PM (IST). */
export const attendance: AttendanceRecord = {
  id: '33333333-3333-4333-8333-333333333333',
  userId: ANA,
  checkInTime: '2026-03-10T03:30:00.000Z',
  checkOutTime: '2026-03-10T12:00:00.000Z',
  checkInLocation: { address: 'Head office, Panaji', coordinates: [73.8278, 15.4989] },
  checkOutLocation: { address: 'Depot, Mapusa', coordinates: [73.81, 15.59] },
  checkIn: check,
  checkOut: { outsideSite: true, site: null, isMock: true },
  breaks: [
    {
      id: '44444444-4444-4444-8444-444444444444',
      reason: 'Lunch',
      startTime: '2026-03-10T07:30:00.000Z',
      endTime: '2026-03-10T08:00:00.000Z',
      duration: 0.5,
      startLocation: { lat: 15.5, lng: 73.83 },
      endLocation: { lat: 15.51, lng: 73.84 },
    },
  ],
};

export const tripOne: Trip = {
  id: 'trip-1',
  startTime: '2026-03-10T04:00:00.000Z',
  endTime: '2026-03-10T04:25:00.000Z',
  origin: { placeAddress: 'Head office, Panaji', lat: 15.4989, lng: 73.8278 },
  destination: { placeAddress: 'Customer site, Porvorim', lat: 15.53, lng: 73.82 },
  stats: { distance: 3.14159, duration: 25, averageSpeed: 12.345, maxSpeed: 40.06 },
  encodedPolyline: '_p~iF~ps|U_ulLnnqC_mqNvxq`@',
  snappedPolyline: null,
  tripType: 'cycling',
};

export const tripTwo: Trip = {
  ...tripOne,
  id: 'trip-2',
  startTime: '2026-03-10T09:00:00.000Z',
  endTime: '2026-03-10T09:40:00.000Z',
  origin: { placeAddress: null, lat: 15.53, lng: 73.82 },
  destination: { placeAddress: null, lat: 15.59, lng: 73.81 },
  stats: null,
  tripType: 'driving',
};

export const workLog: WorkLog = {
  id: '55555555-5555-4555-8555-555555555555',
  userId: ANA,
  workDate: DAY,
  description: 'Replaced the kitchen tap',
  status: 'completed',
  priority: 'high',
  notes: 'Customer asked for a receipt',
  location: { address: 'Customer site, Porvorim', coordinates: [73.82, 15.53] },
  createdAt: '2026-03-10T06:00:00.000Z',
  updatedAt: '2026-03-10T06:45:00.000Z',
  Department: { id: '66666666-6666-4666-8666-666666666666', name: 'Plumbing' },
  assignedEmployee: { firstName: 'Ana', lastName: 'Lopes' },
  supervisor: { firstName: 'Ravi', lastName: 'Kamat' },
  images: ['https://files.example.in/customer-1.jpg'],
  employeeImages: ['https://files.example.in/done-1.jpg', 'https://files.example.in/done-2.jpg'],
};

export const tracking = (over: Partial<TrackingResponse> = {}): TrackingResponse => ({
  is_success: true,
  userId: ANA,
  date: DAY,
  timeZone: TZ,
  trips: [tripOne, tripTwo],
  placesVisited: [
    {
      id: 'place-1',
      placeName: 'Customer site',
      placeAddress: 'Porvorim, Goa',
      lat: 15.53,
      lng: 73.82,
      arriveTime: '2026-03-10T04:30:00.000Z',
      departTime: '2026-03-10T05:15:00.000Z',
      duration: 45,
      source: 'customer',
    },
  ],
  gaps: [
    {
      from: '2026-03-10T10:00:00.000Z',
      to: '2026-03-10T10:30:00.000Z',
      fromPoint: { lat: 15.55, lng: 73.81 },
      toPoint: { lat: 15.58, lng: 73.81 },
    },
  ],
  summary: null,
  archived: false,
  ...over,
});

export const latest = (
  lastUpdated: string,
  over: Partial<LatestLocation> = {},
): LatestLocation => ({
  employee: { id: ANA, firstName: 'Ana', lastName: 'Lopes', profilePicture: null },
  lastUpdated,
  location: {
    coords: { latitude: 15.59, longitude: 73.81, speed: null, heading: null },
    batteryLevel: 0.45,
    charging: null,
    accuracy: 12,
    isMock: false,
  },
  ...over,
});

/** The attendance call's answer for these records (totals as the server would count them). */
export function attendanceDay(records: AttendanceRecord[]) {
  return {
    is_success: true,
    attendanceRecords: records,
    totals: {
      asOf: '2026-03-10T12:00:00.000Z',
      sessionCount: records.length,
      breakCount: records.reduce((n, r) => n + r.breaks.length, 0),
      loggedSeconds: 0,
      breakSeconds: 0,
      workedSeconds: 0,
    },
  };
}
