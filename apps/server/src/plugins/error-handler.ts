import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError as ApiErrorBody } from '@ronda/shared';
import { ApiError } from '../lib/api-error.ts';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../lib/database-unavailable.ts';

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty but Content-Type is application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body does not match its Content-Length',
};

export function sendError(reply: FastifyReply, statusCode: number, message: string) {
  const body: ApiErrorBody = { is_success: false, message };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/** One error shape for every 4xx/5xx: { is_success: false, message }. Internals never leak. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) return sendError(reply, error.statusCode, error.message);

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

    // A unique constraint lost to a concurrent request: the row is already there.
    if ((error as { code?: string }).code === '23505') {
      return sendError(reply, 409, 'That already exists.');
    }

    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
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
