import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends a file as it is written (a report's CSV, XLSX or PDF): its type, the name a browser
 * saves it under, and the stream. The route's JSON schema documents the JSON answer only.
 */
export function sendDownload(
  reply: FastifyReply,
  file: { type: string; name: string; body: Readable },
): FastifyReply {
  return reply
    .header('content-type', file.type)
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .send(file.body);
}
