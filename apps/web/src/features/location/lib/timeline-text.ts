import { formatClock } from './format-time';
import { formatCoordinates } from './format-units';
import type { TimelineItem } from './timeline';

export const UNKNOWN_LOCATION = 'Unknown location';
export const UNKNOWN_PLACE = 'Unknown place';

/** console.md §2: each timeline entry's title, exactly as the spec words it. */
export function itemTitle(item: TimelineItem, timeZone: string): string {
  switch (item.kind) {
    case 'punch-in':
      return 'Punched In';
    case 'punch-out':
      return 'Punched Out';
    case 'break-start':
      return `Break Started: ${item.entry.reason}`;
    case 'break-end':
      return `Break Ended: ${item.entry.reason}`;
    case 'work-log':
      return `Work Log: ${item.log.Department?.name ?? 'General'}`;
    case 'place':
      return `Visited: ${item.place.placeName ?? UNKNOWN_PLACE}`;
    case 'trip-start':
      return 'Trip Started';
    case 'trip-end':
      return 'Trip Ended';
    case 'gap':
      return `No signal from ${formatClock(item.gap.from, timeZone)} to ${formatClock(item.gap.to, timeZone)}`;
  }
}

const orCoordinates = (address: string | null | undefined, item: TimelineItem) =>
  address?.trim() || (item.point ? formatCoordinates(item.point) : UNKNOWN_LOCATION);

/**
 * Where an entry happened in words: the stored address, else its coordinates. Breaks have only
 * coordinates (console.md §3), and trips fall back to "Unknown location" as the spec says.
 */
export function itemWhere(item: TimelineItem): string {
  switch (item.kind) {
    case 'punch-in':
      return orCoordinates(item.record.checkInLocation.address, item);
    case 'punch-out':
      return orCoordinates(item.record.checkOutLocation?.address, item);
    case 'work-log':
      return orCoordinates(item.log.location?.address, item);
    case 'place':
      return orCoordinates(item.place.placeAddress, item);
    case 'trip-start':
      return item.trip.origin.placeAddress?.trim() || UNKNOWN_LOCATION;
    case 'trip-end':
      return item.trip.destination.placeAddress?.trim() || UNKNOWN_LOCATION;
    case 'break-start':
    case 'break-end':
    case 'gap':
      return item.point ? formatCoordinates(item.point) : UNKNOWN_LOCATION;
  }
}
