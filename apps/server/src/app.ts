import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Queue } from './jobs/queue.ts';
import { registerErrorHandling, answerFrameworkError } from './plugins/error-handler.ts';
import { clientErrorHandler } from './plugins/client-errors.ts';
import { DatabaseOutage } from './lib/database-outage.ts';
import { registerGracefulClose } from './plugins/graceful-close.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { createAppStorage, type AppStorage } from './adapters/storage/app-storage.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { readInlineScriptHashes, registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebStatic } from './plugins/web-static.ts';
import { createIdentityVerifier, type IdentityVerifier } from './adapters/identity-verifier.ts';
import { adminRoutes } from './features/admin/admin.routes.ts';
import { adminInboxRoutes } from './features/admin/admin-inbox.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { companyAdminRoutes } from './features/company-admin/company-admin.routes.ts';
import { onboardingRoutes } from './features/onboarding/onboarding.routes.ts';
import { submissionRoutes } from './features/submissions/submissions.routes.ts';
import { customerRequestRoutes } from './features/customer-requests/customer-requests.routes.ts';
import { companyProfileRoutes } from './features/company-admin/company-profile.routes.ts';
import { geoRoutes } from './features/geo/geo.routes.ts';
import { subscriptionRoutes } from './features/subscription/subscription.routes.ts';
import { mapsLinkRoutes } from './features/geo/maps-link.routes.ts';
import { uploadRoutes } from './features/uploads/uploads.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { webVitalsRoutes } from './features/web-vitals/web-vitals.routes.ts';
import { deviceRoutes } from './features/device/device.routes.ts';
import { osmandRoutes } from './features/device/osmand.routes.ts';
import { trackingKeyRoutes } from './features/device/tracking-keys.routes.ts';
import { LatestBoard } from './live/latest-board.ts';
import { LiveHub } from './live/live-hub.ts';
import { liveRoutes } from './features/live/live.routes.ts';
import { teamActivityRoutes } from './features/team-activity/team-activity.routes.ts';
import { workSiteRoutes } from './features/work-sites/work-sites.routes.ts';
import { reportRoutes } from './features/reports/reports.routes.ts';
import { alertRoutes } from './features/alerts/alerts.routes.ts';
import { pushRoutes } from './features/push/push.routes.ts';
import { createPushService, type PushService } from './push/push-service.ts';
import { taskRoutes } from './features/tasks/tasks.routes.ts';
import { companyDirectoryRoutes } from './features/company-directory/company-directory.routes.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { trackingRoutes } from './features/tracking/tracking.routes.ts';
import { createRouteMatcher } from './adapters/route-matcher.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerQueueDashboard } from './plugins/queue-dashboard.ts';
import { requestLogSerializer } from './lib/request-log.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  queue?: Queue;
  logger: FastifyBaseLogger;
  sessionSecret: string;
  /** Connection string for the job-queue dashboard at /admin/queues; unset leaves it out. */
  databaseUrl?: string;
  /** Defaults to verifying against the configured providers' JWKS. */
  identity?: IdentityVerifier;
  /** Shared with the clean-up job; created from the configuration when not given. */
  storage?: AppStorage;
  /** Built web app to serve; undefined serves the API only (most integration tests). */
  webDistDir?: string;
  /** Web Push; made from the configuration (and keys kept in the database) when not given. */
  push?: PushService;
}

