import { SUBSCRIPTION_IN_FREE_TRIAL, type SubscriptionStats } from '@ronda/shared';
import { personName } from '../../presenters/people.presenter.ts';
import type { UserWithDepartments } from '../../repositories/people.repository.ts';
import type { Seats } from './subscription.service.ts';

const holder = (person: UserWithDepartments) => ({
  id: person.id,
  name: personName(person),
  email: person.email,
  departments: person.departments,
});

export function presentSeats(seats: Seats): SubscriptionStats {
  return {
    companyName: seats.companyName,
    employees: {
      count: seats.employees.length,
      pricePerMonth: seats.prices.employee,
      users: seats.employees.map(holder),
    },
    supervisors: {
      count: seats.supervisors.length,
      pricePerMonth: seats.prices.supervisor,
      users: seats.supervisors.map(holder),
    },
    totalCost: {
      total: seats.total.total,
      regularTotal: seats.total.regular,
      currency: 'INR',
      freeTrial: SUBSCRIPTION_IN_FREE_TRIAL,
    },
  };
}
