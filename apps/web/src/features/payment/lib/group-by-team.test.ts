import { describe, expect, it } from 'vitest';
import { ANA, FIELD, MEERA, OFFICE, RAVI, seatHolder, SUNIL } from '../test-fixtures';
import { groupByTeam } from './group-by-team';

const summary = (users: Parameters<typeof groupByTeam>[0]) =>
  groupByTeam(users).map((team) => [team.id, team.name, team.users.map((u) => u.name)]);

describe('groupByTeam (console.md §3 Subscription stats)', () => {
  it('CON-PAY-17 lists people under each of their departments, teams and names in order', () => {
    expect(summary([SUNIL, RAVI, ANA])).toEqual([
      [FIELD.id, 'Field', ['Ana Lopes', 'Ravi Kamat']],
      [OFFICE.id, 'Office', ['Ravi Kamat', 'Sunil Desai']],
    ]);
  });

  it('CON-PAY-17 puts people with no department under "No team", last', () => {
    const zed = seatHolder(9, 'Zed Alvares', [{ id: FIELD.id, name: 'Field' }]);
    expect(summary([MEERA, zed, ANA])).toEqual([
      [FIELD.id, 'Field', ['Ana Lopes', 'Zed Alvares']],
      [null, 'No team', ['Meera Naik']],
    ]);
  });

  it('CON-PAY-17 groups by department id and lists a person once per team', () => {
    const twice = seatHolder(5, 'Kiran Shet', [FIELD, FIELD]);
    const sameName = { id: '0c000000-0000-4000-8000-00000000000c', name: 'Field' };
    const other = seatHolder(6, 'Lina Dias', [sameName]);
    const teams = groupByTeam([twice, other]);
    expect(teams.map((team) => [team.id, team.users.map((u) => u.name)])).toEqual([
      [FIELD.id, ['Kiran Shet']],
      [sameName.id, ['Lina Dias']],
    ]);
  });

  it('CON-PAY-17 gives no groups for no people and keeps the input untouched', () => {
    expect(groupByTeam([])).toEqual([]);
    const input = [RAVI, ANA];
    groupByTeam(input);
    expect(input.map((u) => u.name)).toEqual(['Ravi Kamat', 'Ana Lopes']);
  });
});
