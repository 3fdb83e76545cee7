import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSlackStandIn, type SlackStandIn } from '../../test/stand-ins/slack-webhook.ts';
import { postToSlack, SlackDeliveryError } from './slack.ts';

let slack: SlackStandIn;

beforeAll(async () => {
  slack = await startSlackStandIn();
});
afterAll(() => slack.close());

const message = { text: 'New demo request', blocks: [] };

describe('postToSlack (public-site-and-sign-in.md §7, §8)', () => {
  it('PUB-API-06 checks only the ok status: any body of a 2xx answer counts as delivered', async () => {
    slack.answerNext(200, 'OK', 'invalid_payload');
    await expect(postToSlack(slack.url, message)).resolves.toBeUndefined();
    slack.answerNext(204, 'No Content', '');
    await expect(postToSlack(slack.url, message)).resolves.toBeUndefined();
  });

  it("PUB-API-06 PUB-ERR-01 a non-ok status throws 'Error sending Slack notification: {status text}'", async () => {
    slack.answerNext(400, 'Bad Request', 'ok');
    const failure = await postToSlack(slack.url, message).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SlackDeliveryError);
    expect(failure).toMatchObject({
      status: 400,
      message: 'Error sending Slack notification: Bad Request',
    });
  });
});
