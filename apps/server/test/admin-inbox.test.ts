import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import {
  adminCustomerRequestsResponseSchema,
  adminSubmissionResponseSchema,
  adminSubmissionsResponseSchema,
  submissionResponseSchema,
  type AdminSubmission,
} from '@ronda/shared';
import { complaints, customers } from '../src/db/schema/index.ts';
import { insertCustomerComplaint } from '../src/features/customer-requests/customer-requests.repository.ts';
import { notifyStaff } from '../src/jobs/notify-staff.ts';
import { insertCompany, insertUser, postJson } from './fixtures.ts';
import { startIdentityStandIn, type IdentityStandIn } from './stand-ins/identity-provider.ts';
import { startSlackStandIn, type SlackStandIn } from './stand-ins/slack-webhook.ts';
import { startTestAppWithQueue, type QueuedTestApp } from './test-app.ts';

const CLIENT = 'inbox-web-client';
const ADMIN = 'ops@ronda.example';
const log = pino({ level: 'silent' });

describe('issue 16 staff inbox on /admin: every submission with its notification state, every customer request', () => {
  let server: QueuedTestApp;
  let idp: IdentityStandIn;
  let slack: SlackStandIn;
  let cookie: string;

  beforeAll(async () => {
    idp = await startIdentityStandIn();
    slack = await startSlackStandIn();
    server = await startTestAppWithQueue({
      GOOGLE_CLIENT_ID: CLIENT,
      GOOGLE_JWKS_URL: idp.jwksUrl,
      ADMIN_EMAIL: ADMIN,
      PUBLIC_FORM_RATE_LIMIT: '1000',
    });
    const credential = await idp.sign({ provider: 'google', email: ADMIN, audience: CLIENT });
    const res = await postJson(`${server.baseUrl}/api/admin/session`, { credential });
    cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  });
  afterAll(async () => {
    await server.close();
    await slack.close();
    await idp.close();
  });

  const get = (path: string, as = cookie) =>
    fetch(`${server.baseUrl}${path}`, { headers: as ? { cookie: as } : {} });
  const inbox = async (query = '') =>
    adminSubmissionsResponseSchema.parse(
      await (await get(`/api/admin/submissions${query}`)).json(),
    );
  const submit = async (path: string, body: Record<string, unknown>) =>
    submissionResponseSchema.parse(await (await postJson(`${server.baseUrl}${path}`, body)).json())
      .id;
  const contact = (name: string, message: string) =>
    submit('/api/submissions', { type: 'contact', name, email: 'rita@shop.example', message });
  const deliver = (id: string, final = false, url: string | undefined = slack.url) =>
    notifyStaff({ db: server.database.db, slackWebhookUrl: url, log }, { submissionId: id }, final);
  const find = async (id: string): Promise<AdminSubmission | undefined> =>
    (await inbox('?limit=100')).submissions.find((s) => s.id === id);

  it('answers 401 to anyone without the admin session, before looking at the query', async () => {
    for (const path of [
      '/api/admin/submissions',
      '/api/admin/submissions?kind=nonsense',
      '/api/admin/customer-requests',
    ]) {
      const res = await get(path, '');
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ is_success: false, message: 'Admin sign-in required' });
    }
    const retry = await fetch(
      `${server.baseUrl}/api/admin/submissions/${crypto.randomUUID()}/retry`,
      { method: 'POST' },
    );
    expect(retry.status).toBe(401);
  });

  it('lists every kind newest first with its fields, and filters by kind, state and search', async () => {
    const pilot = await submit('/api/submissions', {
      type: 'pilot',
      name: 'Asha Naik',
      email: 'asha@bins.example',
      phone: '+91 98220 11111',
      companyName: 'Panjim Bins',
      numEmployees: '20',
      businessType: 'service',
      problemDescription: 'Collection rounds are missed: 100% of them on Mondays',
    });
    const demo = await submit('/api/notifications/slack', {
      type: 'demo',
      name: 'Savio',
      companyName: 'Calangute Cleaners',
      email: 'savio@calangute.example',
    });
    const all = await inbox();
    expect(all.submissions.slice(0, 2).map((s) => s.id)).toEqual([demo, pilot]);
    expect(all.submissions[1]).toMatchObject({
      kind: 'pilot',
      name: 'Asha Naik',
      companyName: 'Panjim Bins',
      phone: '+91 98220 11111',
      email: 'asha@bins.example',
      notification: { state: 'pending', attempts: 0, error: null, canRetry: false },
    });
    expect(all.submissions[1]?.details).toContainEqual({
      label: 'Problem to solve',
      value: 'Collection rounds are missed: 100% of them on Mondays',
    });
    // Choices read as the form showed them, not as stored.
    expect(all.submissions[1]?.details).toEqual(
      expect.arrayContaining([
        { label: 'Employees', value: '10+' },
        { label: 'Business type', value: 'Service' },
      ]),
    );
    expect((await inbox('?kind=pilot')).submissions.map((s) => s.kind)).not.toContain('demo');
    expect((await inbox('?q=PANJIM')).submissions.map((s) => s.id)).toEqual([pilot]);
    // A % typed in the search box is a percent sign, not "anything".
    expect((await inbox('?q=100%25')).submissions.map((s) => s.id)).toEqual([pilot]);
    expect((await inbox('?q=zzz-nothing')).submissions).toEqual([]);
    await deliver(demo);
    expect((await inbox('?state=sent')).submissions.map((s) => s.id)).toEqual([demo]);
  });

  it('refuses a bad filter, search or cursor with a 400 and a message', async () => {
    for (const query of ['?kind=spam', '?state=lost', `?q=${'x'.repeat(201)}`, '?cursor=abc']) {
      const res = await get(`/api/admin/submissions${query}`);
      expect(res.status).toBe(400);
      expect((await res.json()) as unknown).toMatchObject({ is_success: false });
    }
  });

  it('pages by cursor without repeating or skipping rows', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push(await contact(`Pager ${i}`, 'paging'));
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: Awaited<ReturnType<typeof inbox>> = await inbox(
        `?q=paging&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.submissions.map((s) => s.id));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual([...ids].reverse());
  });

  it('shows retrying between attempts, failed when the queue gives up, and a retry queues it again until sent', async () => {
    const id = await contact('Rita', 'Slack is down today');
    slack.answerNext(500, 'Internal Server Error');
    await expect(deliver(id)).rejects.toThrow();
    expect((await find(id))?.notification).toMatchObject({
      state: 'retrying',
      attempts: 1,
      error: 'Error sending Slack notification: Internal Server Error',
      canRetry: false,
    });
    const early = await fetch(`${server.baseUrl}/api/admin/submissions/${id}/retry`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(early.status).toBe(409);

    slack.answerNext(500, 'Internal Server Error');
    await expect(deliver(id, true)).rejects.toThrow();
    expect((await find(id))?.notification).toMatchObject({ state: 'failed', canRetry: true });

    const retry = await fetch(`${server.baseUrl}/api/admin/submissions/${id}/retry`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(retry.status).toBe(200);
    const body = adminSubmissionResponseSchema.parse(await retry.json());
    expect(body.submission.notification).toMatchObject({ state: 'pending', attempts: 2 });
    const { rows } = await server.database.pool.query<{ n: number }>(
      "select count(*)::int as n from pgboss.job where name = 'notify-staff' and data->>'submissionId' = $1",
      [id],
    );
    expect(rows[0]?.n).toBe(2);

    await deliver(id);
    expect((await find(id))?.notification).toMatchObject({ state: 'sent', attempts: 3 });
    const again = await fetch(`${server.baseUrl}/api/admin/submissions/${id}/retry`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      is_success: false,
      message: 'This notification was already sent',
    });
    const missing = await fetch(
      `${server.baseUrl}/api/admin/submissions/${crypto.randomUUID()}/retry`,
      { method: 'POST', headers: { cookie } },
    );
    expect(missing.status).toBe(404);
  });

  it("lists every company's customer requests with their status, not tasks made in the console", async () => {
    const db = server.database.db;
    const requestFor = async (companyName: string, description: string) => {
      const company = await insertCompany(db, { name: companyName });
      const [customer] = await db
        .insert(customers)
        .values({ companyId: company.id, name: 'Maria', email: `maria@${companyName}.example` })
        .returning();
      const task = await insertCustomerComplaint(db, {
        companyId: company.id,
        customerId: customer?.id ?? '',
        description,
        taskType: 'customer',
      });
      return { company, customerId: customer?.id ?? '', taskId: task.id };
    };
    const first = await requestFor('alpha', 'Bin not emptied');
    const second = await requestFor('beta', 'Leaking pipe at the back');
    const staff = await insertUser(db, { companyId: first.company.id, isAdmin: true });
    await db.insert(complaints).values({
      companyId: first.company.id,
      customerId: first.customerId,
      createdByUserId: staff.id,
      description: 'Made in the console',
    });

    const res = await get('/api/admin/customer-requests');
    const list = adminCustomerRequestsResponseSchema.parse(await res.json());
    expect(list.requests.map((r) => [r.company.name, r.description, r.status])).toEqual([
      ['beta', 'Leaking pipe at the back', 'incoming'],
      ['alpha', 'Bin not emptied', 'incoming'],
    ]);
    expect(list.requests[0]?.customer).toEqual({
      name: 'Maria',
      email: 'maria@beta.example',
      phone: null,
    });
    const filtered = adminCustomerRequestsResponseSchema.parse(
      await (await get('/api/admin/customer-requests?q=bin&status=incoming')).json(),
    );
    expect(filtered.requests.map((r) => r.id)).toEqual([first.taskId]);
    expect((await get('/api/admin/customer-requests?status=closed')).status).toBe(400);
    expect(list.requests[0]?.id).toBe(second.taskId);
  });
});
