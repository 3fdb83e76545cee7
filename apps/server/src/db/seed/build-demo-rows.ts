import type {
  companies,
  complaints,
  customers,
  departmentMembers,
  departments,
  users,
} from '../schema/index.ts';
import { checkDemoTask } from './check-demo-task.ts';
import {
  DEMO_COMPANY,
  DEMO_DEPARTMENTS,
  type DemoPlace,
  type DemoTask,
} from './demo-company-data.ts';
import { DEMO_CUSTOMERS } from './demo-customers.ts';
import {
  DEMO_COMPANY_ID,
  demoCustomerId,
  demoDepartmentId,
  demoTaskId,
  demoUserId,
} from './demo-ids.ts';
import { DEMO_PEOPLE } from './demo-people.ts';
import { DEMO_PLACES } from './demo-places.ts';
import { DEMO_TASKS } from './demo-tasks.ts';
import { createDemoClock } from './demo-time.ts';

type ComplaintRow = typeof complaints.$inferInsert;

export interface DemoRows {
  company: typeof companies.$inferInsert;
  departments: (typeof departments.$inferInsert)[];
  users: (typeof users.$inferInsert)[];
  departmentMembers: (typeof departmentMembers.$inferInsert)[];
  customers: (typeof customers.$inferInsert)[];
  tasks: ComplaintRow[];
  /** Kept apart so they are inserted after their parents. */
  subtasks: ComplaintRow[];
}

const MINUTE_MS = 60_000;
const shift = (date: Date, minutes: number) => new Date(date.getTime() + minutes * MINUTE_MS);
const earliest = (a: Date, b: Date) => (a <= b ? a : b);
const latest = (a: Date, b: Date) => (a >= b ? a : b);

function lookup<T>(map: ReadonlyMap<string, T>, key: string, what: string): T {
  const found = map.get(key);
  if (found === undefined) throw new Error(`Unknown demo ${what} "${key}"`);
  return found;
}

