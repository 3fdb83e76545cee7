import { taskListResponseSchema } from '@ronda/shared';
import { expect, test } from '../support/fixtures';
import { stubTiles } from '../support/map-tiles';
import { DEMO, demoSession, seedSession } from '../support/session';
import { createTaskByApi, departmentWithStaff, TasksPage, unique } from '../support/tasks-page';

test.describe('Tasks: the list and its filters', () => {
  test('CON-TASK-14 CON-TASK-07 CON-TASK-08 CON-API-12..14 filters come from the URL, show as chips and go again', async ({
    page,
  }) => {
    await seedSession(page);
    await stubTiles(page);
    const tasks = new TasksPage(page);
    const first = page.waitForRequest((r) => r.url().includes('/complaints?'));
    await page.goto('/tasks?status=incoming,resolved');
    const url = new URL((await first).url());
    expect(url.searchParams.get('status')).toBe('incoming,resolved');
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('limit')).toBe('10');
    await expect(tasks.chips()).toHaveText(['Status: incoming', 'Status: resolved']);
    await expect(tasks.count()).toBeVisible();

    await page.getByRole('button', { name: 'Remove Status: incoming' }).click();
    await expect(page).toHaveURL(/\/tasks\?status=resolved$/);
    await expect(tasks.chips()).toHaveText(['Status: resolved']);
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(page).toHaveURL(/\/tasks$/);
    await expect(tasks.chips()).toHaveCount(0);
  });

  test('CON-TASK-16 CON-TASK-22 CON-TASK-30..32 a date in the URL sends its range; a new URL goes back to page 1', async ({
    page,
  }) => {
    await seedSession(page);
    await stubTiles(page);
    const tasks = new TasksPage(page);
    await page.goto('/tasks');
    await expect(tasks.count()).toBeVisible();
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(pager).toContainText(/Page 1 of \d+/);
    const second = page.waitForRequest((r) => r.url().includes('page=2'));
    await pager.getByRole('button', { name: 'Next' }).click();
    await second;
    await expect(pager).toContainText(/Page 2 of/);

    const dated = page.waitForRequest(
      (r) => r.url().includes('/complaints?') && r.url().includes('startDate'),
    );
    await page.goto('/tasks?date=today');
    const url = new URL((await dated).url());
    expect(url.searchParams.get('page')).toBe('1');
    expect(
      Date.parse(url.searchParams.get('endDate') ?? '') -
        Date.parse(url.searchParams.get('startDate') ?? ''),
    ).toBe(24 * 60 * 60 * 1000);
    await expect(tasks.chips()).toHaveText(['Date: Today']);
  });
});

