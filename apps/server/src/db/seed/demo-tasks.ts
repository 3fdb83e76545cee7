import type { DemoTask } from './demo-company-data.ts';
import { DEMO_APPLIANCE_PLANNED_TASKS } from './demo-tasks-appliance-planned.ts';
import { DEMO_APPLIANCE_TASKS } from './demo-tasks-appliance.ts';
import { DEMO_SALES_TASKS } from './demo-tasks-sales.ts';
import { DEMO_UNTRIAGED_TASKS } from './demo-tasks-untriaged.ts';
import { DEMO_WASTE_TASKS } from './demo-tasks-waste.ts';

/** Every top-level demo task; subtasks hang off their parents. */
export const DEMO_TASKS: readonly DemoTask[] = [
  ...DEMO_WASTE_TASKS,
  ...DEMO_APPLIANCE_TASKS,
  ...DEMO_APPLIANCE_PLANNED_TASKS,
  ...DEMO_SALES_TASKS,
  ...DEMO_UNTRIAGED_TASKS,
];
