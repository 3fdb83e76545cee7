import { SEAT_PRICE_PER_MONTH, subscriptionTotal, type SeatKind } from '@ronda/shared';
import { peopleScope } from '../../auth/access-policy.ts';
import { requireOrganisationReader } from '../../auth/require.ts';
import type { SessionContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { listPeople, type UserWithDepartments } from '../../repositories/people.repository.ts';

export interface Seats {
  companyName: string;
  employees: UserWithDepartments[];
  supervisors: UserWithDepartments[];
  prices: typeof SEAT_PRICE_PER_MONTH;
  total: ReturnType<typeof subscriptionTotal>;
}

/** console.md §9: an admin holds a supervisor's seat; everyone else who is not one, an employee's. */
export const seatOf = (person: { isAdmin: boolean; isSupervisor: boolean }): SeatKind =>
  person.isAdmin || person.isSupervisor ? 'supervisor' : 'employee';

/**
 * The seats the company pays for: active people only, each once, in the caller's scope (a
 * supervisor sees the teams they belong to). The total uses the shared price list.
 */
export async function seatsOf(db: Database, session: SessionContext): Promise<Seats> {
  const { actor, company } = requireOrganisationReader(session);
  const people = await listPeople(db, actor.companyId, peopleScope(actor), { onlyActive: true });
  const employees = people.filter((p) => seatOf(p) === 'employee');
  const supervisors = people.filter((p) => seatOf(p) === 'supervisor');
  return {
    companyName: company.name,
    employees,
    supervisors,
    prices: SEAT_PRICE_PER_MONTH,
    total: subscriptionTotal(employees.length, supervisors.length),
  };
}
