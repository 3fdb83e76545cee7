import type { FastifyInstance } from 'fastify';

/** How long shutdown waits for clients to let go of their connections before closing them. */
export const CLOSE_GRACE_MS = 10_000;

/**
 * Fastify closes the connections that are idle when it starts closing; a keep-alive connection
 * whose request was still running becomes idle afterwards and would hold `close()` until the
 * client gives it up (72 s). While closing, every answer therefore asks the client to close.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}

/** app.close(), with whatever connections remain after the grace period closed by force. */
export async function closeApp(app: FastifyInstance, graceMs = CLOSE_GRACE_MS): Promise<void> {
  const force = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(force);
  }
}
