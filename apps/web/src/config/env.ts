/** Drops trailing slashes so paths like '/api/x' can be appended as they are. */
export function normaliseBaseUrl(value: string | undefined): string {
  return (value ?? '').trim().replace(/\/+$/, '');
}

/** Build-time configuration. An empty API base URL means "same origin as the page". */
export const env = {
  apiBaseUrl: normaliseBaseUrl(import.meta.env.VITE_API_BASE_URL),
} as const;
