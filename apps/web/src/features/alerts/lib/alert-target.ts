import { localDateIn, type Alert } from '@ronda/shared';
import { paths } from '@/config/paths';

/**
 * The Tasks page searching for the task by the first characters of its id (issue 28's search
 * finds it), as the alert's push message links it too.
 */
export function taskLink(taskId: string): string {
  return `${paths.tasks}?${new URLSearchParams({ q: taskId.slice(0, 8) }).toString()}`;
}

/** A person's day on the live location page (issue 27's address). */
export function personDayLink(userId: string, date: string): string {
  return `${paths.location}?${new URLSearchParams({ employeeId: userId, date }).toString()}`;
}

/**
 * Where an alert leads: its task when it is about one (an overdue task names its assignee too,
 * but the task is what needs acting on), else the person's day it opened on, counted in the
 * company's time zone so an alert at 00:30 IST is that day and not the UTC day before.
 */
export function alertTarget(
  alert: Pick<Alert, 'userId' | 'taskId' | 'openedAt'>,
  timeZone: string,
): string | null {
  if (alert.taskId) return taskLink(alert.taskId);
  if (alert.userId) {
    return personDayLink(alert.userId, localDateIn(new Date(alert.openedAt), timeZone));
  }
  return null;
}
