import http from 'node:http';

/**
 * A Slack incoming-webhook stand-in for the e2e server (SLACK_WEBHOOK_URL): answers 200 "ok" like
 * Slack, and lets tests read what arrived at GET /control/received.
 */
export async function startSlackStandInServer(
  port: number,
): Promise<{ close: () => Promise<void> }> {
  const received: unknown[] = [];
  const server = http.createServer(async (req, res) => {
    if (req.method === 'GET' && req.url === '/control/received') {
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify(received));
    }
    let body = '';
    for await (const chunk of req) body += String(chunk);
    if (req.method !== 'POST') {
      res.writeHead(405);
      return res.end();
    }
    received.push(JSON.parse(body));
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The Slack messages the stand-in has received so far. */
export async function receivedSlackMessages(
  origin: string,
): Promise<Array<{ text: string; blocks: unknown[] }>> {
  const res = await fetch(`${origin}/control/received`);
  return (await res.json()) as Array<{ text: string; blocks: unknown[] }>;
}
