import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-request-error';

const MAX_RETRIES = 2;

// A 4xx will not change by asking again; network errors and 5xx might.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