test.describe('Tasks: acting on tasks', () => {
  test('CON-TASK-58..61 CON-TASK-69 CON-TASK-70 CON-ACT-03 CON-ACT-01 create a task for a new customer, assign it, reject it with a reason', async ({
    page,
  }) => {
    const session = await seedSession(page);
    await stubTiles(page);
    const { department, member } = await departmentWithStaff(page, session);
    const tasks = new TasksPage(page);
    await page.goto('/tasks');
    await expect(tasks.count()).toBeVisible();

    const tag = unique();
    const description = `Overflowing bin at the market ${tag}`;
    await tasks.createButton.click();
    const dialog = tasks.dialog('Create Task');
    await expect(dialog.getByRole('button', { name: 'Create Task' })).toBeDisabled();
    await dialog.getByLabel('Description').fill(description);
    await dialog.getByLabel('Add a new customer').check();
    await dialog.getByLabel('Customer name').fill(`Leela ${tag}`);
    await dialog.getByRole('button', { name: 'Create Task' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter customer name and email');
    await dialog.getByLabel('Customer email').fill(`leela-${tag}@customer.example`);
    await dialog.getByLabel('Department').selectOption(department.id);
    await dialog.getByLabel('Field staff').selectOption(member.id);
    await expect(dialog.getByLabel('Priority')).toHaveValue('medium');
    const created = page.waitForRequest((r) => r.url().endsWith('/create-on-behalf'));
    const refetched = page.waitForRequest((r) => r.url().includes('/complaints?'));
    await dialog.getByRole('button', { name: 'Create Task' }).click();
    const body = (await created).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      companyId: session.company.id,
      description,
      departmentId: department.id,
      employeeId: member.id,
      customer: { name: `Leela ${tag}`, email: `leela-${tag}@customer.example`, phone: null },
      dueDate: null,
      followUpOn: null,
      priority: 'medium',
    });
    await refetched;
    await expect(dialog).toBeHidden();

    const card = tasks.card(description);
    await expect(card).toBeVisible();
    await expect(card).toContainText('in-progress');
    await tasks.toggle(description);
    await card.getByRole('button', { name: 'Reject', exact: true }).click();
    const reject = tasks.dialog('Reject Task');
    await reject.getByRole('button', { name: 'Reject Task' }).click();
    await expect(reject.getByRole('alert')).toHaveText('Please provide a reason for rejection');
    await reject.getByLabel('Reason for rejection').fill('Duplicate of yesterday’s request');
    await reject.getByRole('button', { name: 'Reject Task' }).click();
    await expect(reject).toBeHidden();
    await expect(card).toContainText('rejected');
    await expect(card.getByRole('button', { name: 'Resolve', exact: true })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Create Subtask', exact: true })).toHaveCount(0);
    await expect(card.getByRole('list', { name: 'History' })).toContainText(
      'set the status to rejected',
    );
  });

  test('CON-ACT-06..08 CON-ACT-04 CON-SUB-01..03 CON-SUB-13 assign, a subtask, resolve', async ({
    page,
  }) => {
    const session = await seedSession(page);
    await stubTiles(page);
    const { department, member } = await departmentWithStaff(page, session);
    const tag = unique();
    const task = await createTaskByApi(page, session, {
      description: `Broken street light ${tag}`,
      departmentId: department.id,
      customer: { name: `Rui ${tag}`, email: `rui-${tag}@customer.example` },
      images: [],
    });
    const tasks = new TasksPage(page);
    await page.goto(`/tasks?customerId=${task.customer?.id}`);
    await expect(tasks.count()).toHaveText('1 / 1 Task(s)');
    await tasks.toggle(task.description);
    const card = tasks.card(task.description);

    await card.getByRole('button', { name: 'Assign Employee', exact: true }).click();
    const assign = tasks.dialog('Assign Employee');
    await assign.getByRole('button', { name: 'Assign Employee' }).click();
    await expect(assign.getByRole('alert')).toHaveText('Please select an employee');
    const put = page.waitForRequest((r) => r.method() === 'PUT');
    await assign.getByLabel('Field staff').selectOption(member.id);
    await assign.getByRole('button', { name: 'Assign Employee' }).click();
    expect((await put).postDataJSON()).toEqual({
      employeeAssigned: member.id,
      supervisorNotes: 'Assigned to employee',
      status: 'in-progress',
    });
    await expect(card).toContainText('in-progress');

    await card.getByRole('button', { name: 'Create Subtask', exact: true }).click();
    const sub = tasks.dialog('Create Subtask');
    const create = sub.getByRole('button', { name: 'Create Subtask' });
    await expect(create).toBeDisabled();
    await sub.getByLabel('Subtask description').fill(`Replace the bulb ${tag}`);
    await expect(create).toBeDisabled();
    await sub.getByLabel('Department').selectOption(department.id);
    await create.click();
    await expect(sub).toBeHidden();
    const subtask = card.getByRole('button', { name: new RegExp(`Replace the bulb ${tag}`) });
    await expect(subtask).toBeVisible();
    await subtask.click();
    const detail = tasks.dialog('Subtask');
    await detail.getByRole('button', { name: 'Resolve', exact: true }).click();
    await expect(detail).toContainText('resolved');
    await expect(detail.getByRole('button', { name: 'Resolve', exact: true })).toHaveCount(0);
    await detail.getByRole('button', { name: 'Close' }).click();

    await card.getByRole('button', { name: 'Resolve', exact: true }).click();
    const resolve = tasks.dialog('Resolve Task');
    await resolve.getByRole('button', { name: 'Resolve Task' }).click();
    await expect(resolve).toBeHidden();
    await expect(card).toContainText('resolved');
    const res = await page.request.get(
      `/api/companies/${session.company.id}/complaints?customerId=${task.customer?.id}`,
      { headers: { authorization: `Bearer ${session.token}` } },
    );
    const [stored] = taskListResponseSchema.parse(await res.json()).complaints;
    expect(stored).toMatchObject({
      status: 'resolved',
      completionPercentage: 100,
      employeeAssigned: member.id,
    });
  });

  test('CON-ACT-27 CON-ACT-31 CON-ACT-32 a supervisor outside the task’s department is told they may not', async ({
    page,
  }) => {
    const admin = await demoSession(page, DEMO.admin);
    const supervisor = await seedSession(page, DEMO.supervisor);
    await stubTiles(page);
    // A department of its own, which the supervisor is not in.
    const made = await page.request.post('/api/company/departments', {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { name: `Drainage ${unique()}` },
    });
    expect(made.status()).toBe(201);
    const foreign = ((await made.json()) as { department: { id: string } }).department;
    expect(supervisor.user.departments.some((d) => d.id === foreign.id)).toBe(false);
    const tag = unique();
    const task = await createTaskByApi(page, admin, {
      description: `Not yours ${tag}`,
      departmentId: foreign.id,
      customer: { name: `Ana ${tag}`, email: `ana-${tag}@customer.example` },
      images: [],
    });
    const tasks = new TasksPage(page);
    await page.goto(`/tasks?customerId=${task.customer?.id}`);
    await tasks.toggle(task.description);
    await tasks
      .card(task.description)
      .getByRole('button', { name: 'Resolve', exact: true })
      .click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'You do not have permission to perform this action.' })
        .first(),
    ).toBeVisible();
    await expect(tasks.dialog('Resolve Task')).toContainText(
      'Permission Denied: You do not have permission to perform this action.',
    );
  });

  test('an employee resolves their own task with notes and is offered nothing else', async ({
    page,
  }) => {
    const admin = await demoSession(page, DEMO.admin);
    const employee = await seedSession(page, DEMO.employee);
    await stubTiles(page);
    const tag = unique();
    const task = await createTaskByApi(page, admin, {
      description: `Yours to fix ${tag}`,
      // No department: the employee may act on it whatever teams the demo gives them.
      departmentId: null,
      employeeId: employee.user.id,
      customer: { name: `Joe ${tag}`, email: `joe-${tag}@customer.example` },
      images: [],
    });
    const tasks = new TasksPage(page);
    await page.goto('/tasks');
    await expect(page.getByRole('button', { name: 'Create Task' })).toHaveCount(0);
    await expect(page.getByLabel('Supervisor')).toHaveCount(0);
    await tasks.toggle(task.description);
    const card = tasks.card(task.description);
    await expect(card.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Create Subtask', exact: true })).toHaveCount(0);
    await card.getByRole('button', { name: 'Resolve', exact: true }).click();
    const resolve = tasks.dialog('Resolve Task');
    await resolve.getByLabel('Notes (optional)').fill('Replaced the fuse');
    await resolve.getByRole('button', { name: 'Resolve Task' }).click();
    await expect(resolve).toBeHidden();
    await expect(card).toContainText('resolved');
    await expect(card).toContainText('Replaced the fuse');
  });
});
