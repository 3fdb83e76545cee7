import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/lib/auth-store';
import { getUploadUrl } from './get-upload-url';

const COMPANY_ID = '7b0c4f52-5d6a-4c1e-9a55-1f6e2f0c9d11';

const urls = {
  uploadUrl: 'https://files.example/up/abc.jpg?sig=1',
  fileUrl: 'https://files.example/abc.jpg',
};

/** Answers every call with `body`; the calls are read back from the returned mock. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function sent(fetch: ReturnType<typeof answer>) {
  const [url, init] = fetch.mock.calls[0] ?? [''];
  return {
    url: new URL(url, 'http://x'),
    method: init?.method,
    authorization: new Headers(init?.headers).get('Authorization'),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('getUploadUrl (§7)', () => {
  it('PUB-API-13 GET /api/upload/presigned-url?fileType=image/jpeg answers uploadUrl and fileUrl', async () => {
    const fetch = answer(200, urls);
    await expect(getUploadUrl({ type: 'image/jpeg', size: 2048 }, COMPANY_ID)).resolves.toEqual(
      urls,
    );
    const { url, method } = sent(fetch);
    expect([method, url.pathname]).toEqual(['GET', '/api/upload/presigned-url']);
    expect(url.searchParams.get('fileType')).toBe('image/jpeg');
    answer(200, { uploadUrl: urls.uploadUrl });
    await expect(getUploadUrl({ type: 'image/jpeg', size: 1 }, COMPANY_ID)).rejects.toThrow(
      'The server sent an unexpected response.',
    );
  });

  it('names the public form its company and sends no token, even when someone is signed in', async () => {
    signIn({ token: 'tok-1', user: {}, company: {} });
    const fetch = answer(200, urls);
    await getUploadUrl({ type: 'image/png', size: 10 }, COMPANY_ID);
    const { url, authorization } = sent(fetch);
    expect(url.searchParams.get('companyId')).toBe(COMPANY_ID);
    expect(authorization).toBeNull();
  });

  it("uploads for the signed-in user's company with the bearer token and no companyId", async () => {
    signIn({ token: 'tok-1', user: {}, company: {} });
    const fetch = answer(200, urls);
    await expect(getUploadUrl({ type: 'image/png', size: 10 }, null)).resolves.toEqual(urls);
    const { url, authorization } = sent(fetch);
    expect(url.searchParams.has('companyId')).toBe(false);
    expect(Object.fromEntries(url.searchParams)).toEqual({ fileType: 'image/png', fileSize: '10' });
    expect(authorization).toBe('Bearer tok-1');
  });
});
