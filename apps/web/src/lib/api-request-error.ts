/** A failed API call: the HTTP status (0 when the server was not reached) and a message to show. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;

  constructor(status: number, message: string, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
  }
}

export const DEFAULT_ERROR_MESSAGE = 'An error occurred. Please try again later.';
export const NETWORK_ERROR_MESSAGE =
  'Could not reach the server. Check your connection and try again.';
export const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent an unexpected response.';
