import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Queue } from './jobs/queue.ts';
import { registerErrorHandling } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebStatic } from './plugins/web-static.ts';
import { healthRoutes } from './features/health/health.routes.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  queue?: Queue;
  logger: FastifyBaseLogger;
  /** Built web app to serve; undefined serves the API only (most integration tests). */
  webDistDir?: string;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the HTTP app without listening, so tests exercise exactly what production runs. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
    // Request ids let a user's report be matched to the log lines of that request.
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurityHeaders(app, deps.config);
  // Off by default; anonymous endpoints opt in with their own limits.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      is_success: false,
      message: `Too many requests. Please wait ${context.after} and try again.`,
    }),
  });
  await registerOpenApi(app);

  await app.register(healthRoutes, { pool: deps.database.pool });

  await registerWebStatic(app, deps.webDistDir);
  return app;
}
