import { test, expect } from '../support/fixtures';
import { queryE2eDatabase } from '../support/database';
import { receivedSlackMessages } from '../support/slack-stand-in-server';
import { SLACK_ORIGIN } from '../support/stand-in-config';

/**
 * What a visitor sends is kept and staff hear of it: after a real submit through the page, the
 * row is in the product's database and the Slack stand-in receives the message from the job.
 */
async function storedSubmission(email: string) {
  const rows = await queryE2eDatabase<{
    id: string;
    kind: string;
    payload: Record<string, unknown>;
  }>(
    'select id, kind, payload from submissions where email = $1 order by created_at desc limit 1',
    [email],
  );
  return rows[0];
}

async function slackMentions(email: string) {
  return (await receivedSlackMessages(SLACK_ORIGIN)).filter((m) => m.text.includes(email));
}

test.describe('PUB-OURS-01 every submission is stored and staff are notified', () => {
  test('a contact message: row in the database, message at the Slack stand-in', async ({
    page,
  }, info) => {
    const email = `contact-${info.project.name}-${Date.now()}@visitor.example`;
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Name' }).fill('Priya Gaonkar');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Subject').selectOption('Sales Question');
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('Do you support 40 delivery riders in Margao?');
    await page.getByRole('button', { name: /send/i }).click();
    await expect
      .poll(() => storedSubmission(email))
      .toMatchObject({
        kind: 'contact',
        payload: { name: 'Priya Gaonkar', subject: 'Sales Question' },
      });
    await expect.poll(async () => (await slackMentions(email)).length, { timeout: 20_000 }).toBe(1);
    const [message] = await slackMentions(email);
    expect(message?.text).toBe(`New contact message from ${email}`);
  });

  test('an account deletion request: stored with its dates', async ({ page }, info) => {
    const email = `leaving-${info.project.name}-${Date.now()}@visitor.example`;
    await page.goto('/account-deletion');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Company name').fill('Old Goa Laundry');
    await page.getByLabel('Phone').fill('+91 98220 12345');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Request Account Deletion' }).click();
    await expect.poll(() => storedSubmission(email)).toMatchObject({ kind: 'deletion' });
    const [request] = await queryE2eDatabase<{
      grace_days: number;
      execute_days: number;
      status: string;
    }>(
      `select round(extract(epoch from grace_ends_at - created_at) / 86400)::int as grace_days,
              round(extract(epoch from execute_after - created_at) / 86400)::int as execute_days, status
         from deletion_requests where email = $1`,
      [email],
    );
    expect(request).toEqual({ grace_days: 14, execute_days: 30, status: 'pending' });
    await expect.poll(async () => (await slackMentions(email)).length, { timeout: 20_000 }).toBe(1);
  });
});
