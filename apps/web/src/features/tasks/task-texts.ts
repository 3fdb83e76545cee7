import { MAPS_LINK_MESSAGES, MAX_REQUEST_IMAGES, UPLOAD_MESSAGES } from '@ronda/shared';
import type {
  ImageUploaderMessages,
  ImageUploadMessages,
} from '@/components/image-uploader/image-uploader';
import type {
  LocationPickerMessages,
  MapsLinkMessages,
} from '@/components/location-picker/location-picker';

const LOCATION_FAILED = 'Failed to get your location. Please enter your address manually.';

/** The task location picker's texts: console.md §8 where it words them, ours otherwise. */
export const TASK_LOCATION_MESSAGES: LocationPickerMessages & { mapsLink: MapsLinkMessages } = {
  unsupported: 'Geolocation is not supported by your browser',
  denied: LOCATION_FAILED,
  unavailable: LOCATION_FAILED,
  timeout: LOCATION_FAILED,
  unknown: LOCATION_FAILED,
  processing: LOCATION_FAILED,
  noAddress: "Got your location but couldn't fetch the address. You can enter it manually.",
  addressNotFound: 'Could not find address for this location',
  placeholder: 'Search for an address',
  suggestionsLabel: 'Address suggestions',
  suggestionsAnnouncement: (count) =>
    `${count} address ${count === 1 ? 'suggestion' : 'suggestions'}. Use the up and down arrow keys to choose one.`,
  searching: 'Searching…',
  noMatch: 'No places match this address.',
  searchFailed: 'Error searching for the location',
  useMyLocation: 'Use my location',
  locating: 'Finding your location…',
  mapPin: (place, coordinates) => `Map pin: ${place ?? 'chosen point'} (${coordinates})`,
  mapLoading: 'Loading map…',
  mapFailed: 'The map could not be loaded. The location is saved.',
  mapCaption: (place) => `Map of the task location: ${place}`,
  mapsLink: {
    ...MAPS_LINK_MESSAGES,
    label: 'Or paste a Google Maps link',
    placeholder: 'https://maps.app.goo.gl/…',
    reading: 'Reading the link…',
    noAddress: 'Could not get address for these coordinates, but location is set on map',
  },
};

/** console.md §5 and §8 upload texts. */
export const TASK_UPLOAD_MESSAGES: ImageUploadMessages = {
  ...UPLOAD_MESSAGES,
  tooMany: `You can attach up to ${MAX_REQUEST_IMAGES} images to one task.`,
  unreadable: 'This image could not be read. Please choose another.',
  uploadFailed: 'Failed to upload images',
};

export const TASK_UPLOADER_MESSAGES: ImageUploaderMessages = {
  label: 'Images (optional)',
  hint: `Up to ${MAX_REQUEST_IMAGES} photos, JPEG, PNG, GIF or WebP, 10 MB each at most.`,
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
