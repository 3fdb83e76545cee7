import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';

interface RouteRateLimit {
  max?: unknown;
}

/**
 * Per-address request limits. Off by default: anonymous and sign-in endpoints opt in with
 * `config.rateLimit` on their route. `multiplier` (RATE_LIMIT_MULTIPLIER) scales every route's
 * `max`, for load tests and end-to-end suites where all traffic comes from one address.
 */
export async function registerRateLimits(app: FastifyInstance, multiplier: number): Promise<void> {
  if (multiplier !== 1) {
    // Before the plugin's own onRoute hook, which reads the route's limit when the route is added.
    app.addHook('onRoute', (route: RouteOptions) => {
      const config = route.config as { rateLimit?: RouteRateLimit | false } | undefined;
      const limit = config?.rateLimit;
      if (!config || !limit || typeof limit.max !== 'number') return;
      config.rateLimit = { ...limit, max: limit.max * multiplier };
    });
  }
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      is_success: false,
      message: `Too many requests. Please wait ${context.after} and try again.`,
    }),
  });
}
