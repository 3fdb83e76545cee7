import { deviceTimeProblem, type workLogInputSchema } from '@ronda/shared';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor.ts';
import { requireCompanyImages } from '../../adapters/storage/settle-uploads.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { localDateOf } from '../../lib/local-date.ts';
import { findDepartment } from '../../repositories/company-setup.repository.ts';
import { findUserInCompany } from '../../repositories/people.repository.ts';
import {
  findWorkLogViews,
  insertWorkLogOnce,
  type WorkLogView,
} from '../../repositories/work-logs.repository.ts';

export type ParsedWorkLog = z.output<typeof workLogInputSchema>;

async function checkReferences(db: Database, actor: Actor, input: ParsedWorkLog) {
  if (input.departmentId && !(await findDepartment(db, actor.companyId, input.departmentId))) {
    throw ApiError.notFound('Department not found');
  }
  if (input.supervisorId) {
    const supervisor = await findUserInCompany(db, actor.companyId, input.supervisorId);
    if (!supervisor) throw ApiError.notFound('Supervisor not found');
    if (!supervisor.isSupervisor && !supervisor.isAdmin) {
      throw ApiError.badRequest('supervisorId must be a supervisor or an admin');
    }
  }
}

/** Stores the signed-in person's work log once per phone id and answers it as the console sees it. */
export async function logWork(
  deps: { db: Database; storage: Storage },
  actor: Actor,
  timezone: string,
  input: ParsedWorkLog,
  now: Date,
): Promise<WorkLogView> {
  const loggedAt = new Date(input.timestamp);
  const problem = deviceTimeProblem(loggedAt, now);
  if (problem) throw ApiError.badRequest(problem);
  await checkReferences(deps.db, actor, input);
  await requireCompanyImages(
    deps.db,
    deps.storage,
    actor.companyId,
    [...input.images, ...input.employeeImages],
    now,
  );
  const person = { companyId: actor.companyId, userId: actor.userId };
  const id = await insertWorkLogOnce(deps.db, {
    ...person,
    clientId: input.id,
    workDate: input.workDate ?? localDateOf(loggedAt, timezone),
    loggedAt,
    description: input.description,
    status: input.status,
    priority: input.priority,
    notes: input.notes ?? null,
    departmentId: input.departmentId ?? null,
    supervisorId: input.supervisorId ?? null,
    locationLat: input.location?.lat ?? null,
    locationLng: input.location?.lng ?? null,
    locationAddress: input.location?.address ?? null,
    images: input.images,
    employeeImages: input.employeeImages,
  });
  const [view] = await findWorkLogViews(deps.db, person, { ids: [id], limit: 1 });
  if (!view) throw new Error('stored work log not found');
  return view;
}
