import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Slack incoming webhook: takes the JSON POST Slack takes and answers as Slack does
 * (200 "ok"), or with the failures a test queues up first (Slack answers 4xx/5xx text bodies).
 */
export interface SlackStandIn {
  url: string;
  received: Array<{ text: string; blocks: Array<Record<string, unknown>> }>;
  failNext: (status: number, statusText: string) => void;
  close: () => Promise<void>;
}

export async function startSlackStandIn(): Promise<SlackStandIn> {
  const received: SlackStandIn['received'] = [];
  const failures: Array<{ status: number; statusText: string }> = [];
  const server = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    const failure = failures.shift();
    if (failure) {
      res.writeHead(failure.status, failure.statusText, { 'content-type': 'text/plain' });
      return res.end('invalid_payload');
    }
    if (req.method !== 'POST' || !req.headers['content-type']?.startsWith('application/json')) {
      res.writeHead(400, 'Bad Request');
      return res.end('invalid_payload');
    }
    received.push(JSON.parse(body) as SlackStandIn['received'][number]);
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/services/T000/B000/XXXX`,
    received,
    failNext: (status, statusText) => failures.push({ status, statusText }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
