import { TASK_UPLOAD_MESSAGES, TASK_UPLOADER_MESSAGES } from '@/features/tasks/task-texts';
import type { ImageUploaderMessages } from '@/components/image-uploader/image-upload-messages';

/** 'My tasks' texts; the action and upload messages are the console's (features/tasks). */
export const MY_TASKS_TEXTS = {
  title: 'My tasks',
  loading: 'Loading Tasks',
  loadFailed: 'Failed to load tasks',
  firstLoadOffline: 'Your tasks need a connection the first time. Try again when you are online.',
  retry: 'Try again',
  empty: 'No tasks assigned to you',
  offlineList: (time: string) => `Offline — showing the list from ${time}`,
  waiting: 'Waiting to send',
  overdue: 'Overdue',
  due: (date: string) => `Due ${date}`,
  dueLabel: 'Due',
  noDueDate: 'No due date',
  back: 'Back to my tasks',
  navigate: 'Navigate',
  call: (phone: string) => `Call ${phone}`,
  start: 'Start task',
  resolve: 'Resolve Task',
  cancel: 'Cancel',
  notes: 'Notes (optional)',
  sending: 'Saving…',
  uploading: 'Uploading photos…',
  updateFailed: 'Failed to update task',
  photosOffline:
    'Photos need a connection. Resolve without them, or try again when you are online.',
  started: 'Task started. It is saved on this phone and sent when you are online.',
  resolved: 'Task resolved. It is saved on this phone and sent when you are online.',
  partOf: (parent: string) => `Part of: ${parent}`,
  supervisorNotes: 'Supervisor notes',
  employeeNotes: 'Your notes',
  customer: 'Customer',
  address: 'Address',
  photos: 'Photos',
  photo: (n: number) => `Photo ${n}`,
} as const;

export const PHOTO_UPLOAD_MESSAGES = TASK_UPLOAD_MESSAGES;

export const PHOTO_PICKER_MESSAGES: ImageUploaderMessages & { add: string } = {
  ...TASK_UPLOADER_MESSAGES,
  label: 'Photos (optional)',
  add: 'Add photos',
  attachedImages: 'Photos to upload',
};
