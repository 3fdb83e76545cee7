import { apiErrorSchema } from '@ronda/shared';
import { env, normaliseBaseUrl } from '@/config/env';
import { ApiRequestError, DEFAULT_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from './api-request-error';
import { getAuth, signOut } from './auth-store';

/**
 * A file from the API (a report's CSV, XLSX or PDF) with the session's token, which a plain link
 * cannot send. A refusal comes back in the error shape and is thrown as the API client throws it.
 */
export async function fetchDownload(path: string): Promise<{ blob: Blob; name: string | null }> {
  const { token } = getAuth();
  let response: Response;
  try {
    response = await fetch(`${normaliseBaseUrl(env.apiBaseUrl)}${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch (error) {
    throw new ApiRequestError(0, NETWORK_ERROR_MESSAGE, { cause: error });
  }
  if (!response.ok) {
    if (response.status === 401) signOut();
    const body: unknown = await response.json().catch(() => undefined);
    const failure = apiErrorSchema.safeParse(body);
    throw new ApiRequestError(
      response.status,
      failure.success ? failure.data.message : DEFAULT_ERROR_MESSAGE,
      { body },
    );
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  return { blob: await response.blob(), name: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}

/** Hands a downloaded file to the browser to save, under its name. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: the browser has the file by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
