import type { Visit } from '@ronda/shared';
import { paths } from '@/config/paths';

/** Where a visit was: "Panaji office (work site)", "Maria Fernandes (customer)", or its spot. */
export function placeText(visit: Pick<Visit, 'place' | 'lat' | 'lng'>): string {
  const { place } = visit;
  if (!place) return `Unknown place (${visit.lat.toFixed(5)}, ${visit.lng.toFixed(5)})`;
  return `${place.name} (${place.kind === 'work-site' ? 'work site' : 'customer'})`;
}

/** The person's day on the Location page, which reads `employeeId` and `date` (issue 27). */
export function dayOnMapPath(userId: string, date: string): string {
  return `${paths.location}?${new URLSearchParams({ employeeId: userId, date }).toString()}`;
}

/** A person's visits grouped by their day, days in order and each day's visits by arrival. */
export function visitsByDay(visits: readonly Visit[]): { date: string; visits: Visit[] }[] {
  const days = new Map<string, Visit[]>();
  for (const visit of visits) {
    const day = days.get(visit.date);
    if (day) day.push(visit);
    else days.set(visit.date, [visit]);
  }
  return [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({
      date,
      visits: list.sort((a, b) => Date.parse(a.arrivedAt) - Date.parse(b.arrivedAt)),
    }));
}
