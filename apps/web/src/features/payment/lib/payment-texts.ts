/** The page's texts (console.md §2 Monthly Subscription, §8), shared by the page and its tests. */
export const PAYMENT_TEXTS = {
  signedOut: 'Please log in to access payment information',
  loading: 'Loading payment information...',
  loadError: 'Failed to load user statistics',
  forbidden: 'Only admins and supervisors can see the subscription.',
  supervisorNote: 'Showing the teams you supervise.',
} as const;
