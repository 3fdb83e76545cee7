import type { TrackingKey } from '@ronda/shared';
import { formatRelativeTime } from '@/lib/relative-time';

/** One key's lines in the list: when it last sent, and whether the phone sends bad fixes. */
export function keyLines(key: TrackingKey, now: Date, timeZone: string) {
  const ago = (iso: string) => formatRelativeTime(new Date(iso), now, timeZone).toLowerCase();
  const sent = key.lastUsedAt ? `Last position ${ago(key.lastUsedAt)}` : 'No position received yet';
  const refused =
    key.refusedCount > 0
      ? `${key.refusedCount} ${key.refusedCount === 1 ? 'position' : 'positions'} refused` +
        (key.lastRefusedAt ? `, the last ${ago(key.lastRefusedAt)}` : '') +
        (key.lastRefusedReason ? `: ${key.lastRefusedReason}` : '')
      : null;
  return { made: `Made ${ago(key.createdAt)}`, sent, refused };
}
