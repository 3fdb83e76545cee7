import type { TaskPriority, TaskStatus, TaskType } from '@ronda/shared';
import type { DemoTime } from './demo-time.ts';

/** The shapes of the hand-written demo data; build-demo-rows.ts turns them into table rows. */

export interface DemoPlace {
  address: string;
  lat: number;
  lng: number;
}

export type DemoDepartmentKey = 'waste' | 'appliance' | 'sales';

export interface DemoDepartment {
  key: DemoDepartmentKey;
  name: string;
  description: string;
}

export interface DemoPerson {
  /** Short handle the task data refers to; the id is derived from the e-mail. */
  key: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  isAdmin?: boolean;
  isSupervisor?: boolean;
  departments: readonly DemoDepartmentKey[];
  /** Set for someone who has left: exercises the inactive state in lists and billing. */
  deactivated?: DemoTime;
}

export interface DemoCustomer {
  key: string;
  name: string;
  email: string;
  phone: string;
  /** Where this customer's tasks happen unless a task names another place. */
  place: string;
}

export interface DemoTask {
  /** Stable handle: the task id is derived from it, so never rename one. */
  key: string;
  description: string;
  status: TaskStatus;
  priority: TaskPriority;
  /** Defaults to 'customer'. */
  type?: TaskType;
  department: DemoDepartmentKey | null;
  /** Customer key; subtasks inherit their parent's. */
  customer?: string;
  /** Place key; defaults to the customer's place (or, for subtasks, the parent's location). */
  place?: string;
  supervisor?: string;
  employee?: string;
  created: DemoTime;
  started?: DemoTime;
  /** When the task was resolved or rejected. */
  closed?: DemoTime;
  due?: DemoTime;
  followUp?: DemoTime;
  /** Defaults: resolved 100, in-progress 25, otherwise 0. */
  completion?: number;
  supervisorNotes?: string;
  employeeNotes?: string;
  notes?: string;
  subtasks?: readonly DemoTask[];
}

export const DEMO_COMPANY = {
  key: 'mandovi-field-services',
  name: 'Mandovi Field Services Pvt. Ltd.',
  address: '2nd Floor, Mandovi Chambers, EDC Complex, Patto Plaza, Panaji, Goa 403001',
  lat: 15.4942,
  lng: 73.8357,
  email: 'ops@mandovi-field.example',
  phone: '+91 832 242 1100',
  website: 'https://mandovi-field.example',
  timezone: 'Asia/Kolkata',
  founded: [-180, 10] as DemoTime,
} as const;

export const DEMO_DEPARTMENTS: readonly DemoDepartment[] = [
  {
    key: 'waste',
    name: 'Waste Collection',
    description:
      'Door-to-door segregated collection (wet, dry, sanitary, e-waste) for homes, housing societies, hotels and beach shacks across North and South Goa.',
  },
  {
    key: 'appliance',
    name: 'Appliance Service',
    description:
      'Repair, installation and annual maintenance of air conditioners, refrigerators, washing machines, water purifiers and kitchen equipment.',
  },
  {
    key: 'sales',
    name: 'Sales & Delivery',
    description:
      'Quotations, demonstrations and delivery of appliances, wheelie bins and composters from the Verna warehouse.',
  },
];
