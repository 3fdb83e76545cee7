import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { submissionResponseSchema } from '@ronda/shared';
import { deletionRequests, submissions } from '../src/db/schema/index.ts';
import { notifyStaff } from '../src/jobs/notify-staff.ts';
import { postJson } from './fixtures.ts';
import { startSlackStandIn, type SlackStandIn } from './stand-ins/slack-webhook.ts';
import type { TestDatabase } from './test-database.ts';
import { startTestAppWithQueue, type QueuedTestApp } from './test-app.ts';

const log = pino({ level: 'silent' });
const demoRequest = {
  type: 'demo',
  name: 'Savio Fernandes',
  companyName: 'Calangute Cleaners',
  email: 'Savio@Calangute.example',
  phone: '+91 98765 43210',
  preferredDate: '2026-12-01T10:30',
  message: 'We have 25 people <on> the road & want to see routes.',
  website: '',
};

describe('public submissions: stored, then staff notified through Slack (PUB-OURS-01, PUB-OURS-05)', () => {
  let server: QueuedTestApp;
  let database: TestDatabase;
  let slack: SlackStandIn;

  beforeAll(async () => {
    server = await startTestAppWithQueue();
    database = server.database;
    slack = await startSlackStandIn();
  });
  afterAll(async () => {
    await server.close();
    await slack.close();
  });

  const url = (path: string) => `${server.baseUrl}${path}`;
  const jobsFor = async (submissionId: string) => {
    const { rows } = await database.pool.query(
      "select id from pgboss.job where name = 'notify-staff' and data->>'submissionId' = $1",
      [submissionId],
    );
    return rows.length;
  };

  it('PUB-REQ-21 stores a request-modal submission and enqueues its notification with it', async () => {
    const res = await postJson(url('/api/notifications/slack'), demoRequest, {
      'user-agent': 'e2e-browser',
    });
    expect(res.status).toBe(201);
    const body = submissionResponseSchema.parse(await res.json());
    const [row] = await database.db.select().from(submissions).where(eq(submissions.id, body.id));
    expect(row).toMatchObject({
      kind: 'demo',
      email: 'savio@calangute.example',
      notifyStatus: 'pending',
      userAgent: 'e2e-browser',
    });
    expect(row?.payload).toMatchObject({
      name: 'Savio Fernandes',
      companyName: 'Calangute Cleaners',
      preferredDate: '2026-12-01T10:30',
    });
    expect(row?.payload).not.toHaveProperty('website');
    expect(await jobsFor(body.id)).toBe(1);
  });

  it('PUB-API-04 posts a Block Kit message to the Slack webhook, escaping what visitors typed', async () => {
    const res = await postJson(url('/api/notifications/slack'), {
      ...demoRequest,
      type: 'consultation',
    });
    const { id } = submissionResponseSchema.parse(await res.json());
    await notifyStaff(
      { db: database.db, slackWebhookUrl: slack.url, log },
      { submissionId: id },
      false,
    );
    const message = slack.received.at(-1);
    expect(message?.text).toBe('New consultation request from savio@calangute.example');
    expect(JSON.stringify(message?.blocks)).toContain(
      '<on> the road &amp;'.replace('<on>', '&lt;on&gt;'),
    );
    expect(JSON.stringify(message?.blocks)).toContain(`Reference ${id}`);
    const [row] = await database.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row?.notifyStatus).toBe('sent');
  });

  it('PUB-API-06 PUB-ERR-01 retries when Slack answers a non-ok status, keeps the submission, and records the final failure', async () => {
    const { id } = submissionResponseSchema.parse(
      await (await postJson(url('/api/notifications/slack'), demoRequest)).json(),
    );
    slack.answerNext(500, 'Internal Server Error');
    await expect(
      notifyStaff(
        { db: database.db, slackWebhookUrl: slack.url, log },
        { submissionId: id },
        false,
      ),
    ).rejects.toThrow('Error sending Slack notification: Internal Server Error');
    let [row] = await database.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row).toMatchObject({
      notifyStatus: 'retrying',
      notifyAttempts: 1,
      notifyError: 'Error sending Slack notification: Internal Server Error',
    });
    await notifyStaff(
      { db: database.db, slackWebhookUrl: slack.url, log },
      { submissionId: id },
      false,
    );
    [row] = await database.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row).toMatchObject({ notifyStatus: 'sent', notifyAttempts: 2, notifyError: null });

    const second = submissionResponseSchema.parse(
      await (await postJson(url('/api/notifications/slack'), demoRequest)).json(),
    );
    slack.answerNext(404, 'Not Found');
    await expect(
      notifyStaff(
        { db: database.db, slackWebhookUrl: slack.url, log },
        { submissionId: second.id },
        true,
      ),
    ).rejects.toThrow();
    [row] = await database.db.select().from(submissions).where(eq(submissions.id, second.id));
    expect(row).toMatchObject({
      notifyStatus: 'failed',
      notifyError: 'Error sending Slack notification: Not Found',
    });
  });

  it('marks the notification skipped when no webhook is configured, keeping the submission', async () => {
    const { id } = submissionResponseSchema.parse(
      await (await postJson(url('/api/notifications/slack'), demoRequest)).json(),
    );
    await notifyStaff(
      { db: database.db, slackWebhookUrl: undefined, log },
      { submissionId: id },
      false,
    );
    const [row] = await database.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row).toMatchObject({
      notifyStatus: 'skipped',
      notifyError: 'SLACK_WEBHOOK_URL is not set',
    });
  });

  it('PUB-API-18 stores contact, pilot and deletion forms through /api/submissions; a deletion gets its 14- and 30-day dates', async () => {
    const contact = await postJson(url('/api/submissions'), {
      type: 'contact',
      name: 'Rita',
      email: 'rita@x.example',
      message: 'Hello',
    });
    expect(contact.status).toBe(201);
    const contactRow = await database.db
      .select()
      .from(submissions)
      .where(eq(submissions.id, submissionResponseSchema.parse(await contact.json()).id));
    expect(contactRow[0]?.payload).toMatchObject({ subject: 'General Inquiry' });

    const pilot = await postJson(url('/api/submissions'), {
      type: 'pilot',
      name: 'Ajit',
      email: 'ajit@x.example',
      phone: '+91 90000 11111',
      companyName: 'Ponda Pumps',
      numEmployees: '20',
      businessType: 'service',
      problemDescription: 'Tracking visits',
    });
    expect(pilot.status).toBe(201);

    const before = Date.now();
    const deletion = await postJson(url('/api/submissions'), {
      type: 'deletion',
      email: 'leaving@x.example',
      companyName: 'Old Co',
      phone: '+91 90000 22222',
      confirmation: true,
    });
    expect(deletion.status).toBe(201);
    const { id, message } = submissionResponseSchema.parse(await deletion.json());
    expect(message).toContain('30 days');
    expect(message).toContain('14 days');
    const [request] = await database.db
      .select()
      .from(deletionRequests)
      .where(eq(deletionRequests.submissionId, id));
    const day = 24 * 3600 * 1000;
    expect(request?.reason).toBe('no-longer-needed');
    expect(Math.round(((request?.graceEndsAt.getTime() ?? 0) - before) / day)).toBe(14);
    expect(Math.round(((request?.executeAfter.getTime() ?? 0) - before) / day)).toBe(30);
    expect(await jobsFor(id)).toBe(1);
  });

  it('answers 400 with a message for invalid input and stores nothing', async () => {
    const count = async () => (await database.db.select().from(submissions)).length;
    const start = await count();
    const noName = await postJson(url('/api/notifications/slack'), { ...demoRequest, name: '   ' });
    expect(noName.status).toBe(400);
    expect(await noName.json()).toEqual({
      is_success: false,
      message: 'Invalid body.name: is required',
    });
    const unticked = await postJson(url('/api/submissions'), {
      type: 'deletion',
      email: 'a@b.example',
      companyName: 'X',
      phone: '+91 90000 00000',
      confirmation: false,
    });
    expect(unticked.status).toBe(400);
    const unknown = await postJson(url('/api/submissions'), {
      type: 'newsletter',
      email: 'a@b.example',
    });
    expect(unknown.status).toBe(400);
    expect(await count()).toBe(start);
  });
});

