import type { Company, User } from '@ronda/shared';
import type { Department } from './lib/organisation';

/** A small Goan field-service company for the account page's tests. */
export const COMPANY_ID = '00000000-0000-4000-8000-0000000000a1';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const PLUMBING = id(101);
export const ELECTRICAL = id(102);
export const GARDENING = id(103);

export const departments: Department[] = [
  { id: PLUMBING, name: 'Plumbing', description: 'Leaks, fittings and water tanks' },
  { id: ELECTRICAL, name: 'Electrical', description: 'Wiring and inverters' },
  { id: GARDENING, name: 'Gardening', description: null },
];

const dept = (departmentId: string) => departments.find((d) => d.id === departmentId) ?? null;
const memberships = (...ids: string[]) =>
  ids.flatMap((d) => {
    const found = dept(d);
    return found ? [{ id: found.id, name: found.name }] : [];
  });

export const person = (n: number, firstName: string, lastName: string, ...ids: string[]): User => ({
  id: id(n),
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@konkan.example`,
  phone: null,
  profilePicture: null,
  role: 'employee',
  isAdmin: false,
  isSupervisor: false,
  status: 'active',
  isActive: true,
  departments: memberships(...ids),
});

export const ravi: User = { ...person(1, 'Ravi', 'Kamat', PLUMBING), role: 'admin', isAdmin: true };
export const meera: User = {
  ...person(2, 'Meera', 'Naik', PLUMBING, ELECTRICAL),
  role: 'supervisor',
  isSupervisor: true,
  phone: '+91 98220 12345',
};
export const ana = person(3, 'Ana', 'Lopes', PLUMBING);
export const joao: User = {
  ...person(4, 'Joao', 'Dias', ELECTRICAL),
  status: 'inactive',
  isActive: false,
};
export const sunil = person(5, 'Sunil', 'Gaonkar', PLUMBING, ELECTRICAL);
export const priya = person(6, 'Priya', 'Shet');

export const people: User[] = [ravi, meera, ana, joao, sunil, priya];

export const company: Company = {
  id: COMPANY_ID,
  name: 'Konkan Field Services',
  address: '14 Rua de Ourem, Panaji, Goa 403001',
  coordinates: { lat: 15.4989, lng: 73.8278 },
  email: 'office@konkan.example',
  phone: '+91 832 222 3344',
  website: 'https://konkan.example',
  logo: 'https://files.konkan.example/logo.png',
  isActive: true,
  timezone: 'Asia/Kolkata',
  stopThresholdMinutes: 5,
  defaultDueDays: { critical: 0, high: 1, medium: 3, low: 5 },
};
