import { IdentityError } from '../adapters/identity-verifier.ts';
import { ApiError } from './api-error.ts';

/** How a failed identity check is answered to the sign-in, registration and join routes. */
export function identityToApiError(error: unknown): unknown {
  if (!(error instanceof IdentityError)) return error;
  switch (error.reason) {
    case 'not-configured':
      return ApiError.badRequest(error.message);
    case 'provider-unavailable':
      return new ApiError(502, error.message);
    default:
      return ApiError.unauthorized(error.message);
  }
}