describe('anonymous form endpoints are protected', () => {
  let server: QueuedTestApp;
  let database: TestDatabase;

  beforeAll(async () => {
    server = await startTestAppWithQueue();
    database = server.database;
  });
  afterAll(() => server.close());

  const stored = async () => (await database.db.select().from(submissions)).length;

  it('drops a post whose hidden honeypot field is filled in, answering like a success', async () => {
    const res = await postJson(`${server.baseUrl}/api/submissions`, {
      type: 'contact',
      name: 'Bot',
      email: 'bot@spam.example',
      message: 'Buy now',
      website: 'http://spam.example',
    });
    expect(res.status).toBe(201);
    expect(submissionResponseSchema.parse(await res.json()).message).toContain('Thank you');
    expect(await stored()).toBe(0);
    const { rows } = await database.pool.query(
      "select count(*)::int as n from pgboss.job where name = 'notify-staff'",
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses a body over 16 KB with 413', async () => {
    const res = await postJson(`${server.baseUrl}/api/submissions`, {
      type: 'contact',
      name: 'Big',
      email: 'big@x.example',
      message: 'x'.repeat(20_000),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ is_success: false, message: 'Request body is too large' });
  });

  it('answers 429 with a plain message after 10 posts a minute from one address', async () => {
    const post = () => postJson(`${server.baseUrl}/api/notifications/slack`, demoRequest);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await post()).status);
    expect(statuses).toEqual(Array(10).fill(201));
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toMatch(
      /^Too many requests\. Please wait/,
    );
    expect(await stored()).toBe(10);
  });
});

describe('which public form goes to which endpoint (PUB-API-05, ours)', () => {
  let server: QueuedTestApp;

  beforeAll(async () => {
    // More posts than one address may make in a minute by default.
    server = await startTestAppWithQueue({ PUBLIC_FORM_RATE_LIMIT: '100' });
  });
  afterAll(() => server.close());

  const url = (path: string) => `${server.baseUrl}${path}`;

  it('PUB-API-05 the modal posts demo, consultation and information to /api/notifications/slack; contact, deletion and pilot go through /api/submissions', async () => {
    const contact = { type: 'contact', name: 'Rita', email: 'rita@x.example', message: 'Hi' };
    for (const type of ['demo', 'consultation', 'information']) {
      const res = await postJson(url('/api/notifications/slack'), { ...demoRequest, type });
      expect(res.status, type).toBe(201);
    }
    for (const type of ['contact', 'deletion', 'pilot', 'newsletter']) {
      const res = await postJson(url('/api/notifications/slack'), { ...demoRequest, type });
      expect(res.status, type).toBe(400);
    }
    expect((await postJson(url('/api/submissions'), contact)).status).toBe(201);
    for (const type of ['demo', 'consultation', 'information']) {
      const res = await postJson(url('/api/submissions'), { ...demoRequest, type });
      expect(res.status, type).toBe(400);
    }
  });
});
