import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that was built as text or bytes (large lists). Fastify passes a string or a Buffer
 * with a JSON content type through unchanged; the route's response schema still documents the
 * shape, and the tests check the answer against it.
 */
export function sendJsonText(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
