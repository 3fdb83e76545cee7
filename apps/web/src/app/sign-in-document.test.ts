import { afterEach, describe, expect, it, vi } from 'vitest';
import { needsOwnDocument, signInPageLoader } from './sign-in-document';

afterEach(() => vi.restoreAllMocks());

const loaderArgs = (url: string) => ({ request: new Request(url) });

describe('pages that open sign-in popups get a document of their own (issue 18)', () => {
  it('reloads when the document was loaded at a page without popups (COOP same-origin)', () => {
    for (const path of ['/', '/pricing', '/dashboard', '/no-such-page']) {
      expect(needsOwnDocument(path), path).toBe(true);
    }
  });

  it('stays in a document loaded at a sign-in page, or when it cannot tell', () => {
    for (const path of ['/login', '/admin', '/join', undefined]) {
      expect(needsOwnDocument(path), String(path)).toBe(false);
    }
  });

  it('lets the router render /login in a document loaded at /admin', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: 'http://localhost:3000/admin' } as PerformanceEntry,
    ]);
    expect(signInPageLoader(loaderArgs('http://localhost:3000/login'))).toBeNull();
  });
});
