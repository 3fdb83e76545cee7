import { roleOf, type Company, type User } from '@ronda/shared';
import { dueDaysOf } from '../lib/company-due-days.ts';
import type { CompanyRow, UserWithDepartments } from '../repositories/people.repository.ts';

/** "First Last", as every answer and audit line names a person. */
export const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** A person as every API answer shows them (console.md §3); never the raw row. */
export function presentUser(user: UserWithDepartments): User {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    profilePicture: user.profilePictureUrl,
    role: roleOf(user),
    isAdmin: user.isAdmin,
    isSupervisor: user.isSupervisor,
    status: user.status,
    isActive: user.status === 'active',
    departments: user.departments,
  };
}

export function presentCompany(company: CompanyRow): Company {
  return {
    id: company.id,
    name: company.name,
    address: company.address,
    coordinates:
      company.addressLat !== null && company.addressLng !== null
        ? { lat: company.addressLat, lng: company.addressLng }
        : null,
    email: company.email,
    phone: company.phone,
    website: company.website,
    logo: company.logoUrl,
    isActive: company.isActive,
    timezone: company.timezone,
    stopThresholdMinutes: company.stopThresholdMin,
    defaultDueDays: dueDaysOf(company),
  };
}
