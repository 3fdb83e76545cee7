import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A door in front of a real PostgreSQL, speaking its wire protocol: open, it passes every
 * connection through to the server; `refuse(sqlstate)` answers each new connection's startup
 * message with the FATAL ErrorResponse PostgreSQL itself sends while starting up or shutting
 * down (57P03), which a test cannot make a shared server do; `shut()` cuts every connection
 * and stops listening, as a database host that went away: new connections are refused
 * (ECONNREFUSED). `refuse` leaves connections already through alone.
 */
export interface PostgresGate {
  /** The target's URL with this door's port. */
  url: string;
  open: () => Promise<void>;
  refuse: (sqlstate: string, message: string) => Promise<void>;
  shut: () => Promise<void>;
  close: () => Promise<void>;
}

const SSL_REQUEST_CODE = 80877103;

/** An ErrorResponse ('E'): severity, SQLSTATE and message fields, each NUL-terminated. */
function errorResponse(sqlstate: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${sqlstate}\0M${message}\0\0`, 'utf8');
  const head = Buffer.alloc(5);
  head.write('E', 0, 'ascii');
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

/** Reads the startup message (answering an SSLRequest with 'N' first), then refuses. */
function refuseAtStartup(socket: net.Socket, reply: Buffer): void {
  let buffered = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    while (buffered.length >= 8) {
      const length = buffered.readInt32BE(0);
      if (buffered.length < length) return;
      const code = buffered.readInt32BE(4);
      buffered = buffered.subarray(length);
      if (code === SSL_REQUEST_CODE) {
        socket.write('N');
        continue;
      }
      socket.end(reply);
      return;
    }
  });
  socket.on('error', () => undefined);
}

export async function startPostgresGate(targetUrl: string): Promise<PostgresGate> {
  const target = new URL(targetUrl);
  let refusal: Buffer | undefined;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (refusal) return refuseAtStartup(socket, refusal);
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const cutAll = async () => {
    const closed = stopListening();
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    url: url.toString(),
    open: async () => {
      refusal = undefined;
      if (!server.listening) await listen(port);
    },
    refuse: async (sqlstate, message) => {
      refusal = errorResponse(sqlstate, message);
      if (!server.listening) await listen(port);
    },
    shut: () => cutAll(),
    close: () => cutAll(),
  };
}
