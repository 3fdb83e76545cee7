import {
  taskWriteResponseSchema,
  type Task,
  type TaskCreateRequest,
  type TaskUpdateRequest,
} from '@ronda/shared';
import { bearer, postJson } from './fixtures.ts';
import type { SmallCompany } from './device-fixtures.ts';

const json = (token: string) => ({ ...bearer(token), 'content-type': 'application/json' });

/** The create payload the console sends, for a customer of the given e-mail. */
export function taskPayload(
  co: SmallCompany,
  overrides: Partial<TaskCreateRequest> = {},
): TaskCreateRequest {
  return {
    companyId: co.companyId,
    description: 'Bin not emptied on Rua de Ourem',
    departmentId: co.departmentId,
    location: { address: 'Rua de Ourem, Panaji', coordinates: { lat: 15.4989, lng: 73.8278 } },
    images: [],
    customer: { name: 'Maria Fernandes', email: 'maria@customer.example', phone: null },
    dueDate: null,
    followUpOn: null,
    supervisorNotes: null,
    ...overrides,
  };
}

export async function createTask(
  baseUrl: string,
  token: string,
  body: TaskCreateRequest,
): Promise<Task> {
  const res = await postJson(
    `${baseUrl}/api/companies/complaints/create-on-behalf`,
    body,
    bearer(token),
  );
  if (res.status !== 201) throw new Error(`create task: ${res.status} ${await res.text()}`);
  return taskWriteResponseSchema.parse(await res.json()).complaint;
}

export function putTask(baseUrl: string, token: string, id: string, body: TaskUpdateRequest) {
  return fetch(`${baseUrl}/api/complaints/${id}`, {
    method: 'PUT',
    headers: json(token),
    body: JSON.stringify(body),
  });
}

export async function messageOf(res: Response): Promise<string> {
  const body = (await res.json()) as { message?: string };
  return body.message ?? '';
}
