/** What a route object may carry in `handle`; read through useMatches. */
export interface RouteHandle {
  /** The page's name for the document title. */
  title: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { title?: unknown }).title === 'string'
  );
}
