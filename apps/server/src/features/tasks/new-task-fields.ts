import type { CompanyRow } from '../../repositories/people.repository.ts';
import { companyDefaultDueDate } from '../../lib/company-due-days.ts';
import type { TaskPriority } from '@ronda/shared';

/** What a new task and a new subtask are given alike from what the console sent. */
interface NewTaskInput {
  description: string;
  priority: TaskPriority;
  employeeId: string | null;
  supervisorId?: string | null | undefined;
  supervisorNotes: string | null;
  dueDate?: string | null | undefined;
  followUpOn?: string | null | undefined;
  location?: { address: string; coordinates: { lat: number; lng: number } | null } | null;
  images: string[];
}

/**
 * The columns every new task or subtask sets the same way: started and assigned now when an
 * employee is named, and (issue 28) due by the company's default for its priority when no due
 * date was given.
 */
export function newTaskFields(company: CompanyRow, input: NewTaskInput, now: Date) {
  const { employeeId } = input;
  return {
    employeeId,
    supervisorId: input.supervisorId ?? null,
    description: input.description,
    status: employeeId ? ('in-progress' as const) : ('incoming' as const),
    priority: input.priority,
    supervisorNotes: input.supervisorNotes,
    dueDate: input.dueDate
      ? new Date(input.dueDate)
      : companyDefaultDueDate(company, input.priority, now),
    followUpOn: input.followUpOn ? new Date(input.followUpOn) : null,
    startedAt: employeeId ? now : null,
    employeeAssignedAt: employeeId ? now : null,
    supervisorAssignedAt: input.supervisorId ? now : null,
    locationAddress: input.location?.address ?? null,
    locationLat: input.location?.coordinates?.lat ?? null,
    locationLng: input.location?.coordinates?.lng ?? null,
    images: input.images,
    createdAt: now,
    updatedAt: now,
  };
}
