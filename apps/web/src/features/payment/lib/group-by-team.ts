import type { SeatHolder } from '@ronda/shared';

export const NO_TEAM_NAME = 'No team';

export interface TeamGroup {
  /** The department's id; null for the people in no department. */
  id: string | null;
  name: string;
  users: SeatHolder[];
}

const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

function byName(a: { name: string }, b: { name: string }): number {
  return collator.compare(a.name, b.name);
}

/**
 * The per-team lists of the Monthly Subscription page (console.md §3, CON-PAY-17): one group per
 * department a person belongs to, so someone in two departments is listed under both. Teams are
 * in name order and people by name within a team; people with no department come last, under
 * "No team". A department listed twice on one person still lists them once.
 */
export function groupByTeam(users: readonly SeatHolder[]): TeamGroup[] {
  const teams = new Map<string, TeamGroup>();
  const noTeam: SeatHolder[] = [];
  for (const user of users) {
    if (user.departments.length === 0) {
      noTeam.push(user);
      continue;
    }
    for (const department of user.departments) {
      const team = teams.get(department.id) ?? {
        id: department.id,
        name: department.name,
        users: [],
      };
      teams.set(department.id, team);
      if (!team.users.some((member) => member.id === user.id)) team.users.push(user);
    }
  }
  const groups = [...teams.values()].sort(byName);
  if (noTeam.length > 0) groups.push({ id: null, name: NO_TEAM_NAME, users: noTeam });
  return groups.map((group) => ({ ...group, users: [...group.users].sort(byName) }));
}
