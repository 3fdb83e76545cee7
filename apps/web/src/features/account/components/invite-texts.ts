import type { Invite } from '@ronda/shared';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** "Expires 27 Nov 2026, 10:00 am · 3 of 10 used" */
export function formatExpiry(invite: Pick<Invite, 'expiresAt' | 'usedCount' | 'maxUses'>): string {
  const uses =
    invite.maxUses === null
      ? `${invite.usedCount} joined`
      : `${invite.usedCount} of ${invite.maxUses} used`;
  return `Expires ${dateTime.format(new Date(invite.expiresAt))} · ${uses}`;
}

/** The lifetimes an admin picks from, in hours. */
export const INVITE_LIFETIMES = [
  { hours: 24, label: '1 day' },
  { hours: 72, label: '3 days' },
  { hours: 24 * 7, label: '7 days' },
  { hours: 24 * 30, label: '30 days' },
] as const;
