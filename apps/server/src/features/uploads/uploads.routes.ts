import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';

export interface UploadRouteDeps {
  db: Database;
  config: Config;
  /** Keys upload-URL signatures (derive a purpose-specific key from it). */
  sessionSecret: string;
}

/** Presigned uploads: local disk under DATA_DIR, or S3 with S3_* settings (being built). */
export const uploadRoutes: FastifyPluginAsyncZod<UploadRouteDeps> = async () => {};
