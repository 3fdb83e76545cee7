import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  invitePreviewResponseSchema,
  joinCompanyRequestSchema,
  joinSignedInRequestSchema,
  joinSignedInResponseSchema,
  loginResponseSchema,
  registerBusinessRequestSchema,
} from '@ronda/shared';
import { errorResponses } from '../../lib/error-responses.ts';
import { presentCompany, presentUser } from '../../presenters/people.presenter.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { joinCompany, joinSignedIn } from './join.service.ts';
import { previewInvite, registerBusiness, type OnboardingDeps } from './onboarding.service.ts';

// Anonymous and able to create accounts: keep them slow for any one address.
const ONBOARDING_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

export const onboardingRoutes: FastifyPluginAsyncZod<OnboardingDeps> = async (app, deps) => {
  app.post(
    '/api/onboarding/register',
    {
      config: { rateLimit: ONBOARDING_RATE_LIMIT },
      schema: {
        tags: ['onboarding'],
        summary: 'Register a business (mobile app): creates the company and its first admin',
        body: registerBusinessRequestSchema,
        response: { 201: loginResponseSchema, ...errorResponses(400, 401, 409, 429, 502) },
      },
    },
    async (request, reply) => {
      const result = await registerBusiness(deps, request.body, request.headers['user-agent']);
      return reply.code(201).send({
        is_success: true as const,
        token: result.token,
        user: presentUser(result.user),
        company: presentCompany(result.company),
      });
    },
  );

  app.get(
    '/api/onboarding/invites/:code',
    {
      config: { rateLimit: ONBOARDING_RATE_LIMIT },
      schema: {
        tags: ['onboarding'],
        summary: 'What a join code leads to, shown before the employee signs in',
        params: joinCompanyRequestSchema.pick({ code: true }),
        response: { 200: invitePreviewResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const preview = await previewInvite(deps.db, request.params.code);
      return { is_success: true as const, ...preview, expiresAt: preview.expiresAt.toISOString() };
    },
  );

  app.post(
    '/api/onboarding/join',
    {
      config: { rateLimit: ONBOARDING_RATE_LIMIT },
      schema: {
        tags: ['onboarding'],
        summary: 'An employee joins a company with a verified identity and a join code (QR)',
        body: joinCompanyRequestSchema,
        response: {
          201: loginResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429, 502),
        },
      },
    },
    async (request, reply) => {
      const result = await joinCompany(deps, request.body, request.headers['user-agent']);
      return reply.code(201).send({
        is_success: true as const,
        token: result.token,
        user: presentUser(result.user),
        company: presentCompany(result.company),
      });
    },
  );

  app.post(
    '/api/onboarding/join-signed-in',
    {
      onRequest: app.authenticate,
      config: { rateLimit: ONBOARDING_RATE_LIMIT },
      schema: {
        tags: ['onboarding'],
        summary: 'The signed-in person uses a join code (placed in its department)',
        security: [{ bearerAuth: [] }],
        body: joinSignedInRequestSchema,
        response: {
          200: joinSignedInResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const user = await joinSignedIn(deps.db, session.user, request.body.code);
      return {
        is_success: true as const,
        user: presentUser(user),
        company: presentCompany(session.company),
      };
    },
  );
};
