import { apiErrorSchema } from '@ronda/shared';
import { env, normaliseBaseUrl } from '@/config/env';
import {
  ApiRequestError,
  DEFAULT_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_RESPONSE_MESSAGE,
} from './api-request-error';
import { getAuth, signOut } from './auth-store';

/** Anything with zod's `parse`, so callers pass the shared zod schemas without this file importing zod. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Calls made outside the console session (sign-in, the admin page): no bearer token is sent and
   * a 401 does not end the console session.
   */
  anonymous?: boolean;
}

export interface ApiClient {
  request<T>(path: string, options: ApiRequestOptions & { schema: ResponseSchema<T> }): Promise<T>;
  request(path: string, options?: ApiRequestOptions): Promise<unknown>;
}

type Body = { kind: 'empty' } | { kind: 'json'; value: unknown } | { kind: 'invalid' };

async function readBody(response: Response): Promise<Body> {
  const text = await response.text().catch(() => '');
  if (text.trim() === '') return { kind: 'empty' };
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'invalid' };
  }
}

function buildUrl(baseUrl: string, path: string, query: ApiRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  const url = `${baseUrl}${path}`;
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

export function createApiClient(config: { baseUrl: string }): ApiClient {
  const baseUrl = normaliseBaseUrl(config.baseUrl);

  function request<T>(
    path: string,
    options: ApiRequestOptions & { schema: ResponseSchema<T> },
  ): Promise<T>;
  function request(path: string, options?: ApiRequestOptions): Promise<unknown>;
  async function request<T>(
    path: string,
    options: ApiRequestOptions & { schema?: ResponseSchema<T> } = {},
  ): Promise<unknown> {
    const { token } = getAuth();
    const headers = new Headers({ Accept: 'application/json' });
    if (options.body !== undefined) headers.set('Content-Type', 'application/json');
    if (token && !options.anonymous) headers.set('Authorization', `Bearer ${token}`);

    let response: Response;
    try {
      response = await fetch(buildUrl(baseUrl, path, options.query), {
        method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiRequestError(0, NETWORK_ERROR_MESSAGE, { cause: error });
    }

    const body = await readBody(response);
    // Any 401 ends the session in the UI too (spec §4; GAP-15: user and company go with the token).
    if (response.status === 401 && !options.anonymous) signOut();

    const failure = apiErrorSchema.safeParse(body.kind === 'json' ? body.value : undefined);
    if (failure.success) {
      throw new ApiRequestError(response.status, failure.data.message, {
        body: body.kind === 'json' ? body.value : undefined,
      });
    }
    if (!response.ok) throw new ApiRequestError(response.status, DEFAULT_ERROR_MESSAGE);
    if (body.kind === 'invalid') {
      throw new ApiRequestError(response.status, UNEXPECTED_RESPONSE_MESSAGE);
    }

    const value = body.kind === 'json' ? body.value : undefined;
    if (!options.schema) return value;
    try {
      return options.schema.parse(value);
    } catch (error) {
      throw new ApiRequestError(response.status, UNEXPECTED_RESPONSE_MESSAGE, { cause: error });
    }
  }

  return { request };
}

/** The app's client: same origin unless VITE_API_BASE_URL says otherwise. */
export const apiClient = createApiClient({ baseUrl: env.apiBaseUrl });
