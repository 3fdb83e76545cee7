import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postToSlack, SlackDeliveryError } from './slack.ts';

// A webhook that answers whatever the test sets: status, status text and a body Slack might send.
let answer = { status: 200, statusText: 'OK', body: 'ok' };
let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(answer.status, answer.statusText, { 'content-type': 'text/plain' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/services/T/B/X`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const message = { text: 'New demo request', blocks: [] };

describe('postToSlack (public-site-and-sign-in.md §7, §8)', () => {
  it('PUB-API-06 checks only the ok status: any body of a 2xx answer counts as delivered', async () => {
    answer = { status: 200, statusText: 'OK', body: 'invalid_payload' };
    await expect(postToSlack(url, message)).resolves.toBeUndefined();
    answer = { status: 204, statusText: 'No Content', body: '' };
    await expect(postToSlack(url, message)).resolves.toBeUndefined();
  });

  it("PUB-API-06 PUB-ERR-01 a non-ok status throws 'Error sending Slack notification: {status text}'", async () => {
    answer = { status: 400, statusText: 'Bad Request', body: 'ok' };
    const failure = await postToSlack(url, message).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SlackDeliveryError);
    expect(failure).toMatchObject({
      status: 400,
      message: 'Error sending Slack notification: Bad Request',
    });
  });
});
