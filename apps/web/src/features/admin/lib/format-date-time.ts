// The inbox spans every company, so times are shown in the browser's own zone (en-IN style).
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** "3 Jun 2026, 10:15 am" for an ISO instant. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