/** Turns the hand-written demo data into table rows, with every time relative to `now`. */
export function buildDemoRows(now: Date): DemoRows {
  const clock = createDemoClock(now);
  const companyId = DEMO_COMPANY_ID;
  const people = new Map(DEMO_PEOPLE.map((p) => [p.key, p]));
  const customerByKey = new Map(DEMO_CUSTOMERS.map((c) => [c.key, c]));
  const places = new Map(Object.entries(DEMO_PLACES));
  const admin = DEMO_PEOPLE.find((p) => p.isAdmin);
  if (!admin) throw new Error('The demo company needs an admin');

  const userRows = DEMO_PEOPLE.map((p, index) => {
    const createdAt = clock.past([-175 + index * 4, 10]);
    const deactivatedAt = p.deactivated ? clock.past(p.deactivated) : null;
    return {
      id: demoUserId(p.email),
      companyId,
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      phone: p.phone,
      isAdmin: p.isAdmin ?? false,
      isSupervisor: p.isSupervisor ?? false,
      status: deactivatedAt ? ('inactive' as const) : ('active' as const),
      deactivatedAt,
      createdAt,
      updatedAt: deactivatedAt ?? createdAt,
    };
  });

  const tasks: ComplaintRow[] = [];
  const subtasks: ComplaintRow[] = [];
  const firstTaskOfCustomer = new Map<string, Date>();

  const addTask = (task: DemoTask, parent?: { task: DemoTask; row: ComplaintRow }) => {
    const employee = task.employee ? lookup(people, task.employee, 'person') : undefined;
    const supervisor = task.supervisor ? lookup(people, task.supervisor, 'person') : undefined;
    checkDemoTask(task, employee, supervisor);

    const customerKey = task.customer ?? parent?.task.customer;
    const customer = customerKey ? lookup(customerByKey, customerKey, 'customer') : undefined;
    const placeKey = task.place ?? (parent ? undefined : customer?.place);
    const place: DemoPlace | undefined = placeKey ? lookup(places, placeKey, 'place') : undefined;

    const createdAt = clock.past(task.created);
    const startedAt = task.started ? clock.past(task.started) : null;
    const closedAt = task.closed ? clock.past(task.closed) : null;
    // Assignment happens between creation and the next thing that happened to the task.
    const nextEvent = startedAt ?? closedAt ?? now;
    const supervisorAssignedAt = supervisor ? earliest(shift(createdAt, 15), nextEvent) : null;
    const employeeAssignedAt = employee
      ? latest(supervisorAssignedAt ?? createdAt, shift(nextEvent, -45))
      : null;
    const creator =
      task.type === 'internal' || parent
        ? (supervisor ?? (parent?.task.supervisor ? people.get(parent.task.supervisor) : admin))
        : undefined;

    const row: ComplaintRow = {
      id: demoTaskId(task.key),
      companyId,
      parentComplaintId: parent ? parent.row.id : null,
      customerId: customer ? demoCustomerId(customer.email) : null,
      departmentId: task.department ? demoDepartmentId(task.department) : null,
      supervisorId: supervisor ? demoUserId(supervisor.email) : null,
      employeeId: employee ? demoUserId(employee.email) : null,
      createdByUserId: creator ? demoUserId(creator.email) : null,
      description: task.description,
      status: task.status,
      priority: task.priority,
      taskType: task.type ?? 'customer',
      // The console's "assign employee" action writes this note; seeded assignments look the same.
      supervisorNotes: task.supervisorNotes ?? (employee ? 'Assigned to employee' : null),
      employeeNotes: task.employeeNotes ?? null,
      notes: task.notes ?? null,
      dueDate: task.due ? clock.at(task.due) : null,
      followUpOn: task.followUp ? clock.at(task.followUp) : null,
      startedAt,
      resolvedAt: task.status === 'resolved' ? closedAt : null,
      supervisorAssignedAt,
      employeeAssignedAt,
      completionPercentage:
        task.completion ??
        (task.status === 'resolved' ? 100 : task.status === 'in-progress' ? 25 : 0),
      locationAddress: place ? place.address : (parent?.row.locationAddress ?? null),
      locationLat: place ? place.lat : (parent?.row.locationLat ?? null),
      locationLng: place ? place.lng : (parent?.row.locationLng ?? null),
      createdAt,
      updatedAt: closedAt ?? startedAt ?? supervisorAssignedAt ?? createdAt,
    };
    (parent ? subtasks : tasks).push(row);
    if (customer) {
      const seen = firstTaskOfCustomer.get(customer.key);
      firstTaskOfCustomer.set(customer.key, seen ? earliest(seen, createdAt) : createdAt);
    }
    for (const subtask of task.subtasks ?? []) addTask(subtask, { task, row });
  };
  for (const task of DEMO_TASKS) addTask(task);

  const companyCreatedAt = clock.past(DEMO_COMPANY.founded);
  return {
    company: {
      id: companyId,
      isDemo: true,
      name: DEMO_COMPANY.name,
      address: DEMO_COMPANY.address,
      addressLat: DEMO_COMPANY.lat,
      addressLng: DEMO_COMPANY.lng,
      email: DEMO_COMPANY.email,
      phone: DEMO_COMPANY.phone,
      website: DEMO_COMPANY.website,
      timezone: DEMO_COMPANY.timezone,
      createdAt: companyCreatedAt,
      updatedAt: companyCreatedAt,
    },
    departments: DEMO_DEPARTMENTS.map((d, index) => {
      const createdAt = clock.past([-178, 10 + index]);
      const { name, description } = d;
      return {
        id: demoDepartmentId(d.key),
        companyId,
        name,
        description,
        createdAt,
        updatedAt: createdAt,
      };
    }),
    users: userRows,
    departmentMembers: DEMO_PEOPLE.flatMap((p, index) =>
      p.departments.map((key) => ({
        companyId,
        departmentId: demoDepartmentId(key),
        userId: demoUserId(p.email),
        createdAt: userRows[index]?.createdAt ?? companyCreatedAt,
      })),
    ),
    // A customer appears with their first request, so they are created with it.
    customers: DEMO_CUSTOMERS.map((c) => {
      const createdAt = firstTaskOfCustomer.get(c.key) ?? clock.past([-40, 12]);
      const { name, email, phone } = c;
      return {
        id: demoCustomerId(email),
        companyId,
        name,
        email,
        phone,
        createdAt,
        updatedAt: createdAt,
      };
    }),
    tasks,
    subtasks,
  };
}
