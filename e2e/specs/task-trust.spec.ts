import { expect, test } from '../support/fixtures';
import { stubTiles } from '../support/map-tiles';
import { queryE2eDatabase } from '../support/database';
import { seedSession } from '../support/session';
import {
  createSubtaskByApi,
  createTaskByApi,
  departmentWithStaff,
  TasksPage,
  unique,
} from '../support/tasks-page';

test.describe('Tasks a supervisor can trust (issue 28)', () => {
  test('issue 28: the subtask window shows who is assigned, and changing only the supervisor keeps the worker and the status', async ({
    page,
  }) => {
    const session = await seedSession(page);
    await stubTiles(page);
    const { department, member, people } = await departmentWithStaff(page, session);
    // Offered for any department: an admin, or a supervisor of this one.
    const supervisor = people.find(
      (p) =>
        p.isActive &&
        p.id !== member.id &&
        (p.isAdmin || (p.isSupervisor && p.departments.some((d) => d.id === department.id))),
    );
    if (!supervisor) throw new Error('the demo company has no supervisor or admin');
    const tag = unique();
    const task = await createTaskByApi(page, session, {
      description: `Overflowing bin ${tag}`,
      departmentId: department.id,
      customer: { name: `Lina ${tag}`, email: `lina-${tag}@customer.example` },
      images: [],
    });
    const subtask = await createSubtaskByApi(page, session, task.id, {
      description: `Bring a second bin ${tag}`,
      departmentId: department.id,
      employeeId: member.id,
      priority: 'medium',
      supervisorNotes: '',
      images: [],
    });
    expect(subtask.status).toBe('in-progress');

    const tasks = new TasksPage(page);
    await page.goto(`/tasks?customerId=${task.customer?.id}`);
    await tasks.toggle(task.description);
    const card = tasks.card(task.description);
    const row = card.getByRole('button', { name: new RegExp(`Bring a second bin ${tag}`) });
    const worker = `${member.firstName} ${member.lastName}`;
    await expect(row).toContainText(worker);
    await row.click();
    const detail = tasks.dialog('Subtask');
    await expect(detail.getByRole('definition').filter({ hasText: worker })).toBeVisible();
    await expect(detail.getByLabel('Field staff')).toHaveValue(member.id);

    const put = page.waitForRequest((r) => r.method() === 'PUT');
    await detail.getByLabel('Supervisor').selectOption(supervisor.id);
    await detail.getByRole('button', { name: 'Update Assignment' }).click();
    expect((await put).postDataJSON()).toEqual({ supervisorAssigned: supervisor.id });
    await expect(
      detail
        .getByRole('definition')
        .filter({ hasText: `${supervisor.firstName} ${supervisor.lastName}` }),
    ).toBeVisible();
    await expect(detail.getByLabel('Field staff')).toHaveValue(member.id);
    await expect(detail).toContainText('in-progress');

    // A second edit in the same window starts from the first's result and sends only itself.
    const second = page.waitForRequest((r) => r.method() === 'PUT');
    await detail.getByLabel('Supervisor').selectOption('');
    await detail.getByRole('button', { name: 'Update Assignment' }).click();
    expect((await second).postDataJSON()).toEqual({ supervisorAssigned: null });
    await expect(detail.getByLabel('Supervisor')).toHaveValue('');
    await expect(detail.getByLabel('Field staff')).toHaveValue(member.id);

    // Pressing it again with nothing changed sends nothing.
    await detail.getByRole('button', { name: 'Update Assignment' }).click();
    await expect(detail.getByRole('status')).toHaveText(
      'Nothing to update: the assignment is as chosen.',
    );

    const stored = await page.request.get(`/api/tasks/${subtask.id}`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(await stored.json()).toMatchObject({
      task: {
        employeeAssigned: member.id,
        supervisorAssigned: null,
        status: 'in-progress',
      },
    });
  });

  test('issue 28: a typed address that no map search knows is kept on purpose, never dropped', async ({
    page,
  }) => {
    await seedSession(page);
    await stubTiles(page);
    const tasks = new TasksPage(page);
    await page.goto('/tasks');
    const tag = unique();
    const address = `Plot 14, Sancoale Industrial Estate ${tag}`;
    await tasks.createButton.click();
    const dialog = tasks.dialog('Create Task');
    await dialog.getByLabel('Description').fill(`Leaking tap ${tag}`);
    await dialog.getByLabel('Add a new customer').check();
    await dialog.getByLabel('Customer name').fill(`Mira ${tag}`);
    await dialog.getByLabel('Customer email').fill(`mira-${tag}@customer.example`);
    await dialog.getByLabel('Location', { exact: true }).fill(address);
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/create-on-behalf')) sent += 1;
    });
    await dialog.getByRole('button', { name: 'Create Task' }).click();
    const ask = dialog.getByRole('alert').filter({ hasText: 'is not on the map yet' });
    await expect(ask).toContainText(address);
    expect(sent).toBe(0);
    const created = page.waitForRequest((r) => r.url().endsWith('/create-on-behalf'));
    await ask.getByRole('button', { name: 'Save with the address only' }).click();
    expect(((await created).postDataJSON() as { location: unknown }).location).toEqual({
      address,
      coordinates: null,
    });
    await expect(dialog).toBeHidden();
    await page.goto(`/tasks`);
    await tasks.toggle(`Leaking tap ${tag}`);
    await expect(tasks.card(`Leaking tap ${tag}`)).toContainText(address);
  });

  test.describe('the server says who has the e-mail (409)', () => {
    test.use({ allowedConsoleErrors: /status of 409/ });
    test('issue 28: a new customer whose e-mail exists asks to use that customer, and nothing is merged silently', async ({
      page,
    }) => {
      const session = await seedSession(page);
      await stubTiles(page);
      const { department } = await departmentWithStaff(page, session);
      const tag = unique();
      const first = await createTaskByApi(page, session, {
        description: `First visit ${tag}`,
        departmentId: department.id,
        customer: { name: `Ravi Naik ${tag}`, email: `ravi-${tag}@customer.example` },
        images: [],
      });
      const tasks = new TasksPage(page);
      await page.goto('/tasks');
      await tasks.createButton.click();
      const dialog = tasks.dialog('Create Task');
      await dialog.getByLabel('Description').fill(`Second visit ${tag}`);
      await dialog.getByLabel('Add a new customer').check();
      await dialog.getByLabel('Customer name').fill(`R. Naik ${tag}`);
      await dialog.getByLabel('Customer email').fill(`RAVI-${tag}@customer.example`);
      const refused = page.waitForResponse((r) => r.url().endsWith('/create-on-behalf'));
      await dialog.getByRole('button', { name: 'Create Task' }).click();
      expect((await refused).status()).toBe(409);
      const ask = dialog.getByRole('alert').filter({ hasText: 'already exists' });
      await expect(ask).toContainText(`Ravi Naik ${tag} · ravi-${tag}@customer.example`);
      const created = page.waitForRequest((r) => r.url().endsWith('/create-on-behalf'));
      await ask.getByRole('button', { name: `Use Ravi Naik ${tag}` }).click();
      const body = (await created).postDataJSON() as { customer: Record<string, unknown> };
      expect(body.customer).toEqual({
        name: `Ravi Naik ${tag}`,
        email: `ravi-${tag}@customer.example`,
        phone: null,
      });
      await expect(dialog).toBeHidden();
      const list = await page.request.get(
        `/api/companies/${session.company.id}/complaints?customerId=${first.customer?.id}`,
        { headers: { authorization: `Bearer ${session.token}` } },
      );
      expect(((await list.json()) as { totalComplaints: number }).totalComplaints).toBe(2);
    });
  });

  test('issue 28: resolving a task with open subtasks asks whether to close them, and does as told', async ({
    page,
  }) => {
    const session = await seedSession(page);
    await stubTiles(page);
    const { department } = await departmentWithStaff(page, session);
    const tag = unique();
    const task = await createTaskByApi(page, session, {
      description: `Clear the drain ${tag}`,
      departmentId: department.id,
      customer: { name: `Joe ${tag}`, email: `joe-${tag}@customer.example` },
      images: [],
    });
    for (const description of [`Bring rods ${tag}`, `Flush it ${tag}`]) {
      await createSubtaskByApi(page, session, task.id, {
        description,
        departmentId: department.id,
      });
    }
    const tasks = new TasksPage(page);
    await page.goto(`/tasks?customerId=${task.customer?.id}`);
    await tasks.toggle(task.description);
    const card = tasks.card(task.description);
    await card.getByRole('button', { name: 'Resolve', exact: true }).click();
    const resolve = tasks.dialog('Resolve Task');
    await expect(
      resolve.getByRole('group', { name: 'This task has 2 open subtasks.' }),
    ).toBeVisible();
    await resolve.getByRole('button', { name: 'Resolve Task' }).click();
    await expect(resolve.getByRole('alert')).toHaveText(
      'Choose what happens to the 2 open subtasks.',
    );
    const put = page.waitForRequest((r) => r.method() === 'PUT');
    await resolve.getByLabel('Resolve them too').check();
    await resolve.getByRole('button', { name: 'Resolve Task' }).click();
    expect((await put).postDataJSON()).toEqual({ status: 'resolved', openSubtasks: 'close' });
    await expect(resolve).toBeHidden();
    const subtasks = card.getByRole('region', { name: 'Subtasks' });
    await expect(subtasks.getByText('resolved')).toHaveCount(2);
  });

  test('issue 28: an overdue task is tagged, counted and filtered; a search finds it by its words and keeps q in the address', async ({
    page,
  }) => {
    const session = await seedSession(page);
    await stubTiles(page);
    const { department } = await departmentWithStaff(page, session);
    const tag = unique();
    const task = await createTaskByApi(page, session, {
      description: `Broken hydrant ${tag}`,
      departmentId: department.id,
      customer: { name: `Nina ${tag}`, email: `nina-${tag}@customer.example` },
      images: [],
    });
    // Due three days ago: only the database can make a task late (the API refuses a past day).
    await queryE2eDatabase(
      `update complaints set due_date = now() - interval '3 days' where id = $1`,
      [task.id],
    );
    const tasks = new TasksPage(page);
    await page.goto('/tasks');
    await page.getByLabel('Search tasks').fill(`hydrant ${tag}`);
    await expect(page).toHaveURL(new RegExp(`q=hydrant\\+${tag}`));
    await expect(tasks.count()).toHaveText('1 / 1 Task(s)');
    const card = tasks.card(task.description);
    await expect(card.getByText('Overdue', { exact: true })).toBeVisible();
    // The box follows the address (a router navigation), so it is clicked and then read.
    const overdueBox = page.getByRole('checkbox', { name: 'overdue' });
    await overdueBox.click();
    await expect(page).toHaveURL(/status=overdue/);
    await expect(overdueBox).toBeChecked();
    await expect(tasks.count()).toHaveText('1 / 1 Task(s)');
    await page.reload();
    await expect(page.getByLabel('Search tasks')).toHaveValue(`hydrant ${tag}`);
    await expect(tasks.count()).toHaveText('1 / 1 Task(s)');
  });

  test('issue 28: a malformed or unknown filter in the address is dropped with a notice, not an error page', async ({
    page,
  }) => {
    await seedSession(page);
    await stubTiles(page);
    const tasks = new TasksPage(page);
    await page.goto('/tasks?departmentId=bad&status=incoming');
    await expect(
      page.getByRole('status').filter({ hasText: 'Unknown department removed' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/tasks\?status=incoming$/);
    await expect(tasks.count()).toBeVisible();
    await expect(page.getByText('Oops! Something went wrong')).toHaveCount(0);
    await page.goto('/tasks?departmentId=00000000-0000-4000-8000-000000000000');
    await expect(
      page.getByRole('status').filter({ hasText: 'Unknown department removed' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/tasks$/);
  });
});
