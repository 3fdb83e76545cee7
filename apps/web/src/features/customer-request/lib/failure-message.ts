import { problemsFromFailure, type FormProblems } from '@/components/form/form-problems';
import { ApiRequestError } from '@/lib/api-request-error';
import { SUBMIT_MESSAGES } from '../request-constants';
import { REQUEST_FIELD_WORDINGS, type RequestField } from './validate-request';

/**
 * §8: the server's message (ApiRequestError carries it), else the error's own message, else the
 * general one.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return SUBMIT_MESSAGES.unknown;
}

/**
 * Why a send failed, for the form to show (§8), never as the server's validation text: a field
 * the server refused ('Invalid body.email: …', a rule the browser could not know) goes under
 * that field in plain words; the server's other messages, and the send's own fallbacks, are
 * shown as they are.
 */
export function failureProblems(error: unknown): FormProblems<RequestField> {
  if (error instanceof ApiRequestError) return problemsFromFailure(error, REQUEST_FIELD_WORDINGS);
  return { fields: {}, form: failureMessage(error) };
}
