import { useSyncExternalStore } from 'react';

/** localStorage keys named by the spec (public-site-and-sign-in.md §3 "Login state"). */
export const AUTH_STORAGE_KEYS = { token: 'authToken', user: 'user', company: 'company' } as const;

const WATCHED_KEYS: readonly string[] = Object.values(AUTH_STORAGE_KEYS);

/** The user and company exactly as the login call returned them; features narrow them with schemas. */
export type StoredRecord = Readonly<Record<string, unknown>>;

export interface SignInPayload {
  token: string;
  user: StoredRecord;
  company: StoredRecord;
}

export interface AuthState {
  isAuthenticated: boolean;
  token: string | null;
  user: StoredRecord | null;
  company: StoredRecord | null;
}

const SIGNED_OUT: AuthState = Object.freeze({
  isAuthenticated: false,
  token: null,
  user: null,
  company: null,
});

// Storage can be missing (prerendering) or throw (blocked by privacy settings): treat both as empty.
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function parseRecord(raw: string | null): StoredRecord | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as StoredRecord)
      : null;
  } catch {
    return null;
  }
}

// useSyncExternalStore needs the same object back while storage is unchanged.
let cache: { raw: string; state: AuthState } | null = null;

/** The current session, read from localStorage. Authenticated means a stored authToken exists. */
export function getAuth(): AuthState {
  const token = read(AUTH_STORAGE_KEYS.token);
  if (!token) return SIGNED_OUT;
  const user = read(AUTH_STORAGE_KEYS.user);
  const company = read(AUTH_STORAGE_KEYS.company);
  const raw = JSON.stringify([token, user, company]);
  if (cache?.raw !== raw) {
    const state = {
      isAuthenticated: true,
      token,
      user: parseRecord(user),
      company: parseRecord(company),
    };
    cache = { raw, state };
  }
  return cache.state;
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

// Another tab signing in or out changes this tab too.
function onStorage(event: StorageEvent): void {
  if (event.storageArea !== null && event.storageArea !== storage()) return;
  if (event.key === null || WATCHED_KEYS.includes(event.key)) notify();
}

export function subscribeAuth(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    window.addEventListener('storage', onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('storage', onStorage);
    }
  };
}

export function signIn({ token, user, company }: SignInPayload): void {
  const store = storage();
  if (!store) throw new Error('Browser storage is not available, so the session cannot be kept.');
  store.setItem(AUTH_STORAGE_KEYS.token, token);
  store.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(user));
  store.setItem(AUTH_STORAGE_KEYS.company, JSON.stringify(company));
  notify();
}

/** The company as an edit returned it, so every page of this and other tabs uses the new time
 * zone and settings without signing in again. Nothing happens when nobody is signed in. */
export function replaceStoredCompany(company: StoredRecord): void {
  const store = storage();
  if (!store?.getItem(AUTH_STORAGE_KEYS.token)) return;
  store.setItem(AUTH_STORAGE_KEYS.company, JSON.stringify(company));
  notify();
}

export function signOut(): void {
  const store = storage();
  for (const key of WATCHED_KEYS) {
    try {
      store?.removeItem(key);
    } catch {
      // Nothing more can be done: reads fail the same way, so the session still counts as ended.
    }
  }
  notify();
}

function getServerAuth(): AuthState {
  return SIGNED_OUT;
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeAuth, getAuth, getServerAuth);
}
