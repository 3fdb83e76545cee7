import {
  RESOLVED_ON_SITE_METRES,
  type Subtask,
  type Task,
  type TaskEvent,
  taskEventSchema,
} from '@ronda/shared';
import type { TaskView } from './task-views.repository.ts';
import type { TaskEventView } from './task-writes.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** `todayStart`: the start of the company's today; a task due before it and open is overdue. */
export function presentSubtask(view: TaskView, todayStart: Date): Subtask {
  const point =
    view.locationLat !== null && view.locationLng !== null
      ? { lat: view.locationLat, lng: view.locationLng }
      : null;
  return {
    id: view.id,
    description: view.description,
    status: view.status,
    priority: view.priority,
    taskType: view.taskType,
    customer: view.customer,
    department: view.department,
    assignedEmployee: view.employee,
    employee: view.employee,
    supervisor: view.supervisor,
    supervisorAssigned: view.supervisorId,
    employeeAssigned: view.employeeId,
    supervisorNotes: view.supervisorNotes,
    employeeNotes: view.employeeNotes,
    notes: view.notes,
    dueDate: iso(view.dueDate),
    followUpOn: iso(view.followUpOn),
    startedAt: iso(view.startedAt),
    resolvedAt: iso(view.resolvedAt),
    rejectedAt: iso(view.rejectedAt),
    createdAt: view.createdAt.toISOString(),
    updatedAt: view.updatedAt.toISOString(),
    supervisorAssignedAt: iso(view.supervisorAssignedAt),
    employeeAssignedAt: iso(view.employeeAssignedAt),
    completionPercentage: view.completionPercentage,
    location:
      view.locationAddress !== null || point
        ? { address: view.locationAddress ?? '', coordinates: point }
        : null,
    images: view.images,
    employeeimages: view.employeeImages,
    parentComplaintId: view.parentComplaintId,
    parentComplaint: view.parent,
    resolution:
      view.resolvedDistanceM !== null && view.resolvedFixAt
        ? {
            distanceMeters: view.resolvedDistanceM,
            onSite: view.resolvedDistanceM <= RESOLVED_ON_SITE_METRES,
            fixAt: view.resolvedFixAt.toISOString(),
          }
        : null,
    overdue:
      view.status !== 'resolved' &&
      view.status !== 'rejected' &&
      view.dueDate !== null &&
      view.dueDate < todayStart,
  };
}

export function presentTask(view: TaskView, subtasks: readonly TaskView[], todayStart: Date): Task {
  return {
    ...presentSubtask(view, todayStart),
    subtasks: subtasks.map((s) => presentSubtask(s, todayStart)),
  };
}

/** Older events stored plain values (`{ status: 'incoming' }`); they read as set from nothing. */
export function presentTaskEvent(event: TaskEventView): TaskEvent {
  const raw =
    event.changes && typeof event.changes === 'object'
      ? (event.changes as Record<string, unknown>)
      : {};
  const changes = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [
      key,
      Array.isArray(value) && value.length === 2 ? [value[0], value[1]] : [null, value],
    ]),
  ) as TaskEvent['changes'];
  const kind = taskEventSchema.shape.kind.safeParse(event.kind);
  return {
    id: event.id,
    kind: kind.success ? kind.data : 'updated',
    at: event.createdAt.toISOString(),
    actor: event.actor,
    changes,
  };
}
