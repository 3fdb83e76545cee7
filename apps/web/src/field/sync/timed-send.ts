import type { FetchJson, HttpOutcome, OutboxRequest } from './types';

export interface TimedSendOptions {
  fetchJson: FetchJson;
  timeoutMs: number;
  setTimer: (callback: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Wraps fetchJson so it never throws and never hangs: a request still unanswered after the
 * timeout counts as "no answer", even when fetchJson ignores the abort signal. Giving up is safe
 * because the item is only ever re-sent, with the same id, never dropped.
 */
export function createTimedSend(options: TimedSendOptions) {
  const { fetchJson, timeoutMs, setTimer, clearTimer } = options;
  return async function send(request: OutboxRequest): Promise<HttpOutcome> {
    const controller = new AbortController();
    const timedOut = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(new Error('Request timed out')));
    });
    const timer = setTimer(() => controller.abort(), timeoutMs);
    try {
      const answer = await Promise.race([fetchJson(request, controller.signal), timedOut]);
      return { kind: 'answer', status: answer.status, body: answer.body };
    } catch (error) {
      return { kind: 'network-error', message: messageOf(error) };
    } finally {
      clearTimer(timer);
    }
  };
}
