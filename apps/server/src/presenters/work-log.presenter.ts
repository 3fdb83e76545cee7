import type { WorkLog } from '@ronda/shared';
import type { WorkLogView } from '../repositories/work-logs.repository.ts';

/** console.md §3 Work log: coordinates [lng, lat], `Department` with a capital D. */
export function presentWorkLog(view: WorkLogView): WorkLog {
  const located = view.locationLat !== null && view.locationLng !== null;
  return {
    id: view.id,
    userId: view.userId,
    workDate: view.workDate,
    description: view.description,
    status: view.status,
    priority: view.priority,
    notes: view.notes,
    location: located
      ? {
          address: view.locationAddress,
          coordinates: [view.locationLng ?? 0, view.locationLat ?? 0],
        }
      : null,
    createdAt: view.loggedAt.toISOString(),
    updatedAt: view.updatedAt.toISOString(),
    Department: view.department,
    assignedEmployee: view.employee,
    supervisor: view.supervisor,
    images: view.images,
    employeeImages: view.employeeImages,
  };
}
