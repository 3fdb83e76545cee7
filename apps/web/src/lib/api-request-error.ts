/** A failed API call: the HTTP status (0 when the server was not reached) and a message to show. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  /** The whole error body as the server sent it, for a form that can act on more than the
   * message (parse it with the route's error schema); undefined when there was none. */
  readonly body: unknown;

  constructor(status: number, message: string, options?: ErrorOptions & { body?: unknown }) {
    super(message, options);
    this.status = status;
    this.body = options?.body;
  }
}

export const DEFAULT_ERROR_MESSAGE = 'An error occurred. Please try again later.';
export const NETWORK_ERROR_MESSAGE =
  'Could not reach the server. Check your connection and try again.';
export const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent an unexpected response.';
