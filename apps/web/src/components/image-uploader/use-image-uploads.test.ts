import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/lib/auth-store';
import type { ImageUploadMessages } from './image-upload-messages';
import { useImageUploads } from './use-image-uploads';

/** The console's wording (console.md §5, §8) and two of our own. */
const messages: ImageUploadMessages = {
  invalidType: 'Invalid file type. Please use JPEG, PNG, GIF, or WebP',
  tooLarge: 'File size too large (max 10MB)',
  noFile: 'No file provided',
  tooMany: 'Too many images.',
  unreadable: 'Unreadable image.',
  uploadFailed: 'Failed to upload images',
};

const file = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type });

/** An upload target that takes every PUT at once. */
class FakeXhr {
  static puts: { url: string; type: string }[] = [];
  status = 200;
  url = '';
  type = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(_name: string, value: string) {
    this.type = value;
  }
  send() {
    FakeXhr.puts.push({ url: this.url, type: this.type });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    this.onload?.();
  }
  abort() {}
}

function stubPresign(status: number, body: unknown) {
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

beforeEach(() => {
  // jsdom has no object URLs; the previews only need a string.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
  FakeXhr.puts = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
});

describe('useImageUploads', () => {
  it("skips files it may not upload with the caller's messages", async () => {
    const { result } = renderHook(() => useImageUploads({ messages, maxImages: 1 }));
    act(() =>
      result.current.add([
        file('scan.bmp', 'image/bmp'),
        file('huge.png', 'image/png', 10 * 1024 * 1024 + 1),
        file('site.jpg', 'image/jpeg'),
        file('second.jpg', 'image/jpeg'),
      ]),
    );
    expect(result.current.skipped).toEqual([
      { name: 'scan.bmp', message: messages.invalidType },
      { name: 'huge.png', message: messages.tooLarge },
      { name: 'second.jpg', message: messages.tooMany },
    ]);
    expect(result.current.images.map((image) => image.name)).toEqual(['site.jpg']);
    await act(async () => undefined);
    expect(result.current.images[0]?.status).toBe('ready');
  });

  it("uploads for the signed-in user's company with a progress bar each, when no company is named", async () => {
    signIn({ token: 'tok-9', user: {}, company: {} });
    const fetch = stubPresign(200, {
      uploadUrl: 'https://files.example/up/1?sig=1',
      fileUrl: 'https://files.example/1.png',
    });
    const { result } = renderHook(() => useImageUploads({ messages }));
    act(() => result.current.add([file('site.png', 'image/png')]));
    let urls: string[] = [];
    await act(async () => {
      urls = await result.current.uploadAll(result.current.images);
    });
    expect(urls).toEqual(['https://files.example/1.png']);
    const [url, init] = fetch.mock.calls[0] ?? [''];
    expect(new URL(url, 'http://x').searchParams.has('companyId')).toBe(false);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-9');
    expect(FakeXhr.puts).toEqual([{ url: 'https://files.example/up/1?sig=1', type: 'image/png' }]);
    expect(result.current.images[0]).toMatchObject({ status: 'uploaded', progress: 100 });
  });

  it("fails as a whole with the caller's upload message", async () => {
    stubPresign(500, { is_success: false, message: 'Storage is down' });
    const { result } = renderHook(() => useImageUploads({ messages }));
    act(() => result.current.add([file('site.png', 'image/png')]));
    let failure: unknown;
    await act(async () => {
      failure = await result.current.uploadAll(result.current.images, 'company-1').catch((e) => e);
    });
    expect(failure).toMatchObject({ message: 'Failed to upload images' });
    expect(result.current.images[0]?.status).toBe('failed');
  });
});
