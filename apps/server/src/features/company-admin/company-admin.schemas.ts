import { errorResponses } from '../../lib/error-responses.ts';

/** OpenAPI bits every admin route shares: bearer auth, and the errors it may answer. */
export const guarded = { tags: ['company admin'], security: [{ bearerAuth: [] }] };
export const errors = errorResponses(400, 401, 403, 404, 409);
