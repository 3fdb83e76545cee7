import { opensSignInPopups } from '@ronda/shared';
import type { LoaderFunctionArgs } from 'react-router';

/** The path the current document was loaded at; a client-side navigation keeps the document. */
function documentPath(): string | undefined {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return entry ? new URL(entry.name).pathname : undefined;
}

/**
 * Whether a page that opens a sign-in popup must be loaded as a document of its own: the server
 * gives those pages COOP `same-origin-allow-popups`, but a document loaded at any other page has
 * `same-origin`, which would cut the popup off from the page. Unknown (no navigation timing, as
 * in tests): stay, as reloading could not help.
 */
export function needsOwnDocument(loadedAt: string | undefined): boolean {
  return loadedAt !== undefined && !opensSignInPopups(loadedAt);
}

/**
 * Loader of /login, /admin and /join: reached from another page of the app, the browser loads
 * the page afresh (with the header its popups need) instead of rendering it in this document.
 */
export function signInPageLoader({
  request,
}: Pick<LoaderFunctionArgs, 'request'>): Promise<null> | null {
  if (typeof window === 'undefined' || !needsOwnDocument(documentPath())) return null;
  window.location.assign(request.url);
  // Never settles: the current page stays until the browser has left it.
  return new Promise<null>(() => {});
}
