import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  presignedUrlQuerySchema,
  presignedUrlResponseSchema,
  successResponseSchema,
} from '@ronda/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { LocalStorage } from '../../adapters/storage/local-storage.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { issueUploadUrl, openUploadedFile, receiveLocalUpload } from './uploads.service.ts';

export interface UploadRouteDeps {
  db: Database;
  config: Config;
  /** Our own disk: receives signed PUTs and serves files, also those kept from before S3. */
  local: LocalStorage;
  /** Issues upload URLs: S3 when configured, else `local`. */
  storage: Storage;
}

const keyParams = z.object({ '*': z.string() });
const uploadLinkQuery = z.object({
  type: z.string().max(100).optional(),
  expires: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});

// The public form may ask anonymously: a person attaches a handful of images, not hundreds.
// Signed-in callers (no companyId) are known and not limited here.
const ANONYMOUS_LIMIT = {
  max: 30,
  timeWindow: '1 minute',
  allowList: (request: FastifyRequest) => {
    const query = request.query as Record<string, unknown> | undefined;
    return !query?.companyId;
  },
};

/** Presigned image uploads: local disk under DATA_DIR, or S3 with S3_* settings. */
export const uploadRoutes: FastifyPluginAsyncZod<UploadRouteDeps> = async (app, deps) => {
  const services = { db: deps.db, local: deps.local, storage: deps.storage };
  const baseUrl = (request: FastifyRequest) =>
    deps.config.publicUrl ?? `${request.protocol}://${request.host}`;

  app.get(
    '/api/upload/presigned-url',
    {
      config: { rateLimit: ANONYMOUS_LIMIT },
      schema: {
        tags: ['uploads'],
        summary:
          'An upload URL for one image: PUT the file there with its Content-Type, then use fileUrl',
        description:
          'With companyId (the public customer form) no sign-in is needed; without it, the bearer token decides the company.',
        querystring: presignedUrlQuerySchema,
        response: { 200: presignedUrlResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) =>
      issueUploadUrl(services, {
        query: request.query,
        baseUrl: baseUrl(request),
        now: new Date(),
        signedInCompany: async () => {
          await app.authenticate(request);
          return sessionOf(request).company.id;
        },
      }),
  );

  // The upload body is the raw file: these routes read the stream themselves. Encapsulated, so
  // every other route keeps the app's parsers and body limit.
  const rawBodyRoutes: FastifyPluginAsyncZod = async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', (_request, _payload, done) => done(null));
    raw.put(
      '/api/upload/local/*',
      {
        schema: {
          tags: ['uploads'],
          summary: 'Receives a file at an upload URL this server signed (no authorization header)',
          params: keyParams,
          querystring: uploadLinkQuery,
          response: { 200: successResponseSchema, ...errorResponses(400, 403, 404, 409, 413, 415) },
        },
      },
      async (request, reply) => {
        try {
          await receiveLocalUpload(services, {
            key: request.params['*'],
            query: request.query,
            contentType: request.headers['content-type'],
            contentLength: request.headers['content-length'],
            body: request.raw,
            now: new Date(),
          });
        } catch (error) {
          // A refused upload is answered before its bytes are read: the connection is closed after
          // the answer, or it would stay open with the rest of the file unread until the client
          // gives up (72 s), holding a socket and any shutdown that waits for it.
          reply.header('connection', 'close');
          throw error;
        }
        return { is_success: true as const };
      },
    );
  };
  await app.register(rawBodyRoutes);

  app.get(
    '/uploads/*',
    { schema: { tags: ['uploads'], summary: 'An uploaded image', params: keyParams } },
    async (request, reply) => {
      const file = await openUploadedFile(services, request.params['*']);
      if (!file) return sendError(reply, 404, 'File not found');
      return (
        reply
          .type(file.contentType)
          .header('Content-Length', file.size)
          // Served as exactly the type it was checked to be, never sniffed into HTML or script.
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Disposition', 'inline')
          // Keys are never reused, so a file never changes.
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .send(file.stream)
      );
    },
  );
};
