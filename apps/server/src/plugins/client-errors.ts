import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ApiError } from '@ronda/shared';

interface Refusal {
  status: number;
  message: string;
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request, mapped as Node maps it
 * (431 headers too large, 413 chunk extensions too large, 408 too slow, else 400), but answered
 * in our error shape with a request id, where Node would send a bare status line.
 */
function refusalFor(code: string | undefined, maxHeaderBytes: number): Refusal {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        message: `The request's address and headers are too long (over ${Math.floor(maxHeaderBytes / 1024)} KB together). Send long values in the request body.`,
      };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, message: 'The request body is too large.' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'The request took too long to arrive. Send it again.' };
    default:
      return { status: 400, message: 'The request is malformed and could not be read.' };
  }
}

/** The socket's current response, when Node has attached one (keep-alive, a pipelined request). */
type ServerSocket = Socket & { _httpMessage?: { headersSent?: boolean } };

/** How long the rest of a refused request is read and thrown away before the socket is cut. */
const LINGER_MS = 5_000;
const answered = new WeakSet<Socket>();

/**
 * Fastify's `clientErrorHandler` (Node's 'clientError' event): there is no request or reply
 * object, so the answer is written to the socket by hand and the connection closed, as Node
 * does. The id in `x-request-id` is also on the one log line, so a report can be matched.
 */
export function clientErrorHandler(maxHeaderBytes: number) {
  return function answerClientError(
    this: FastifyInstance,
    error: Error & { code?: string },
    socket: ServerSocket,
  ): void {
    // The peer went away: there is nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // Node's parser reports every later chunk of a refused request again: it has its answer.
    if (answered.has(socket)) return;
    if (!socket.writable || socket._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    const { status, message } = refusalFor(error.code, maxHeaderBytes);
    const requestId = randomUUID();
    this.log.info(
      {
        reqId: requestId,
        code: error.code,
        statusCode: status,
        remoteAddress: socket.remoteAddress,
      },
      'request refused before routing',
    );
    const body: ApiError = { is_success: false, message };
    const json = JSON.stringify(body);
    answered.add(socket);
    // A lingering close: the client may still be sending the rest of a long address or body.
    // Closing with unread bytes makes the kernel send a reset, and the client would lose the
    // answer; so what still arrives is read and dropped until the client closes, or LINGER_MS.
    const linger = setTimeout(() => socket.destroy(), LINGER_MS);
    linger.unref();
    socket.once('close', () => clearTimeout(linger));
    socket.resume();
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(json)}`,
        `x-request-id: ${requestId}`,
        'Cache-Control: no-store',
        'Connection: close',
        '',
        json,
      ].join('\r\n'),
    );
  };
}
