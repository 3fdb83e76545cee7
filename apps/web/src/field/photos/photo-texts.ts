import type { ImageUploaderMessages } from '@/components/image-uploader/image-upload-messages';
import { TASK_UPLOAD_MESSAGES, TASK_UPLOADER_MESSAGES } from '@/features/tasks/task-texts';

/** The console's upload messages (console.md §5, §8): photos follow the same rules here. */
export const PHOTO_UPLOAD_MESSAGES = TASK_UPLOAD_MESSAGES;

export const PHOTO_PICKER_MESSAGES: ImageUploaderMessages & { add: string } = {
  ...TASK_UPLOADER_MESSAGES,
  label: 'Photos (optional)',
  add: 'Add photos',
  attachedImages: 'Photos to upload',
};

/** Said under the picker when the phone is offline (issue 27). */
export const PHOTOS_KEPT_OFFLINE =
  'You are offline: photos are kept on this phone and sent with it when you are back online.';
