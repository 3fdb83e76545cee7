import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError as ApiErrorBody } from '@ronda/shared';
import { ApiError } from '../lib/api-error.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseUnavailable,
} from '../lib/database-unavailable.ts';
import type { DatabaseOutage } from '../lib/database-outage.ts';

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty but Content-Type is application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body does not match its Content-Length',
};

type SqlError = { code: string; message: string };

/** The PostgreSQL error behind this one, also when Drizzle wrapped it in its own ("Failed
 * query: …") with the driver's error as `cause`. */
function sqlErrorOf(error: unknown): SqlError | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    // SQLSTATEs are five characters starting with a digit ('23505'); node's codes are words.
    if (typeof code === 'string' && /^[0-9][0-9A-Z]{4}$/.test(code)) {
      return { code, message: typeof message === 'string' ? message : '' };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Text PostgreSQL cannot store, sent by the caller (nothing was stored): U+0000 in text (22021)
 * or jsonb (22P05), and a lone UTF-16 surrogate such as \ud800 in jsonb (22P02 "invalid input
 * syntax for type json": JSON.stringify writes nothing else that jsonb refuses).
 */
function unstorableTextMessage(sql: SqlError): string | undefined {
  if (sql.code === '22021' || sql.code === '22P05') {
    return 'Text must not contain the NUL character (\\u0000).';
  }
  if (sql.code === '22P02' && /\bjson\b/i.test(sql.message)) {
    return 'Text must be well-formed Unicode: a lone surrogate such as \\ud800 cannot be stored.';
  }
  return undefined;
}

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  details?: Readonly<Record<string, unknown>>,
) {
  const body: ApiErrorBody = { ...details, is_success: false, message };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/** What Fastify's router answers by itself, before any route, hook or error handler runs. */
const ROUTER_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid (a broken %-escape).' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'A value in the address is too long.' },
};

/**
 * Fastify's `frameworkErrors` option: a broken %-escape in the path (400) or a path parameter
 * longer than maxParamLength (414) is answered in the one error shape, not Fastify's own
 * { error, code, message, statusCode } that would echo the path back.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = ROUTER_ERRORS[error.code];
  if (!known) request.log.error({ err: error }, 'request failed');
  void sendError(reply, known?.status ?? 500, known?.message ?? 'Internal server error');
}

/** One error shape for every 4xx/5xx: { is_success: false, message }. Internals never leak. */
export function registerErrorHandling(app: FastifyInstance, outage: DatabaseOutage) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      return sendError(reply, error.statusCode, error.message, error.details);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = [
        error.validationContext,
        ...(first?.instancePath.split('/').filter(Boolean) ?? []),
      ]
        .filter(Boolean)
        .join('.');
      return sendError(
        reply,
        400,
        `Invalid ${where || 'request'}: ${first?.message ?? 'invalid value'}`,
      );
    }

    // JSON syntax errors have no FST_ code of their own in every path; they carry statusCode 400.
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return sendError(
        reply,
        400,
        FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY ?? 'Bad request',
      );
    }

    const sql = sqlErrorOf(error);
    // A unique constraint lost to a concurrent request: the row is already there.
    if (sql?.code === '23505') return sendError(reply, 409, 'That already exists.');
    const unstorable = sql && unstorableTextMessage(sql);
    if (unstorable) return sendError(reply, 400, unstorable);

    const unavailable = databaseUnavailable(error);
    if (unavailable) {
      // Logged once per outage, not once per request (lib/database-outage.ts).
      outage.refused(unavailable, request.id);
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(reply, 503, DATABASE_UNAVAILABLE_MESSAGE);
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, status, FRAMEWORK_MESSAGES[error.code] ?? error.message);
    }

    request.log.error({ err: error }, 'request failed');
    return sendError(reply, status >= 500 && status < 600 ? status : 500, 'Internal server error');
  });
}
