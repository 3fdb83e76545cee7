// Apart from the schema (web-vitals.ts) so the web can import these without pulling zod into the
// public pages' first load: a module that is imported keeps its top-level zod calls.

export const WEB_VITAL_NAMES = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'] as const;
export const WEB_VITALS_PATH = '/api/web-vitals';
