import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Slack incoming webhook: takes the JSON POST Slack takes and answers as Slack does
 * (200 "ok"), or with the answers a test queues up first (Slack answers 4xx/5xx text bodies, such
 * as "invalid_payload"; a queued 2xx tests that only the status counts).
 */
export interface SlackStandIn {
  url: string;
  received: Array<{ text: string; blocks: Array<Record<string, unknown>> }>;
  answerNext: (status: number, statusText: string, body?: string) => void;
  close: () => Promise<void>;
}

export async function startSlackStandIn(): Promise<SlackStandIn> {
  const received: SlackStandIn['received'] = [];
  const queued: Array<{ status: number; statusText: string; body: string }> = [];
  const server = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    const answer = queued.shift();
    if (answer) {
      res.writeHead(answer.status, answer.statusText, { 'content-type': 'text/plain' });
      return res.end(answer.body);
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
    answerNext: (status, statusText, body = 'invalid_payload') =>
      queued.push({ status, statusText, body }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
