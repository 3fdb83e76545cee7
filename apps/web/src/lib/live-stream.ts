import { createParser } from 'eventsource-parser';
import { env, normaliseBaseUrl } from '@/config/env';
import { getAuth, signOut } from './auth-store';

export interface LiveStreamHandlers {
  onEvent: (event: string, data: string) => void;
  /** true once the stream answers, false while it is down (and being retried). */
  onConnected: (connected: boolean) => void;
}

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

interface SharedStream {
  listeners: Set<LiveStreamHandlers>;
  /** Known once the connection has answered or failed; told to listeners who join later. */
  connected: boolean | null;
  stop: () => void;
}

const streams = new Map<string, SharedStream>();

/**
 * One connection per path for the whole page, however many parts listen (issue 30: the bell and
 * the dashboard's map each opened their own, two streams per tab). The last listener to leave
 * closes it.
 */
export function openLiveStream(path: string, handlers: LiveStreamHandlers): () => void {
  let stream = streams.get(path);
  if (!stream) {
    const listeners = new Set<LiveStreamHandlers>();
    const created: SharedStream = { listeners, connected: null, stop: () => undefined };
    created.stop = connect(path, {
      onEvent: (event, data) => {
        for (const listener of [...listeners]) listener.onEvent(event, data);
      },
      onConnected: (connected) => {
        created.connected = connected;
        for (const listener of [...listeners]) listener.onConnected(connected);
      },
    });
    streams.set(path, created);
    stream = created;
  }
  const joined = stream;
  joined.listeners.add(handlers);
  if (joined.connected !== null) {
    const known = joined.connected;
    queueMicrotask(() => {
      if (joined.listeners.has(handlers)) handlers.onConnected(known);
    });
  }
  return () => {
    if (!joined.listeners.delete(handlers) || joined.listeners.size > 0) return;
    joined.stop();
    if (streams.get(path) === joined) streams.delete(path);
  };
}

/**
 * Reads a Server-Sent Events path with fetch, so the token goes in the Authorization header and
 * never in a URL (an EventSource cannot send headers). Reconnects with a growing pause; a 401 ends
 * the session as every other call does. Returns a function that stops it.
 */
function connect(path: string, handlers: LiveStreamHandlers): () => void {
  const controller = new AbortController();
  let retryMs = FIRST_RETRY_MS;

  const connectOnce = async () => {
    const { token } = getAuth();
    const response = await fetch(`${normaliseBaseUrl(env.apiBaseUrl)}${path}`, {
      headers: {
        Accept: 'text/event-stream',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      signal: controller.signal,
    });
    if (response.status === 401) {
      signOut();
      controller.abort();
      return;
    }
    if (!response.ok || !response.body) throw new Error(`live stream answered ${response.status}`);
    handlers.onConnected(true);
    retryMs = FIRST_RETRY_MS;
    const parser = createParser({
      onEvent: (message) => handlers.onEvent(message.event ?? 'message', message.data),
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
  };

  const run = async () => {
    while (!controller.signal.aborted) {
      try {
        await connectOnce();
      } catch {
        // Dropped or refused: try again after a pause.
      }
      if (controller.signal.aborted) break;
      handlers.onConnected(false);
      await new Promise((resolve) => setTimeout(resolve, retryMs));
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    }
  };
  void run();
  return () => controller.abort();
}
