import type { Company, Task, User } from '@ronda/shared';

export const COMPANY_ID = '11111111-1111-4111-8111-111111111111';
const EMPLOYEE = {
  id: '22222222-2222-4222-8222-222222222222',
  firstName: 'Anita',
  lastName: 'Naik',
  email: 'anita@acme.example',
};

/** The employee signed in to the field app in these tests, and their company. */
export const FIELD_USER: User = {
  ...EMPLOYEE,
  phone: null,
  profilePicture: null,
  role: 'employee',
  isAdmin: false,
  isSupervisor: false,
  status: 'active',
  isActive: true,
  departments: [],
};
export const FIELD_COMPANY: Company = {
  id: COMPANY_ID,
  name: 'Acme Services',
  address: null,
  coordinates: null,
  email: null,
  phone: null,
  website: null,
  logo: null,
  isActive: true,
  timezone: 'Asia/Kolkata',
  stopThresholdMinutes: 5,
  defaultDueDays: { critical: 0, high: 1, medium: 3, low: 5 },
};

const DAY = 24 * 60 * 60 * 1000;
/** An ISO time `days` from now (negative: in the past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

let next = 0;
/** A task assigned to the employee, as the list and detail answers present it. */
export function makeTask(change: Partial<Task> = {}): Task {
  next += 1;
  const id = `aaaaaaaa-0000-4000-8000-${String(next).padStart(12, '0')}`;
  return {
    id,
    description: `Task ${next}`,
    overdue: false,
    status: 'in-progress',
    priority: 'medium',
    taskType: 'customer',
    customer: {
      id: `bbbbbbbb-0000-4000-8000-${String(next).padStart(12, '0')}`,
      name: 'Rhea Dsouza',
      email: 'rhea@example.com',
      phone: null,
    },
    department: null,
    assignedEmployee: EMPLOYEE,
    employee: EMPLOYEE,
    supervisor: null,
    supervisorAssigned: null,
    employeeAssigned: EMPLOYEE.id,
    supervisorNotes: null,
    employeeNotes: null,
    notes: null,
    dueDate: null,
    followUpOn: null,
    startedAt: null,
    resolvedAt: null,
    rejectedAt: null,
    createdAt: daysFromNow(-1),
    updatedAt: daysFromNow(-1),
    supervisorAssignedAt: null,
    employeeAssignedAt: null,
    completionPercentage: 0,
    location: {
      address: '12 Market Road, Mapusa, Goa',
      coordinates: { lat: 15.5937, lng: 73.8142 },
    },
    images: [],
    employeeimages: [],
    parentComplaintId: null,
    parentComplaint: null,
    resolution: null,
    subtasks: [],
    ...change,
  };
}
