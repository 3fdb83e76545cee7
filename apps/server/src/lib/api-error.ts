/** Thrown by services for an expected failure; the error plugin turns it into { is_success, message }. */
export class ApiError extends Error {
  readonly statusCode: number;
  /** More of the answer beside { is_success, message }, for a client that can act on it; the
   * route's response schema for this status must name these fields. */
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(statusCode: number, message: string, details?: Readonly<Record<string, unknown>>) {
    super(message);
    this.statusCode = statusCode;
    this.details = details;
    this.name = 'ApiError';
  }

  static badRequest(message: string) {
    return new ApiError(400, message);
  }
  static unauthorized(message = 'Authentication required') {
    return new ApiError(401, message);
  }
  static forbidden(message = 'You do not have permission to perform this action.') {
    return new ApiError(403, message);
  }
  static notFound(message = 'Not found') {
    return new ApiError(404, message);
  }
  static conflict(message: string, details?: Readonly<Record<string, unknown>>) {
    return new ApiError(409, message, details);
  }
}
