export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream response the way a console does with fetch (the token travels in the
 * Authorization header, never the URL): `next()` resolves with the next event, or rejects after
 * `timeoutMs`. Comment lines (heartbeats) are skipped.
 */
export function readSse(res: Response) {
  if (!res.body) throw new Error('the stream has no body');
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const ready: SseEvent[] = [];

  const parse = () => {
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      if (data.length > 0) ready.push({ event, data: data.join('\n') });
    }
  };

  async function next(timeoutMs = 5000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    while (ready.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no event in time');
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), left))),
      ]);
      clearTimeout(timer);
      if (chunk === 'timeout') continue;
      if (chunk.done) throw new Error('the stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
      parse();
    }
    const event = ready.shift();
    if (!event) throw new Error('unreachable');
    return event;
  }

  return { next, close: () => reader.cancel().catch(() => undefined) };
}
