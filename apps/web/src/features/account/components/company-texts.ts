import { CONSOLE_LOCATION_MESSAGES } from '@/components/location-picker/console-location-messages';
import type { LocationPickerMessages } from '@/components/location-picker/location-picker';

/** The company address picker's texts: the console's, with the company's own words. */
export const COMPANY_LOCATION_MESSAGES: LocationPickerMessages = {
  ...CONSOLE_LOCATION_MESSAGES,
  placeholder: 'Search for the office address',
  mapCaption: (place) => `Map of the company address: ${place}`,
};

/** Every zone the browser knows, for the time zone list (Asia/Kolkata first: most customers). */
export function timeZones(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['Asia/Kolkata', current, ...known])];
}
