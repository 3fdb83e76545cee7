import { MAX_REQUEST_IMAGES, UPLOAD_MESSAGES } from '@ronda/shared';
import type {
  ImageUploadMessages,
  ImageUploaderMessages,
} from '@/components/image-uploader/image-uploader';
import type { LocationPickerMessages } from '@/components/location-picker/location-picker';
import { MAP_PLACING_MESSAGES } from '@/components/location-picker/map-placing-messages';

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

/** Everything the location picker says on this form: the messages above and its own texts. */
export const LOCATION_PICKER_MESSAGES: LocationPickerMessages = {
  ...LOCATION_MESSAGES,
  placeholder: 'Start typing an address, e.g. Panaji',
  suggestionsLabel: 'Address suggestions',
  suggestionsAnnouncement: (count) =>
    `${count} address ${count === 1 ? 'suggestion' : 'suggestions'}. Use the up and down arrow keys to choose one.`,
  searching: 'Searching for the address…',
  noMatch:
    'No places match this address. Try fewer words, use your location, or place the pin on the map.',
  searchFailed:
    'Address search is not available right now. Please try again, use your location, or place the pin on the map.',
  useMyLocation: 'Use my location',
  locating: 'Finding your location…',
  mapPin: (place, coordinates) => `Map pin: ${place ?? 'your location'} (${coordinates})`,
  mapLoading: 'Loading map…',
  mapFailed: 'The map could not be loaded. Your location is saved.',
  mapCaption: (place) => `Map of the request location: ${place}`,
  ...MAP_PLACING_MESSAGES,
  pinLabel: 'Pin of the request location. Drag it, or use the arrow keys, to move it.',
  pinNeedsAddress: 'The pin is on the map. Please type the address too, so the team can find it.',
};

export const WELCOME_BACK = 'Welcome back!';

/** §4: the existing-customer lookup waits this long after the last keystroke. */
export const CUSTOMER_LOOKUP_DEBOUNCE_MS = 500;

/** Ours: beyond the spec's two file messages (console.md §5). */
export const IMAGE_MESSAGES = {
  tooMany: `You can attach up to ${MAX_REQUEST_IMAGES} images to one request.`,
  unreadable: 'This image could not be read. Please choose another one.',
} as const;

/** What the image uploads say: the spec's file checks, ours above, and §8's upload failure. */
export const IMAGE_UPLOAD_MESSAGES: ImageUploadMessages = {
  ...UPLOAD_MESSAGES,
  ...IMAGE_MESSAGES,
  uploadFailed: SUBMIT_MESSAGES.uploadFailed,
};

export const IMAGE_UPLOADER_MESSAGES: ImageUploaderMessages = {
  label: 'Images (optional)',
  hint: `Up to ${MAX_REQUEST_IMAGES} photos, JPEG, PNG, GIF or WebP, 10 MB each at most. Large photos are made smaller before they are sent.`,
  attachedImages: 'Attached images',
  status: {
    preparing: 'Preparing…',
    ready: 'Ready to upload',
    uploading: 'Uploading…',
    uploaded: 'Uploaded',
    failed: 'Upload failed',
  },
  progressLabel: (fileName) => `Upload of ${fileName}`,
  removeLabel: (fileName) => `Remove ${fileName}`,
};
