import type { Task, TaskStatus, TaskUpdateRequest } from '@ronda/shared';

/**
 * What plan-task-update.ts lets an employee do to a task assigned to them: set its status to
 * in-progress or resolved and leave employee notes. Rejecting (and handing back, assigning) is for
 * supervisors and admins, so the field app does not offer it.
 */
export const canStart = (status: TaskStatus): boolean => status === 'incoming';
export const canResolve = (status: TaskStatus): boolean =>
  status === 'incoming' || status === 'in-progress';

/**
 * The resolve body: employee notes as the console sends them for an employee, and the photos'
 * file URLs under `employeeImages` (the task's `employee_images` column, read back as
 * `employeeimages`). Until taskUpdateRequestSchema and plan-task-update.ts accept that field, the
 * server drops it and keeps the resolve.
 */
export type FieldTaskUpdate = TaskUpdateRequest & { employeeImages?: string[] };

export function startBody(): FieldTaskUpdate {
  return { status: 'in-progress' };
}

export function resolveBody(notes: string, imageUrls: readonly string[]): FieldTaskUpdate {
  const text = notes.trim();
  return {
    status: 'resolved',
    ...(text ? { employeeNotes: text } : {}),
    ...(imageUrls.length > 0 ? { employeeImages: [...imageUrls] } : {}),
  };
}

export const taskActionPath = (id: string) => `/api/complaints/${encodeURIComponent(id)}`;

/** Directions in Google Maps (the phone opens its maps app): to the pin, else to the address. */
export function navigateHref(location: Task['location']): string | null {
  if (location?.coordinates) {
    const { lat, lng } = location.coordinates;
    return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
  }
  const address = location?.address.trim();
  if (!address) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}
