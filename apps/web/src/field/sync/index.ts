/** The field app's offline outbox: queue in IndexedDB first, send in order when online. */
export { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffDelay, type BackoffOptions } from './backoff';
export { classifyResponse, type RequestKind, type Verdict } from './classify-response';
export {
  breakEndAction,
  breakStartAction,
  newClientId,
  punchInAction,
  punchOutAction,
  taskUpdateAction,
  workLogAction,
} from './outbox-actions';
export {
  OUTBOX_DB_NAME,
  dismissFailed,
  enqueueAction,
  enqueuePoints,
  failedCount,
  getMeta,
  listFailed,
  markFailed,
  noteAttempt,
  oldestAction,
  openOutbox,
  pendingCounts,
  removeAction,
  removePoints,
  setMeta,
  takePointBatch,
  type OutboxDb,
  type RejectedPoint,
} from './outbox-store';
export {
  PHOTO_STORE_FULL_MESSAGE,
  PHOTO_STORE_MAX_BYTES,
  PhotoStoreFullError,
  photosOf,
} from './photo-store';
export {
  POINT_BATCH_SIZE,
  REQUEST_TIMEOUT_MS,
  createSender,
  type Sender,
  type SenderOptions,
} from './sender';
export {
  INITIAL_SYNC_STATUS,
  createSyncStatusStore,
  syncStateOf,
  syncStatusText,
  type SyncState,
  type SyncStatus,
  type SyncStatusListener,
  type SyncStatusStore,
  type SyncStatusText,
} from './sync-status';
export type {
  ActionKind,
  ActionMethod,
  FailedItem,
  FetchJson,
  HttpOutcome,
  MetaKey,
  NewAction,
  NewPhoto,
  OutboxRequest,
  PhotoUploadOutcome,
  QueuedAction,
  QueuedPoint,
  StoredPhoto,
} from './types';
