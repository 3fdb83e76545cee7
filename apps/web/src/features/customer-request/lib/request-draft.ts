import type { LocationValue } from '@/components/location-picker/location-picker';

/** Where the request is: the location picker's value, stored as it is. */
export type RequestLocation = LocationValue;

/** The fields a person types (the location and images are kept beside them). */
export interface RequestValues {
  email: string;
  name: string;
  phone: string;
  /** The company picked in the dropdown (only on /customer). */
  companyId: string;
  description: string;
  /** The datetime-local value, in the browser's time zone. */
  dueDate: string;
}

export const EMPTY_VALUES: RequestValues = {
  email: '',
  name: '',
  phone: '',
  companyId: '',
  description: '',
  dueDate: '',
};

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
