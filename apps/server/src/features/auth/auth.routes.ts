import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authOptionsResponseSchema,
  demoLoginRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  successResponseSchema,
} from '@ronda/shared';
import type { Config } from '../../config.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { presentCompany, presentUser } from '../../presenters/people.presenter.ts';
import {
  listDemoAccounts,
  signInAsDemoUser,
  signInWithIdentity,
  signOut,
  type AuthDeps,
} from './auth.service.ts';

// Sign-in is anonymous: limit guesses and token replays per address.
const SIGN_IN_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };
// Demo sign-in exists for people trying the product, who click through roles quickly.
const DEMO_SIGN_IN_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

export const authRoutes: FastifyPluginAsyncZod<AuthDeps & { config: Config }> = async (
  app,
  deps,
) => {
  app.post(
    '/api/company/login',
    {
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google or Apple ID token',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 404, 429, 502) },
      },
    },
    async (request) => {
      const result = await signInWithIdentity(deps, {
        ...request.body,
        userAgent: request.headers['user-agent'],
      });
      return {
        is_success: true as const,
        token: result.token,
        user: presentUser(result.user),
        company: presentCompany(result.company),
      };
    },
  );

  if (deps.config.demoLogin) {
    app.post(
      '/api/auth/demo-login',
      {
        config: { rateLimit: DEMO_SIGN_IN_RATE_LIMIT },
        schema: {
          tags: ['auth'],
          summary: 'Demo sign-in as any existing user (only when DEMO_LOGIN is on)',
          body: demoLoginRequestSchema,
          response: { 200: loginResponseSchema, ...errorResponses(400, 403, 404, 429) },
        },
      },
      async (request) => {
        const result = await signInAsDemoUser(deps, {
          email: request.body.email,
          userAgent: request.headers['user-agent'],
        });
        return {
          is_success: true as const,
          token: result.token,
          user: presentUser(result.user),
          company: presentCompany(result.company),
        };
      },
    );
  }

  app.get(
    '/api/auth/options',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign-in methods this server offers',
        response: { 200: authOptionsResponseSchema },
      },
    },
    async () => {
      const { google, apple } = deps.config;
      return {
        is_success: true as const,
        google: google.clientId ? { clientId: google.clientId, scriptUrl: google.scriptUrl } : null,
        apple: apple.clientId ? { clientId: apple.clientId, scriptUrl: apple.scriptUrl } : null,
        demoAccounts: deps.config.demoLogin ? await listDemoAccounts(deps.db) : null,
        adminSignIn: Boolean(google.clientId && deps.config.adminEmail),
      };
    },
  );

  app.get(
    '/api/auth/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: "The signed-in user's profile and company",
        security: [{ bearerAuth: [] }],
        response: { 200: meResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return {
        is_success: true as const,
        user: presentUser(session.user),
        company: presentCompany(session.company),
      };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'End this session',
        security: [{ bearerAuth: [] }],
        response: { 200: successResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      await signOut(deps, sessionOf(request));
      return { is_success: true as const };
    },
  );
};
