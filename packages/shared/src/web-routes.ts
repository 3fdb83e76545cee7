/**
 * Every page path of the web app: the route table of public-site-and-sign-in.md §2.1, the join
 * page QR codes open, and the field app. The web's router takes its paths from here
 * (apps/web/src/config/paths.ts), and the server answers 404 for any other page path
 * (apps/server/src/plugins/web-static.ts), so the two lists cannot drift apart.
 * A `:name` segment stands for any one segment, as in React Router.
 */
export const WEB_PATHS = {
  home: '/',
  login: '/login',
  pricing: '/pricing',
  contact: '/contact',
  accountDeletion: '/account-deletion',
  privacy: '/privacy',
  terms: '/terms',
  refund: '/refund',
  pilot: '/pilot',
  join: '/join',
  field: '/field',
  admin: '/admin',
  customer: '/customer',
  companyCustomer: '/company/:companyId/customer',
  dashboard: '/dashboard',
  account: '/account',
  payment: '/payment',
  tasks: '/tasks',
  reports: '/reports',
  location: '/location',
} as const;

export type WebPath = (typeof WEB_PATHS)[keyof typeof WEB_PATHS];

/** The field app is built and routed on its own: every path below /field is one of its pages. */
const SEPARATE_APPS: readonly WebPath[] = [WEB_PATHS.field];

/**
 * Pages that open Google's or Apple's sign-in popup. The popup hands its result back through
 * window.opener, which `Cross-Origin-Opener-Policy: same-origin` takes away, so these pages are
 * served with `same-origin-allow-popups` (apps/server/src/plugins/security-headers.ts) and the
 * web app loads them as documents of their own (apps/web/src/app/sign-in-document.ts).
 */
export const SIGN_IN_POPUP_PATHS: readonly WebPath[] = [
  WEB_PATHS.login,
  WEB_PATHS.admin,
  WEB_PATHS.join,
  WEB_PATHS.field,
];

/**
 * A path's segments as the router compares them: decoded, lower-cased (React Router matches
 * without regard to case), empty ones (trailing or doubled slashes) left out.
 */
function segments(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment).toLowerCase();
      } catch {
        return segment.toLowerCase();
      }
    });
}

function matchesPattern(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const got = segments(pathname);
  return (
    want.length === got.length &&
    want.every((segment, i) => segment.startsWith(':') || segment === got[i])
  );
}

function isWithin(prefix: string, pathname: string): boolean {
  const want = segments(prefix);
  const got = segments(pathname);
  return got.length >= want.length && want.every((segment, i) => segment === got[i]);
}

/** Whether the web app has a page at this path (a pathname, without query or fragment). */
export function isWebPagePath(pathname: string): boolean {
  return (
    Object.values(WEB_PATHS).some((pattern) => matchesPattern(pattern, pathname)) ||
    SEPARATE_APPS.some((prefix) => isWithin(prefix, pathname))
  );
}

/** Whether the page at this path may open a sign-in popup (see SIGN_IN_POPUP_PATHS). */
export function opensSignInPopups(pathname: string): boolean {
  return SIGN_IN_POPUP_PATHS.some((path) =>
    SEPARATE_APPS.includes(path) ? isWithin(path, pathname) : matchesPattern(path, pathname),
  );
}
