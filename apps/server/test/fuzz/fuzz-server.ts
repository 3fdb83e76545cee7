import pino from 'pino';
import { createNotifyStaffQueue } from '../../src/jobs/notify-staff.ts';
import { startQueue, stopQueue } from '../../src/jobs/queue.ts';
import { createTestDatabase } from '../test-database.ts';
import { startTestApp, type QueuedTestApp } from '../test-app.ts';

/** The error lines the app logs: a 5xx report shows the server's own reason. */
const errorLines: string[] = [];
const errorLog = pino({ level: 'error' }, { write: (line: string) => void errorLines.push(line) });

/** The server's own reason for a failed request (the error it logged), by request id. */
export function serverErrorOf(requestId: string): string {
  const line = errorLines.find((l) => l.includes(`"reqId":"${requestId}"`));
  if (!line) return '-';
  const { err } = JSON.parse(line) as { err?: { type?: string; message?: string } };
  return `${err?.type ?? ''}: ${(err?.message ?? '').split('\n').at(-1)?.slice(0, 300) ?? ''}`;
}

/** As startTestAppWithQueue, with the app's error log kept for the reports. */
export async function startServer(env: Record<string, string>): Promise<QueuedTestApp> {
  const database = await createTestDatabase();
  const queue = await startQueue(database.url, pino({ level: 'silent' }));
  await createNotifyStaffQueue(queue);
  const server = await startTestApp(database, { queue, env, logger: errorLog });
  return {
    ...server,
    database,
    queue,
    close: async () => {
      await server.close();
      await stopQueue(queue);
      await database.drop();
    },
  };
}
