import {
  ClipboardList,
  Contact,
  Inbox,
  ListChecks,
  MapPin,
  Network,
  Recycle,
  Route,
  Truck,
  UserCheck,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

export interface HomeCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Spec §2.2: employee timelines, task management, customer management, location services. */
export const CORE_TOOLS: readonly HomeCard[] = [
  {
    icon: Route,
    title: 'Employee timelines',
    text: 'Every check-in, route and stop of the day in order, with the time spent at each location. See who reached the site in Verna and who is still on the road.',
  },
  {
    icon: ListChecks,
    title: 'Task management',
    text: 'Create tasks and projects, assign them to a person or a department, set due dates and follow each one from incoming to resolved.',
  },
  {
    icon: Contact,
    title: 'Customer management',
    text: 'Your customers, their complaints and their requests in one place. Customers raise a request from a link, without an account.',
  },
  {
    icon: MapPin,
    title: 'Location services',
    text: 'Live positions from the employee app, trips and visited places on a map, and addresses looked up from the coordinates.',
  },
];

export const INSIGHTS: readonly HomeCard[] = [
  {
    icon: UserCheck,
    title: 'Who is on duty',
    text: 'Punch-in and punch-out times, breaks and attendance for today, as they happen.',
  },
  {
    icon: MapPin,
    title: 'Where everyone is',
    text: 'The latest position of each employee on the map, with the time it was sent from the phone.',
  },
  {
    icon: ClipboardList,
    title: 'What got done',
    text: 'Tasks finished today, work logs, and the time spent at each customer.',
  },
  {
    icon: Inbox,
    title: 'Who is waiting',
    text: 'Open customer requests by status: incoming, in progress, resolved or rejected.',
  },
];

/** Spec §1: field service, sales and delivery, waste management, distributed workforces. */
export const APPLICATIONS: readonly HomeCard[] = [
  {
    icon: Wrench,
    title: 'Field service',
    text: 'AC, appliance and solar technicians, lift maintenance and pest control crews: know who is at which site and close every job on time.',
  },
  {
    icon: Truck,
    title: 'Sales and delivery',
    text: 'Distributor salesmen on beat routes, medical reps and delivery riders: see the outlets visited, the routes taken and the time spent.',
  },
  {
    icon: Recycle,
    title: 'Waste management',
    text: 'Municipal and private collection crews: check that every ward and pickup point was covered on the day’s round.',
  },
  {
    icon: Network,
    title: 'Distributed workforces',
    text: 'Security staff, surveyors and field agents spread across districts: attendance and location without a supervisor on site.',
  },
];

/** A sample of the manager's day at a glance, shown in the real-time insights section. */
export const SAMPLE_TODAY = [
  { label: 'On duty', value: '18 of 22' },
  { label: 'Tasks finished', value: '41' },
  { label: 'Customers waiting', value: '6' },
] as const;
