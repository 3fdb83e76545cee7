import { afterEach, describe, expect, it, vi } from 'vitest';
import { putFile } from './put-file';

class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('putFile (§7: PUT to the upload URL with progress)', () => {
  it('PUB-API-14 PUB-API-15 PUB-API-16 PUTs the file with its Content-Type, no authorization, and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const file = new Blob(['jpeg'], { type: 'image/jpeg' });
    const done = putFile('https://files.example/up?sig=1', file, (p) => progress.push(p));
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.body]).toEqual([
      'PUT',
      'https://files.example/up?sig=1',
      file,
    ]);
    expect(xhr.headers).toEqual({ 'Content-Type': 'image/jpeg' });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 60, total: 100 });
    xhr.status = 200;
    xhr.onload?.();
    await done;
    expect(progress).toEqual([25, 60, 100]);
  });

  it('fails on an error status', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const done = putFile(
      'https://files.example/up',
      new Blob(['x'], { type: 'image/png' }),
      () => {},
    );
    FakeXhr.last.status = 403;
    FakeXhr.last.onload?.();
    await expect(done).rejects.toThrow('status 403');
  });
});
