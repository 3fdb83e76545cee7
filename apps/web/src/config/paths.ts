/** Every path of the route table (public-site-and-sign-in.md §2.1), so links and routes agree. */
export const paths = {
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
  location: '/location',
} as const;

export function companyCustomerPath(companyId: string): string {
  return `/company/${encodeURIComponent(companyId)}/customer`;
}
