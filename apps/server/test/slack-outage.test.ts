import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { adminSubmissionsResponseSchema, submissionResponseSchema } from '@ronda/shared';
import { NOTIFY_STAFF_QUEUE, startNotifyStaffWorker } from '../src/jobs/notify-staff.ts';
import { postJson } from './fixtures.ts';
import { startIdentityStandIn, type IdentityStandIn } from './stand-ins/identity-provider.ts';
import { startSlackStandIn, type SlackStandIn } from './stand-ins/slack-webhook.ts';
import { startTestAppWithQueue, type QueuedTestApp } from './test-app.ts';

const CLIENT = 'outage-web-client';
const ADMIN = 'ops@ronda.example';

/**
 * Slack answers 500 for a while: the submission is stored at once, the real worker retries it,
 * the staff inbox shows "retrying" meanwhile, and it is sent (once) when Slack is back.
 */
describe('issue 16 failure: Slack down, then back', () => {
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
    });
    // Seconds instead of the production backoff, so the outage fits in a test.
    await server.queue.updateQueue(NOTIFY_STAFF_QUEUE, {
      retryLimit: 6,
      retryDelay: 1,
      retryBackoff: false,
    });
    await startNotifyStaffWorker(server.queue, {
      db: server.database.db,
      slackWebhookUrl: slack.url,
      log: pino({ level: 'silent' }),
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

  const notification = async (id: string) => {
    const res = await fetch(`${server.baseUrl}/api/admin/submissions?kind=contact`, {
      headers: { cookie },
    });
    const body = adminSubmissionsResponseSchema.parse(await res.json());
    return body.submissions.find((s) => s.id === id)?.notification;
  };

  it('stores the submission, shows retrying while Slack fails, then sent once it is back', async () => {
    for (let i = 0; i < 3; i += 1) slack.answerNext(500, 'Internal Server Error', 'server_error');
    const res = await postJson(`${server.baseUrl}/api/submissions`, {
      type: 'contact',
      name: 'Rita',
      email: 'rita@shop.example',
      message: 'Slack is having a bad day',
    });
    expect(res.status).toBe(201);
    const { id } = submissionResponseSchema.parse(await res.json());

    await expect
      .poll(async () => (await notification(id))?.state, { timeout: 20_000, interval: 200 })
      .toBe('retrying');
    expect((await notification(id))?.error).toBe(
      'Error sending Slack notification: Internal Server Error',
    );

    await expect
      .poll(async () => (await notification(id))?.state, { timeout: 40_000, interval: 500 })
      .toBe('sent');
    expect(await notification(id)).toMatchObject({ state: 'sent', attempts: 4, error: null });
    expect(slack.received.filter((m) => m.text.includes('rita@shop.example'))).toHaveLength(1);
  }, 60_000);
});
