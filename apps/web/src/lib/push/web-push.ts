import {
  PUSH_KEY_PATH,
  PUSH_SUBSCRIPTIONS_PATH,
  pushKeyResponseSchema,
  successResponseSchema,
} from '@ronda/shared';
import { apiClient } from '@/lib/api-client';

/*
 * Web Push in the browser (issue 30): this browser's subscription for one of the site's service
 * workers, kept in step with the server. The field app uses it for new tasks and the console's
 * alerts panel for alerts; it belongs in @/lib, and lives here only until someone who may edit
 * @/lib moves it.
 */

/** The worker a subscription belongs to: the scope its registration is found by, and its script. */
export interface PushWorker {
  scope: string;
  script: string;
}

/** The field app's worker (vite.field.config.ts), registered by the app on load in a build. */
export const FIELD_PUSH_WORKER: PushWorker = { scope: '/field', script: '/field/sw.js' };

/** on: subscribed here; off: not yet, or turned off; blocked: the person said no to the prompt. */
export type PushState = 'on' | 'off' | 'blocked' | 'unsupported';

/** Safari in a tab on an iPhone has none of these: push there needs the app on the Home Screen. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * Whose this browser's subscription is: the server ties it to whoever sent it, so it must not
 * outlive that person's session here (a session that ended by expiry rather than Sign out).
 */
const ownerKey = (worker: PushWorker) => `ronda-push-owner:${worker.scope}`;

function readOwner(worker: PushWorker): string | null {
  try {
    return window.localStorage.getItem(ownerKey(worker));
  } catch {
    return null;
  }
}

function writeOwner(worker: PushWorker, userId: string | null): void {
  try {
    if (userId) window.localStorage.setItem(ownerKey(worker), userId);
    else window.localStorage.removeItem(ownerKey(worker));
  } catch {
    // Storage blocked: the next person's refresh cannot tell owners apart and turns it off.
  }
}

async function subscriptionOf(worker: PushWorker): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(worker.scope);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function readPushState(worker: PushWorker): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await subscriptionOf(worker)) ? 'on' : 'off';
}

/** The VAPID key as the bytes `applicationServerKey` takes everywhere (some browsers take no string). */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(current: ArrayBuffer | null, key: Uint8Array): boolean {
  if (!current || current.byteLength !== key.length) return false;
  const bytes = new Uint8Array(current);
  return bytes.every((byte, i) => byte === key[i]);
}

/** How long a worker that is still installing may take before the tap says it failed. */
const ACTIVATION_WAIT_MS = 20_000;

/** Resolves once the worker can hold a subscription (subscribe refuses an inactive one). */
function activated(registration: ServiceWorkerRegistration): Promise<ServiceWorkerRegistration> {
  if (registration.active) return Promise.resolve(registration);
  const worker = registration.installing ?? registration.waiting;
  return new Promise((resolve, reject) => {
    if (!worker) return reject(new Error('The service worker is not there.'));
    setTimeout(() => reject(new Error('The service worker did not start.')), ACTIVATION_WAIT_MS);
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve(registration);
      if (worker.state === 'redundant') reject(new Error('The service worker did not install.'));
    });
  });
}

async function registrationOf(worker: PushWorker): Promise<ServiceWorkerRegistration> {
  const found = await navigator.serviceWorker.getRegistration(worker.scope);
  const registration =
    found ?? (await navigator.serviceWorker.register(worker.script, { scope: worker.scope }));
  return activated(registration);
}

async function subscribe(registration: ServiceWorkerRegistration, key: Uint8Array<ArrayBuffer>) {
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
  // Made for another key (the server's was replaced): the browser refuses a second one beside it.
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

function save(subscription: PushSubscription) {
  return apiClient.request(PUSH_SUBSCRIPTIONS_PATH, {
    method: 'POST',
    body: subscription.toJSON(),
    schema: successResponseSchema,
  });
}

/**
 * Asks for permission, subscribes with the server's key and gives the server the subscription.
 * Call it from the tap itself: browsers show the prompt only in answer to one, and it is asked
 * before anything is awaited. A dismissed prompt leaves it off.
 */
export async function turnOnPush(worker: PushWorker, userId: string): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const [registration, { publicKey }] = await Promise.all([
    registrationOf(worker),
    apiClient.request(PUSH_KEY_PATH, { schema: pushKeyResponseSchema }),
  ]);
  await save(await subscribe(registration, base64UrlToBytes(publicKey)));
  writeOwner(worker, userId);
  return 'on';
}

/**
 * Unsubscribes this browser and tells the server to forget it. The server's copy going is the
 * lesser half: it drops an endpoint by itself when the push service calls it gone, so a failed
 * DELETE (offline, say) does not keep the switch on.
 */
export async function turnOffPush(worker: PushWorker): Promise<void> {
  const subscription = pushSupported() ? await subscriptionOf(worker) : null;
  writeOwner(worker, null);
  if (!subscription) return;
  const [, unsubscribed] = await Promise.allSettled([
    apiClient.request(PUSH_SUBSCRIPTIONS_PATH, {
      method: 'DELETE',
      body: { endpoint: subscription.endpoint },
      schema: successResponseSchema,
    }),
    subscription.unsubscribe(),
  ]);
  if (unsubscribed.status === 'rejected') throw unsubscribed.reason;
}

/**
 * When the app opens signed in: the server gets this browser's subscription again (the browser
 * may have replaced it, and pushsubscriptionchange comes to a worker, which has no token to send
 * it with; saving is idempotent by endpoint). One left by someone else, whose session here ended
 * without Sign out, is ended instead: this person did not ask for it, nor for that one's news.
 */
export async function refreshPush(worker: PushWorker, userId: string): Promise<void> {
  if ((await readPushState(worker)) !== 'on') return;
  if (readOwner(worker) !== userId) return turnOffPush(worker);
  const subscription = await subscriptionOf(worker);
  if (subscription) await save(subscription);
}
