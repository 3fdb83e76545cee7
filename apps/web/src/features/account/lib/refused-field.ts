import { ApiRequestError } from '@/lib/api-request-error';

/**
 * The body field a 400 refusal names ("Invalid body.left-site.minutes: …"), for the refusals the
 * shared helper (refusalOf) leaves without a field: it reads no hyphenated path, and gives no
 * field when the schema's message is not a sentence for people (most of the alert and work-site
 * schemas' are not). The form then says the rule for that field in its own words.
 */
export function refusedField<F extends string>(error: unknown, fields: readonly F[]): F | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return null;
  return fields.find((field) => error.message.startsWith(`Invalid body.${field}:`)) ?? null;
}
