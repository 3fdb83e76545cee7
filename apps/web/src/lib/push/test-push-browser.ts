import { vi } from 'vitest';

const base64url = (bytes: number[]) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A VAPID public key as the server sends it: base64url of a 65-byte uncompressed P-256 point. */
export const KEY_BYTES = [4, ...Array.from({ length: 64 }, (_, i) => (i * 37 + 250) % 256)];
export const PUBLIC_KEY = base64url(KEY_BYTES);
/** The key the server had before it was replaced. */
export const OLD_KEY = base64url([4, ...Array.from({ length: 64 }, () => 9)]);
export const ENDPOINT = 'https://push.example/send/phone-1';

export interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON: () => { endpoint: string; expirationTime: null; keys: Record<string, string> };
  unsubscribe: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
}

export interface PushBrowserOptions {
  /** Notification.permission now. */
  permission?: NotificationPermission;
  /** What the prompt answers when asked. */
  answer?: NotificationPermission;
  /** A worker is registered for the scope already (the field app registers its own on load). */
  registered?: boolean;
  /** Subscribed already, with this key (base64url). */
  subscribedWith?: string;
}

function bytesOf(key: string): ArrayBuffer {
  const binary = atob(key.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0)).buffer;
}

/**
 * jsdom has no service workers, push or notifications: these stand in for the browser's, with
 * spies on what the app asks of them. Undo with removePushBrowser().
 */
export function installPushBrowser(options: PushBrowserOptions = {}) {
  const browser = {
    permission: options.permission ?? 'default',
    subscription: null as FakeSubscription | null,
    registered: options.registered ?? true,
  };
  const makeSubscription = (key: ArrayBuffer | null, endpoint = ENDPOINT): FakeSubscription => ({
    endpoint,
    options: { applicationServerKey: key },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BPk3y', auth: 'au7h' } }),
    unsubscribe: vi.fn(async () => {
      browser.subscription = null;
      return true;
    }),
  });
  if (options.subscribedWith)
    browser.subscription = makeSubscription(bytesOf(options.subscribedWith));

  const subscribe = vi.fn(async (init: PushSubscriptionOptionsInit) => {
    const key: unknown = init.applicationServerKey;
    const buffer = key instanceof Uint8Array ? new Uint8Array(key).buffer : null;
    browser.subscription = makeSubscription(buffer, `${ENDPOINT}-new`);
    return browser.subscription;
  });
  const registration = {
    active: { state: 'activated' },
    pushManager: { getSubscription: async () => browser.subscription, subscribe },
  };
  const getRegistration = vi.fn(async (_scope?: string) =>
    browser.registered ? registration : undefined,
  );
  const register = vi.fn(async (_script: string, _options?: RegistrationOptions) => {
    browser.registered = true;
    return registration;
  });
  const requestPermission = vi.fn(async () => {
    browser.permission = options.answer ?? 'granted';
    return browser.permission;
  });

  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration, register },
  });
  // Only its presence is looked at.
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', {
    get permission() {
      return browser.permission;
    },
    requestPermission,
  });
  return { browser, subscribe, getRegistration, register, requestPermission };
}

export function removePushBrowser() {
  Reflect.deleteProperty(navigator, 'serviceWorker');
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface PushCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

/**
 * The server's push calls, answered and recorded; anything else goes to the fetch stubbed
 * before (the tasks' or alerts' stand-in), so the two can be used together.
 */
export function stubPushServer(answer: { keyStatus?: number; hang?: boolean } = {}) {
  const before = globalThis.fetch;
  const calls: PushCall[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (!url.pathname.startsWith('/api/push/')) {
      if (!vi.isMockFunction(before)) throw new Error(`unexpected call to ${url.pathname}`);
      return before(input, init);
    }
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const authorization = new Headers(init?.headers).get('Authorization');
    calls.push({ method, path: url.pathname, body, authorization });
    if (answer.hang) return new Promise<Response>(() => undefined);
    if (url.pathname === '/api/push/key') {
      const status = answer.keyStatus ?? 200;
      return status === 200
        ? json({ is_success: true, publicKey: PUBLIC_KEY })
        : json({ is_success: false, message: 'Push is not set up' }, status);
    }
    return json({ is_success: true });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, writes: () => calls.filter((c) => c.method !== 'GET') };
}
