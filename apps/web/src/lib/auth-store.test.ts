import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getAuth,
  replaceStoredCompany,
  signIn,
  signOut,
  subscribeAuth,
  useAuth,
} from './auth-store';

const session = {
  token: 'token-abc',
  user: { id: 7, firstName: 'Asha', lastName: 'Naik', isAdmin: true },
  company: { id: 3, name: 'Konkan Cleaners' },
};

function storageEvent(key: string | null): StorageEvent {
  return new StorageEvent('storage', { key, storageArea: localStorage });
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('auth store', () => {
  it('PUB-AUTH-01..03 sign-in stores authToken, user and company under the spec keys', () => {
    signIn(session);
    expect(localStorage.getItem('authToken')).toBe('token-abc');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(session.user);
    expect(JSON.parse(localStorage.getItem('company') ?? 'null')).toEqual(session.company);
    expect(getAuth()).toEqual({ isAuthenticated: true, ...session });
  });

  it('issue 27: an edited company replaces the stored one and tells the page; signed out, nothing is stored', () => {
    const listener = vi.fn();
    const stop = subscribeAuth(listener);
    replaceStoredCompany({ id: 3, name: 'Konkan Couriers' });
    expect(localStorage.getItem('company')).toBeNull();
    signIn(session);
    listener.mockClear();
    replaceStoredCompany({ id: 3, name: 'Konkan Couriers', stopThresholdMinutes: 3 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getAuth().company).toEqual({ id: 3, name: 'Konkan Couriers', stopThresholdMinutes: 3 });
    stop();
  });

  it('PUB-AUTH-05..07 sign-out removes all three keys', () => {
    signIn(session);
    localStorage.setItem('unrelated', 'kept');
    signOut();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('company')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(getAuth().isAuthenticated).toBe(false);
  });

  it('PUB-AUTH-08..10 a stored token marks the session authenticated and restores user and company', () => {
    localStorage.setItem('authToken', 'from-an-earlier-visit');
    localStorage.setItem('user', JSON.stringify(session.user));
    localStorage.setItem('company', JSON.stringify(session.company));
    expect(getAuth()).toEqual({
      isAuthenticated: true,
      token: 'from-an-earlier-visit',
      user: session.user,
      company: session.company,
    });
  });

  it('PUB-AUTH-11 without a token the session is signed out, whatever else is stored', () => {
    localStorage.setItem('user', JSON.stringify(session.user));
    expect(getAuth()).toEqual({ isAuthenticated: false, token: null, user: null, company: null });
  });

  it('keeps the session when user or company hold invalid JSON, without them', () => {
    localStorage.setItem('authToken', 't');
    localStorage.setItem('user', '{not json');
    localStorage.setItem('company', '"a string"');
    expect(getAuth()).toEqual({ isAuthenticated: true, token: 't', user: null, company: null });
  });

  it('returns the same snapshot until storage changes (useSyncExternalStore needs this)', () => {
    signIn(session);
    const first = getAuth();
    expect(getAuth()).toBe(first);
    signIn({ ...session, token: 'token-def' });
    expect(getAuth()).not.toBe(first);
    expect(getAuth().token).toBe('token-def');
  });

  it('notifies subscribers on sign-in and sign-out, and stops after unsubscribing', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeAuth(listener);
    signIn(session);
    signOut();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    signIn(session);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('follows other tabs through the storage event, ignoring unrelated keys', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeAuth(listener);
    window.dispatchEvent(storageEvent('theme'));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(storageEvent('authToken'));
    window.dispatchEvent(storageEvent(null)); // localStorage.clear() in another tab
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('useAuth re-renders when this or another tab signs in or out', () => {
    const { result } = renderHook(() => useAuth());
    expect(result.current.isAuthenticated).toBe(false);
    act(() => signIn(session));
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.company).toEqual(session.company);
    act(() => {
      localStorage.removeItem('authToken');
      window.dispatchEvent(storageEvent('authToken'));
    });
    expect(result.current.isAuthenticated).toBe(false);
  });
});
