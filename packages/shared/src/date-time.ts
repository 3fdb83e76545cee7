import { z } from 'zod';

const FIRST_STORABLE = Date.parse('0001-01-01T00:00:00.000Z');
const LAST_STORABLE = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * An ISO 8601 date and time with a Z or an offset, in years 1 to 9999 once read as UTC (`what`
 * names the field in the messages). PostgreSQL has no year 0 and reads no year past 9999 in this form, so such a time (say
 * 0000-01-01T00:00:00Z, or 9999-12-31T23:00:00-05:00) would fail the query instead of the request.
 */
export function isoDateTimeSchema(what = '') {
  const field = what ? `${what} ` : '';
  return z
    .string()
    .datetime({ offset: true, error: `${field}must be an ISO date and time` })
    .refine(
      (value) => {
        const at = Date.parse(value);
        return at >= FIRST_STORABLE && at <= LAST_STORABLE;
      },
      { error: `${field}must be between the years 0001 and 9999` },
    );
}
