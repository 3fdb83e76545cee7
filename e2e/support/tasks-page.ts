import {
  departmentsResponseSchema,
  employeesResponseSchema,
  subtaskWriteResponseSchema,
  taskWriteResponseSchema,
  type LoginResponse,
  type Subtask,
  type SubtaskCreateRequest,
  type Task,
  type TaskCreateRequest,
} from '@ronda/shared';
import type { Locator, Page } from '@playwright/test';

/** The Tasks page (console.md §2 Tasks) and the API calls its tests prepare data with. */
export class TasksPage {
  constructor(readonly page: Page) {}

  get createButton(): Locator {
    return this.page.getByRole('button', { name: 'Create Task' }).first();
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  card(description: string): Locator {
    return this.page.getByRole('article', { name: description });
  }

  /** Opens (or closes) a card by clicking its summary. */
  async toggle(description: string): Promise<void> {
    await this.card(description).locator('button[aria-expanded]').click();
  }

  chips(): Locator {
    return this.page.getByRole('list', { name: 'Active filters' }).getByRole('listitem');
  }

  count(): Locator {
    return this.page.getByText(/^\d+ \/ \d+ Task\(s\)$/);
  }
}

const auth = (session: LoginResponse) => ({ authorization: `Bearer ${session.token}` });

/** A department of the company with at least one active member, and that member. */
export async function departmentWithStaff(page: Page, session: LoginResponse) {
  const companyId = session.company.id;
  const departments = departmentsResponseSchema.parse(
    await (
      await page.request.get(`/api/departments/${companyId}`, { headers: auth(session) })
    ).json(),
  ).departments;
  const people = employeesResponseSchema.parse(
    await (
      await page.request.get(`/api/companies/${companyId}/employees`, { headers: auth(session) })
    ).json(),
  ).employees;
  for (const department of departments) {
    const member = people.find(
      (p) => p.isActive && !p.isAdmin && p.departments.some((d) => d.id === department.id),
    );
    if (member) return { department, member, departments, people };
  }
  throw new Error('no department with staff in the demo company');
}

export async function createTaskByApi(
  page: Page,
  session: LoginResponse,
  body: Omit<TaskCreateRequest, 'companyId'>,
): Promise<Task> {
  const res = await page.request.post('/api/companies/complaints/create-on-behalf', {
    headers: auth(session),
    data: { companyId: session.company.id, ...body },
  });
  if (res.status() !== 201) throw new Error(`create task: ${res.status()} ${await res.text()}`);
  return taskWriteResponseSchema.parse(await res.json()).complaint;
}

/** A unique suffix, so parallel tests never see each other's tasks. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A subtask of `parentId` made through the API, as the Create Subtask window would. */
export async function createSubtaskByApi(
  page: Page,
  session: LoginResponse,
  parentId: string,
  body: SubtaskCreateRequest,
): Promise<Subtask> {
  const res = await page.request.post(`/api/complaints/${parentId}/subtasks`, {
    headers: auth(session),
    data: body,
  });
  if (res.status() !== 201) throw new Error(`create subtask: ${res.status()} ${await res.text()}`);
  return subtaskWriteResponseSchema.parse(await res.json()).subtask;
}