/** Builds the HTTP app without listening, so tests exercise exactly what production runs. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Request lines carry the address without secrets (an OsmAnd app's tracking key is in it).
    loggerInstance: deps.logger.child({}, { serializers: { req: requestLogSerializer } }),
    bodyLimit: deps.config.bodyLimitBytes,
    // The request line and headers together; Node refuses more with 431 (answered in our shape
    // by clientErrorHandler, like every request Node refuses before Fastify sees it).
    http: { maxHeaderSize: deps.config.maxHeaderBytes },
    clientErrorHandler: clientErrorHandler(deps.config.maxHeaderBytes),
    trustProxy: deps.config.trustProxy,
    // Request ids let a user's report be matched to the log lines of that request.
    requestIdHeader: 'x-request-id',
    // The router's own refusals (a broken %-escape, an over-long path parameter) get the one
    // error shape too, without echoing the path.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const outage = new DatabaseOutage(deps.database.pool, app.log);
  app.addHook('onClose', async () => outage.stop());
  registerErrorHandling(app, outage);
  // Every answer names its request id, so a user's report can be matched to the server's logs.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerGracefulClose(app);
  await registerSecurityHeaders(app, deps.config, readInlineScriptHashes(deps.webDistDir));
  await registerRateLimits(app, deps.config.rateLimitMultiplier);
  await app.register(cookie);
  await registerOpenApi(app);

  registerAuth(app, { db: deps.database.db, sessionSecret: deps.sessionSecret });
  const identity = deps.identity ?? createIdentityVerifier(deps.config);
  const core = {
    config: deps.config,
    db: deps.database.db,
    sessionSecret: deps.sessionSecret,
    identity,
  };

  await app.register(healthRoutes, {
    pool: deps.database.pool,
    ...(deps.queue ? { queue: deps.queue } : {}),
  });
  await app.register(authRoutes, core);
  await app.register(onboardingRoutes, {
    ...core,
    defaultTimezone: deps.config.companyTimezoneDefault,
  });
  await app.register(companyAdminRoutes, core);
  // Public forms need the queue: a submission and its staff notification are stored together.
  if (deps.queue)
    await app.register(submissionRoutes, {
      db: deps.database.db,
      queue: deps.queue,
      perMinute: deps.config.publicFormRateLimit,
    });
  // One storage for the app: uploads issue URLs with it, and a request's images are checked in it.
  const { local, active: storage } =
    deps.storage ?? (await createAppStorage(deps.config, deps.sessionSecret));
  await app.register(customerRequestRoutes, { db: deps.database.db, storage });
  await app.register(companyProfileRoutes, { db: deps.database.db, storage });
  await app.register(subscriptionRoutes, { db: deps.database.db });
  const push =
    deps.push ?? (await createPushService(deps.database.pool, deps.config.push, app.log));
  await app.register(taskRoutes, { db: deps.database.db, storage, push: push.dispatcher });
  await app.register(reportRoutes, {
    db: deps.database.db,
    emailConfigured: deps.config.mail !== undefined,
  });
  await app.register(alertRoutes, { db: deps.database.db });
  await app.register(pushRoutes, { db: deps.database.db, publicKey: push.publicKey });
  await app.register(companyDirectoryRoutes, { db: deps.database.db });
  await app.register(dashboardRoutes, { db: deps.database.db });
  await app.register(geoRoutes, { db: deps.database.db, config: deps.config });
  await app.register(mapsLinkRoutes);
  await app.register(webVitalsRoutes);
  await app.register(uploadRoutes, { db: deps.database.db, config: deps.config, local, storage });
  await app.register(deviceRoutes, { db: deps.database.db, storage });
  await app.register(trackingKeyRoutes, { db: deps.database.db, config: deps.config });
  await app.register(osmandRoutes, {
    db: deps.database.db,
    rateLimitMultiplier: deps.config.rateLimitMultiplier,
  });
  // Each process listens for moved locations and changed people itself: a stream or a cached
  // list sees what was posted to any process.
  const hub = new LiveHub(deps.database.pool.options, app.log);
  hub.start();
  const board = new LatestBoard(deps.database.db, hub);
  app.addHook('onClose', async () => {
    board.close();
    await hub.stop();
  });
  await app.register(teamActivityRoutes, { db: deps.database.db, board });
  await app.register(workSiteRoutes, { db: deps.database.db });
  await app.register(trackingRoutes, {
    db: deps.database.db,
    ...(deps.queue ? { queue: deps.queue } : {}),
    ...(deps.config.routingUrl
      ? { matcher: createRouteMatcher({ baseUrl: deps.config.routingUrl }) }
      : {}),
  });
  await app.register(liveRoutes, {
    db: deps.database.db,
    hub,
    board,
    sessionSecret: deps.sessionSecret,
  });
  const admin = { ...core, adminEmail: deps.config.adminEmail };
  const secureCookies = deps.config.publicUrl?.startsWith('https://') ?? false;
  await app.register(adminRoutes, { ...admin, secureCookies });
  if (deps.queue) await app.register(adminInboxRoutes, { ...admin, queue: deps.queue });
  if (deps.databaseUrl) {
    await registerQueueDashboard(app, {
      ...admin,
      connectionString: deps.databaseUrl,
      publicHost: deps.config.publicUrl ? new URL(deps.config.publicUrl).host : undefined,
    });
  }

  await registerWebStatic(app, deps.webDistDir, deps.config);
  return app;
}
