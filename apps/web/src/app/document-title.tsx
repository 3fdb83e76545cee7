import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { isRouteHandle } from './route-handle';

export const DEFAULT_DOCUMENT_TITLE = 'Ronda — field team visibility';

/** Names the tab after the deepest route that has a title, so each page has its own (WCAG 2.4.2). */
export function DocumentTitle(): null {
  const matches = useMatches();
  const handle = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  const title = handle ? `${handle.title} — Ronda` : DEFAULT_DOCUMENT_TITLE;

  useEffect(() => {
    document.title = title;
  }, [title]);

  return null;
}
