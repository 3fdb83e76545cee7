import { MAX_REQUEST_IMAGES } from '@ronda/shared';

/**
 * Texts and numbers of the public "Raise a Request" form (public-site-and-sign-in.md §2.9, §4,
 * §5, §8, §9). The validation messages live in @ronda/shared (CUSTOMER_REQUEST_MESSAGES).
 */

/** §8: company loading failures. */
export const COMPANY_MESSAGES = {
  companiesFailed: 'Failed to load companies. Please try again later.',
  notFound: 'Company not found',
  companyFailed: 'Failed to load company information',
  detailsFailed: 'Failed to load company details',
} as const;

/** §8: submit failures; the server's or the error's own message comes first. */
export const SUBMIT_MESSAGES = {
  uploadFailed: 'Failed to upload images. Please try again.',
  unknown: 'An error occurred. Please try again later.',
  customerFallback: 'Failed to process customer data',
  submitFallback: 'Failed to submit request',
} as const;

/**
 * §8 location messages. The first five are ours to word (PUB-OURS-06..10); the last two are the
 * spec's own text.
 */
export const LOCATION_MESSAGES = {
  unsupported:
    'Your browser cannot share your location. Please enter your address instead. On an iPhone or iPad with Safari, turn on Location Services in Settings > Privacy > Location Services, then try again.',
  denied:
    'Location access was denied. Allow location access for this site in your browser settings, or enter your address manually.',
  unavailable:
    'Your location is not available right now. Check that location services are on, or enter your address manually.',
  timeout: 'Finding your location took too long. Please try again or enter your address manually.',
  unknown:
    'Something went wrong while finding your location. Please try again or enter your address manually.',
  processing: 'Error processing your location. Please try again or enter your address manually.',
  noAddress: "Got your location but couldn't fetch the address. You can enter it manually.",
} as const;

export const WELCOME_BACK = 'Welcome back!';

/** §4: the existing-customer lookup waits this long after the last keystroke. */
export const CUSTOMER_LOOKUP_DEBOUNCE_MS = 500;
/** §9: the first suggestion is taken this long after it arrives for a typed, unpicked address. */
export const AUTO_PICK_DELAY_MS = 300;

/** §4, §9: device location. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 15_000,
  maximumAge: 300_000,
};

/** §2.9, §9: the map of the chosen location. */
export const REQUEST_MAP_ZOOM = 15;
export const REQUEST_MAP_HEIGHT_PX = 300;

/** §5, §9: images over 1 MB are downscaled to a longest side of 1024 px at quality 0.7. */
export const IMAGE_RESIZE_THRESHOLD_BYTES = 1024 * 1024;
export const IMAGE_MAX_SIDE_PX = 1024;
export const IMAGE_QUALITY = 0.7;

/** Ours: beyond the spec's two file messages (console.md §5). */
export const IMAGE_MESSAGES = {
  tooMany: `You can attach up to ${MAX_REQUEST_IMAGES} images to one request.`,
  unreadable: 'This image could not be read. Please choose another one.',
} as const;
