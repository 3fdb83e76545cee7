import type { PushSender } from '../adapters/web-push.ts';
import type { Queryable } from '../repositories/day-fixes.repository.ts';
import {
  claimOutbox,
  deleteSubscriptionById,
  releaseForRetry,
  subscriptionsOf,
} from '../repositories/push.repository.ts';

export interface Delivery {
  messages: number;
  sent: number;
  gone: number;
  failed: number;
}

/**
 * Sends what waits in the outbox to each of its person's subscriptions. A subscription the push
 * service says is gone (404, 410) is deleted; a message none of whose subscriptions took it
 * goes back for another try.
 */
export async function deliverPushes(db: Queryable, send: PushSender, limit = 200) {
  const result: Delivery = { messages: 0, sent: 0, gone: 0, failed: 0 };
  for (const row of await claimOutbox(db, limit)) {
    result.messages += 1;
    let failed = 0;
    for (const sub of await subscriptionsOf(db, row.companyId, row.userId)) {
      const outcome = await send(sub, {
        title: row.title,
        body: row.body,
        url: row.url,
        tag: row.tag,
      });
      result[outcome] += 1;
      if (outcome === 'gone') await deleteSubscriptionById(db, sub.id);
      if (outcome === 'failed') failed += 1;
    }
    if (failed > 0) await releaseForRetry(db, row.id);
  }
  return result;
}

/**
 * Delivers soon after something was queued in this process (a task assigned, alerts opened),
 * one run at a time; the send-push job covers what other processes queued and any retries.
 */
export class PushDispatcher {
  private running: Promise<unknown> | undefined;
  private again = false;

  private readonly db: Queryable;
  private readonly send: PushSender;
  private readonly onError: (error: unknown) => void;

  constructor(db: Queryable, send: PushSender, onError: (error: unknown) => void) {
    this.db = db;
    this.send = send;
    this.onError = onError;
  }

  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = deliverPushes(this.db, this.send)
      .catch(this.onError)
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Waits for the run in progress (closing the server, tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }
}
