/** A Slack Block Kit message, as an incoming webhook takes it. */
export interface SlackMessage {
  text: string;
  blocks: Array<Record<string, unknown>>;
}

export class SlackDeliveryError extends Error {
  readonly status: number;

  constructor(status: number, statusText: string) {
    super(`Error sending Slack notification: ${statusText || `HTTP ${status}`}`);
    this.status = status;
    this.name = 'SlackDeliveryError';
  }
}

/** Posts to a Slack incoming webhook (SLACK_WEBHOOK_URL). Slack answers 200 "ok" on success. */
export async function postToSlack(
  webhookUrl: string,
  message: SlackMessage,
  timeoutMs = 10_000,
): Promise<void> {
  const res = await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(message),
    signal: AbortSignal.timeout(timeoutMs),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new SlackDeliveryError(res.status, res.statusText);
}
