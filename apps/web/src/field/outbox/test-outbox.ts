import { vi } from 'vitest';
import type { Outbox, QueuedCall } from './outbox-context';

/** An outbox for screen tests: every method a spy, `queue` kept apart to read what was queued. */
export function fakeOutbox() {
  const queue = vi.fn<(call: QueuedCall) => Promise<void>>(async () => undefined);
  const outbox: Outbox = {
    queue,
    queuePoints: vi.fn(async () => undefined),
    syncNow: vi.fn(),
    refused: vi.fn(async () => []),
    dismiss: vi.fn(async () => undefined),
  };
  return { outbox, queue };
}
