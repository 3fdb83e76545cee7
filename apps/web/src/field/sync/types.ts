import type { DevicePointInput } from '@ronda/shared';

/** What a queued action does; the classifier needs it to read a 409 correctly. */
export type ActionKind =
  'punch-in' | 'punch-out' | 'break-start' | 'break-end' | 'work-log' | 'task-status';

export type ActionMethod = 'POST' | 'PUT';

/** An action as the screen hands it over: the client id is made when the person acts. */
export interface NewAction {
  kind: ActionKind;
  method: ActionMethod;
  path: string;
  /** Sent as JSON exactly as stored, so a retry repeats the very same request. */
  body: unknown;
  clientId: string;
  /**
   * The body's list the photos queued with this action are added to, once uploaded, right before
   * it is sent (issue 27: photos taken offline go with their action).
   */
  photoField?: 'employeeImages';
}

/**
 * A photo as the screen hands it over, made smaller already. Its bytes, not a Blob: every
 * browser's IndexedDB keeps an ArrayBuffer (Safari long failed on Blobs).
 */
export interface NewPhoto {
  name: string;
  type: string;
  data: ArrayBuffer;
}

/** One row of the `photos` store: a photo waiting to go with its action. */
export interface StoredPhoto extends NewPhoto {
  id: string;
  /** The client id of the action it belongs to. */
  actionClientId: string;
  size: number;
  /** Its address once uploaded, so a retried send does not upload it again. */
  url: string | null;
  createdAt: string;
}

/** How uploading one photo ended. */
export type PhotoUploadOutcome =
  | { kind: 'uploaded'; url: string }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'retry'; reason: string }
  | { kind: 'unauthorized'; message: string };

/** One row of the `actions` store; `seq` is IndexedDB's auto-increment key, i.e. the send order. */
export interface QueuedAction extends NewAction {
  seq: number;
  /** ISO time it was queued. */
  createdAt: string;
  /** Sends that ended in a retry (network error, 5xx, ...). */
  attempts: number;
  lastError?: string;
}

/** A GPS fix waiting to be sent, keyed by its own id. */
export type QueuedPoint = DevicePointInput & { queuedAt: string };

/** Something the server refused for good, kept so the person can see it rather than lose it. */
export interface FailedItem {
  /** Auto-increment key of the `failed` store. */
  id: number;
  kind: ActionKind | 'point' | 'photo';
  clientId: string;
  method: ActionMethod;
  path: string;
  body: unknown;
  createdAt: string;
  failedAt: string;
  /** The HTTP status of the refusal. */
  status: number;
  /** The server's own message, shown to the person. */
  message: string;
}

export type MetaKey = 'lastSyncAt' | 'lastAttemptAt';

/** One HTTP request the sender makes. */
export interface OutboxRequest {
  method: ActionMethod;
  path: string;
  body: unknown;
}

/** What came back: an answer with its parsed JSON body (undefined when not JSON), or none. */
export type HttpOutcome =
  { kind: 'answer'; status: number; body: unknown } | { kind: 'network-error'; message: string };

/**
 * Injected by the app (it adds the bearer token and the base URL). Resolves with any HTTP answer,
 * 4xx and 5xx included, and rejects only when no answer arrived (offline, DNS, aborted).
 */
export type FetchJson = (
  request: OutboxRequest,
  signal: AbortSignal,
) => Promise<{ status: number; body: unknown }>;
