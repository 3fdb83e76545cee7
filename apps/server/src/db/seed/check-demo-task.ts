import type { DemoPerson, DemoTask } from './demo-company-data.ts';
import type { DemoTime } from './demo-time.ts';

const isBefore = (a: DemoTime, b: DemoTime) => a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]);

/**
 * The task data is written by hand and later issues extend it, so a slip (an in-progress task without
 * an assignee, an employee outside the task's department) fails the seed loudly instead of producing
 * a demo that contradicts the console's rules (console.md §4, §6).
 */
export function checkDemoTask(
  task: DemoTask,
  employee: DemoPerson | undefined,
  supervisor: DemoPerson | undefined,
): void {
  const fail = (why: string) => {
    throw new Error(`Demo task "${task.key}": ${why}`);
  };
  const department = task.department;

  if (employee) {
    if (employee.isAdmin || employee.isSupervisor) fail('the assignee must be field staff');
    if (department && !employee.departments.includes(department)) {
      fail(`${employee.key} is not a member of ${department}`);
    }
  }
  if (supervisor) {
    const canSupervise =
      supervisor.isAdmin ||
      (supervisor.isSupervisor && (!department || supervisor.departments.includes(department)));
    if (!canSupervise) fail(`${supervisor.key} cannot supervise ${department ?? 'this task'}`);
  }

  switch (task.status) {
    case 'incoming':
      if (employee || task.started || task.closed) fail('an incoming task has no assignee yet');
      break;
    case 'in-progress':
      if (!employee || !task.started || task.closed)
        fail('in progress needs an assignee and a start');
      break;
    case 'resolved':
      if (!employee || !task.started || !task.closed)
        fail('resolved needs an assignee, start and end');
      break;
    case 'rejected':
      if (!task.closed || !task.supervisorNotes) fail('rejected needs a time and a reason');
      break;
  }
  if (task.started && !isBefore(task.created, task.started)) fail('started before it was created');
  if (task.closed && !isBefore(task.started ?? task.created, task.closed)) fail('closed too early');
  if (task.completion !== undefined && (task.completion < 0 || task.completion > 100)) {
    fail('completion must be 0-100');
  }
  if (task.status === 'resolved' && task.completion !== undefined && task.completion !== 100) {
    fail('a resolved task is 100% complete');
  }
}
