import { WEB_PATHS } from '@ronda/shared';

/**
 * Every path of the route table (public-site-and-sign-in.md §2.1), so links and routes agree. The
 * list lives in @ronda/shared, where the server reads it to answer 404 for any other page path.
 */
export const paths = WEB_PATHS;

export function companyCustomerPath(companyId: string): string {
  return `/company/${encodeURIComponent(companyId)}/customer`;
}
