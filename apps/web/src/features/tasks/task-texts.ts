import { MAPS_LINK_MESSAGES, MAX_REQUEST_IMAGES, UPLOAD_MESSAGES } from '@ronda/shared';
import type {
  ImageUploaderMessages,
  ImageUploadMessages,
} from '@/components/image-uploader/image-uploader';
import { CONSOLE_LOCATION_MESSAGES } from '@/components/location-picker/console-location-messages';
import type {
  LocationPickerMessages,
  MapsLinkMessages,
} from '@/components/location-picker/location-picker';

/** The task location picker's texts: the console's, with the task's own words. */
export const TASK_LOCATION_MESSAGES: LocationPickerMessages & { mapsLink: MapsLinkMessages } = {
  ...CONSOLE_LOCATION_MESSAGES,
  placeholder: 'Search for an address',
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
