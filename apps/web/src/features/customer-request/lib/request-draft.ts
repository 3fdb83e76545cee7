export interface Coordinates {
  lat: number;
  lng: number;
}

/** Where the request is: the address line to store and, once known, its point on the map. */
export interface RequestLocation {
  address: string;
  coordinates: Coordinates | null;
  /** Device coordinates stay when the address is edited by hand; picked ones do not. */
  source: 'typed' | 'picked' | 'device';
  /** The name of the place at the coordinates (a suggestion's or the reverse lookup's). */
  label: string | null;
}

export const EMPTY_LOCATION: RequestLocation = {
  address: '',
  coordinates: null,
  source: 'typed',
  label: null,
};

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
