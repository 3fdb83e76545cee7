import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEVICE_LOCATIONS_PATH, DEVICE_PUNCH_IN_PATH } from '@ronda/shared';

/** One request the stand-in received, body parsed. */
export interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface StandInAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** Answers a request; returning undefined falls through to the device API imitation. */
export type StandInHandler = (request: ReceivedRequest, count: number) => StandInAnswer | undefined;

export interface DeviceStandIn {
  url: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * A tiny imitation of the device API for tests, on a free local port: it stores points and
 * actions by id (a repeat is a duplicate, answered the same), refuses a second punch-in under a
 * new id with a 409, and lets a test script any answer first through `handler`.
 */
export async function startDeviceStandIn(handler?: StandInHandler): Promise<DeviceStandIn> {
  const requests: ReceivedRequest[] = [];
  const pointIds = new Set<string>();
  const actionIds = new Set<string>();
  let punchedIn = false;

  const imitate = (request: ReceivedRequest): StandInAnswer => {
    const body = isRecord(request.body) ? request.body : {};
    if (request.path === DEVICE_LOCATIONS_PATH) {
      const points = Array.isArray(body.points) ? body.points : [];
      let accepted = 0;
      let duplicates = 0;
      for (const point of points) {
        const id = isRecord(point) ? String(point.id) : '';
        if (pointIds.has(id)) duplicates++;
        else {
          pointIds.add(id);
          accepted++;
        }
      }
      return { status: 200, body: { is_success: true, accepted, duplicates, rejected: [] } };
    }
    const id = String(body.id);
    if (actionIds.has(id)) return { status: 200, body: { is_success: true, repeated: true } };
    if (request.path === DEVICE_PUNCH_IN_PATH) {
      if (punchedIn) return { status: 409, body: { is_success: false, message: 'Already in' } };
      punchedIn = true;
    }
    actionIds.add(id);
    return { status: 201, body: { is_success: true } };
  };

  const server = createServer((req, res) => {
    void (async () => {
      const received: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: await readJson(req),
      };
      requests.push(received);
      const answer = handler?.(received, requests.length) ?? imitate(received);
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
