import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { startNotifyStaffWorker } from '../src/jobs/notify-staff.ts';
import { startQueue, stopQueue, type Queue } from '../src/jobs/queue.ts';
import { postJson } from './fixtures.ts';
import { startSlackStandIn, type SlackStandIn } from './stand-ins/slack-webhook.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { startTestApp, type TestApp } from './test-app.ts';

describe('the notify-staff worker delivers a stored submission to Slack (queue end to end)', () => {
  let database: TestDatabase;
  let queue: Queue;
  let slack: SlackStandIn;
  let server: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    slack = await startSlackStandIn();
    queue = await startQueue(database.url, pino({ level: 'silent' }));
    await startNotifyStaffWorker(queue, {
      db: database.db,
      slackWebhookUrl: slack.url,
      log: pino({ level: 'silent' }),
    });
    server = await startTestApp(database, { queue });
  });
  afterAll(async () => {
    await server.close();
    await stopQueue(queue);
    await slack.close();
    await database.drop();
  });

  it('a pilot application reaches the Slack stand-in and is marked sent', async () => {
    const res = await postJson(`${server.baseUrl}/api/submissions`, {
      type: 'pilot',
      name: 'Neha Kamat',
      email: 'neha@porvorim.example',
      phone: '+91 90000 33333',
      companyName: 'Porvorim Pest Control',
      numEmployees: '50',
      businessType: 'service',
      problemDescription: 'Proof of visits',
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await expect.poll(() => slack.received.length, { timeout: 20_000, interval: 200 }).toBe(1);
    expect(slack.received[0]?.text).toBe(
      'New pilot programme application from neha@porvorim.example',
    );
    await expect
      .poll(
        async () =>
          (await database.pool.query('select notify_status from submissions where id = $1', [id]))
            .rows[0]?.notify_status,
        { timeout: 10_000 },
      )
      .toBe('sent');
  });
});
