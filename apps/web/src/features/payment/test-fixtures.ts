import {
  SEAT_PRICE_PER_MONTH,
  subscriptionStatsResponseSchema,
  type SeatHolder,
} from '@ronda/shared';
import type { z } from 'zod';

type StatsResponse = z.input<typeof subscriptionStatsResponseSchema>;

export const FIELD = { id: '0a000000-0000-4000-8000-00000000000a', name: 'Field' };
export const OFFICE = { id: '0b000000-0000-4000-8000-00000000000b', name: 'Office' };

export function seatHolder(n: number, name: string, departments: SeatHolder['departments']) {
  const email = `${name.split(' ')[0]?.toLowerCase() ?? 'someone'}@acme.example`;
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return { id, name, email, departments };
}

export const ANA = seatHolder(1, 'Ana Lopes', [FIELD]);
export const RAVI = seatHolder(2, 'Ravi Kamat', [OFFICE, FIELD]);
export const MEERA = seatHolder(3, 'Meera Naik', []);
export const SUNIL = seatHolder(4, 'Sunil Desai', [OFFICE]);

/** A response as the server sends it, checked against the shared schema so the shapes cannot drift. */
export function statsResponse(over: { freeTrial?: boolean } = {}): StatsResponse {
  const employees = [RAVI, MEERA, ANA];
  const supervisors = [SUNIL];
  const regularTotal =
    employees.length * SEAT_PRICE_PER_MONTH.employee +
    supervisors.length * SEAT_PRICE_PER_MONTH.supervisor;
  const freeTrial = over.freeTrial ?? true;
  return subscriptionStatsResponseSchema.parse({
    is_success: true,
    data: {
      companyName: 'Acme Field Services',
      employees: {
        count: employees.length,
        pricePerMonth: SEAT_PRICE_PER_MONTH.employee,
        users: employees,
      },
      supervisors: {
        count: supervisors.length,
        pricePerMonth: SEAT_PRICE_PER_MONTH.supervisor,
        users: supervisors,
      },
      totalCost: {
        total: freeTrial ? 0 : regularTotal,
        regularTotal,
        currency: 'INR',
        freeTrial,
      },
    },
  });
}

export const adminUser = { id: 'u1', firstName: 'Asha', isAdmin: true, isSupervisor: true };
export const supervisorUser = { id: 'u2', firstName: 'Sunil', isAdmin: false, isSupervisor: true };
export const employeeUser = { id: 'u3', firstName: 'Ana', isAdmin: false, isSupervisor: false };
export const company = { id: 'c1', name: 'Acme Field Services' };
