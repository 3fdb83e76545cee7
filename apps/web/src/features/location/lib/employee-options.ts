import type { User } from '@ronda/shared';

export interface EmployeeOption {
  id: string;
  label: string;
}

/** console.md §2: options read first name plus last name, in alphabetical order. */
export function employeeOptions(employees: readonly User[]): EmployeeOption[] {
  return employees
    .map((e) => ({ id: e.id, label: `${e.firstName} ${e.lastName}`.trim() }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-IN'));
}

/**
 * The server lists only the caller for an employee (its role scope): then that one person is
 * chosen already rather than asking them to pick themselves.
 */
export function preselectedEmployee(
  employees: readonly User[] | undefined,
  signedInId: string | null,
): string {
  const [only] = employees ?? [];
  return employees?.length === 1 && only && only.id === signedInId ? only.id : '';
}
