import { expect, test } from '../support/fixtures';
import { queryE2eDatabase } from '../support/database';
import { stubTiles } from '../support/map-tiles';
import { seedSession } from '../support/session';
import { createTaskByApi, departmentWithStaff, TasksPage, unique } from '../support/tasks-page';

test.describe('Tasks: several at once, dialogs that Back closes, limits in plain words (issue 28)', () => {
  test('issue 28: checked tasks are assigned together; the one the worker cannot take is named with its reason, and each task records one event', async ({
    page,
  }) => {
    const session = await seedSession(page);
    await stubTiles(page);
    const { department, member, departments } = await departmentWithStaff(page, session);
    const elsewhere = departments.find(
      (d) => d.id !== department.id && !member.departments.some((m) => m.id === d.id),
    );
    if (!elsewhere) throw new Error('the demo company needs a department the member is not in');
    const tag = unique();
    const customer = { name: `Bulk ${tag}`, email: `bulk-${tag}@customer.example` };
    const made = [];
    for (const [description, departmentId] of [
      [`Sweep the lane ${tag}`, department.id],
      [`Fix the bin lid ${tag}`, department.id],
      [`Paint the kiosk ${tag}`, elsewhere.id],
    ] as const) {
      made.push(
        await createTaskByApi(page, session, { description, departmentId, customer, images: [] }),
      );
    }
    const tasks = new TasksPage(page);
    await page.goto(`/tasks?customerId=${made[0]?.customer?.id}`);
    await expect(tasks.count()).toHaveText('3 / 3 Task(s)');
    const bar = page.getByRole('group', { name: 'Selected tasks' });
    await page.getByLabel(`Select task: Sweep the lane ${tag}`).click();
    await expect(bar.getByText('1 selected')).toBeVisible();
    await bar.getByLabel('Select all on this page').click();
    await expect(bar.getByText('3 selected')).toBeVisible();

    await bar.getByRole('button', { name: 'Assign', exact: true }).click();
    const dialog = tasks.dialog('Assign 3 tasks');
    await dialog.getByLabel('Field staff').selectOption(member.id);
    await dialog.getByRole('button', { name: 'Assign 3 tasks' }).click();
    await expect(dialog.getByRole('status')).toHaveText('2 tasks assigned; 1 could not be.');
    await expect(dialog.getByRole('list', { name: 'Not changed' })).toHaveText(
      `Paint the kiosk ${tag}: That employee is not in the task's department`,
    );
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(bar.getByText(/selected$/)).toHaveCount(0);
    const worker = `${member.firstName} ${member.lastName}`;
    await expect(tasks.card(`Sweep the lane ${tag}`)).toContainText(worker);
    await expect(tasks.card(`Fix the bin lid ${tag}`)).toContainText(worker);
    await expect(tasks.card(`Paint the kiosk ${tag}`)).toContainText('Unassigned');

    const events = await queryE2eDatabase<{ id: string; n: string }>(
      `select c.id, count(e.id) as n from complaints c
         left join complaint_events e on e.complaint_id = c.id and e.kind = 'updated'
        where c.id = any($1) group by c.id`,
      [made.map((t) => t.id)],
    );
    const count = new Map(events.map((r) => [r.id, Number(r.n)]));
    expect(made.map((t) => count.get(t.id))).toEqual([1, 1, 0]);
  });

  for (const [layout, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['390 px phone', { width: 390, height: 844 }],
  ] as const) {
    test(`issue 28: Back closes a dialog instead of leaving the page, and asks first when something was typed (${layout})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await seedSession(page);
      await stubTiles(page);
      const tasks = new TasksPage(page);
      await page.goto('/dashboard');
      await page.goto('/tasks?page=1');
      await tasks.createButton.click();
      const dialog = tasks.dialog('Create Task');
      await expect(dialog).toBeVisible();
      await page.goBack();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/tasks\?page=1$/);

      await tasks.createButton.click();
      await dialog.getByLabel('Description').fill('Half-typed job');
      const asked: string[] = [];
      page.once('dialog', (question) => {
        asked.push(question.message());
        void question.dismiss();
      });
      await page.goBack();
      await expect.poll(() => asked).toEqual(['Discard what you typed? It has not been saved.']);
      await expect(dialog.getByLabel('Description')).toHaveValue('Half-typed job');
      await expect(page).toHaveURL(/\/tasks\?page=1$/);

      page.once('dialog', (question) => void question.accept());
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // The dialog's history entry went with it: one Back leaves the page as it would have.
      await page.goBack();
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  }

  test.describe('a refusal the page expects', () => {
    // The refused create is what this test is about; the browser logs its 400.
    test.use({ allowedConsoleErrors: /status of 400/ });

    test('issue 28: a 5,000-character description is held at the limit with a plain word, and a longer one forced through is refused in plain words under the box', async ({
      page,
    }) => {
      await seedSession(page);
      await stubTiles(page);
      const tasks = new TasksPage(page);
      await page.goto('/tasks');
      await tasks.createButton.click();
      const dialog = tasks.dialog('Create Task');
      const box = dialog.getByLabel('Description');
      await expect(box).toHaveAttribute('maxlength', '4000');
      await box.fill('x'.repeat(5000));
      await expect(box).toHaveValue('x'.repeat(4000));
      await expect(dialog.getByText('4,000 / 4,000 characters')).toContainText(
        'anything longer was not added',
      );

      // A browser that ignores maxLength (or a pasted value set by a script) meets the server.
      await box.evaluate((el) => el.removeAttribute('maxlength'));
      await box.fill('y'.repeat(5000));
      await dialog.getByLabel('Add a new customer').check();
      await dialog.getByLabel('Customer name').fill('Limit Tester');
      await dialog.getByLabel('Customer email').fill(`limit-${unique()}@customer.example`);
      const refused = page.waitForResponse((r) => r.url().endsWith('/create-on-behalf'));
      await dialog.getByRole('button', { name: 'Create Task' }).click();
      expect((await refused).status()).toBe(400);
      await expect(box).toHaveAccessibleDescription(
        /The description can be at most 4,000 characters\./,
      );
      await expect(dialog.getByText(/Invalid body/)).toHaveCount(0);
    });
  });
});
