import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  customerCreateResponseSchema,
  imageFileProblem,
  imageTypeOf,
  loginResponseSchema,
  MAX_UPLOAD_BYTES,
  presignedUrlResponseSchema,
  sniffImageType,
  UPLOAD_MESSAGES,
} from '@ronda/shared';
import { createLocalStorage } from '../src/adapters/storage/local-storage.ts';
import { createS3Storage } from '../src/adapters/storage/s3-storage.ts';
import { s3BrowserOrigins, s3FileUrl } from '../src/adapters/storage/s3-urls.ts';
import { settleUploads } from '../src/adapters/storage/settle-uploads.ts';
import { uploads } from '../src/db/schema/index.ts';
import { NOT_AN_IMAGE_MESSAGE } from '../src/features/uploads/image-guard.ts';
import { UPLOAD_LINK_MESSAGES } from '../src/features/uploads/uploads.service.ts';
import { bearer, insertCompany, insertUser, postJson } from './fixtures.ts';
import { startS3StandIn, type S3StandIn } from './stand-ins/s3.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { startTestApp, type TestApp } from './test-app.ts';

// A real 1x1 PNG and the first bytes of a JPEG (the server checks the type's signature).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 7)]);
const pngOfSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);
const put = (url: string, body: Buffer | string, contentType = 'image/png') =>
  fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body });
const errorOf = async (res: Response) => ((await res.json()) as { message: string }).message;
const keyOf = (fileUrl: string) => new URL(fileUrl).pathname.replace(/^\/[^/]+\//, '');

/** A raw request path, untouched by URL normalisation (which would resolve `..` itself). */
function rawGet(baseUrl: string, rawPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(baseUrl);
    http
      .get({ host: url.hostname, port: url.port, path: rawPath }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

describe('shared image rules (console.md §5)', () => {
  it('accepts the five types as MIME types or extensions, and gives the spec messages', () => {
    for (const t of ['image/jpeg', 'image/jpg', 'jpg', 'jpeg', '.png', 'GIF', 'image/webp']) {
      expect(imageTypeOf(t)).toBeDefined();
    }
    for (const t of ['image/svg+xml', 'text/html', 'pdf', 'constructor', '', 'photo.png']) {
      expect(imageTypeOf(t)).toBeUndefined();
    }
    expect(imageFileProblem(undefined)).toBe('No file provided');
    expect(imageFileProblem({ type: 'image/bmp', size: 1 })).toBe(UPLOAD_MESSAGES.invalidType);
    expect(imageFileProblem({ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      'File size too large (max 10MB)',
    );
    expect(imageFileProblem({ type: 'image/png', size: MAX_UPLOAD_BYTES })).toBeUndefined();
  });

  it('tells the four types apart by their first bytes', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(bytes('GIF89a\x01\x00'))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(bytes('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeUndefined();
    expect(sniffImageType(bytes('<svg xmlns='))).toBeUndefined();
    expect(sniffImageType(new Uint8Array([0x89, 0x50]))).toBeUndefined();
  });
});

describe('uploads on local disk: presign, PUT, serve', () => {
  let database: TestDatabase;
  let server: TestApp;
  let dataDir: string;
  let companyId: string;
  let inactiveCompanyId: string;
  let staffCompanyId: string;
  let staffEmail: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ronda-uploads-'));
    companyId = (await insertCompany(database.db)).id;
    inactiveCompanyId = (await insertCompany(database.db, { isActive: false })).id;
    staffCompanyId = (await insertCompany(database.db)).id;
    staffEmail = (await insertUser(database.db, { companyId: staffCompanyId })).email;
    server = await startTestApp(database, { env: { DATA_DIR: dataDir, DEMO_LOGIN: 'true' } });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await server.close();
    await database.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const ask = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}/api/upload/presigned-url?${new URLSearchParams(query)}`, { headers });
  async function presign(fileType = 'image/png', company = companyId) {
    const res = await ask({ fileType, companyId: company });
    expect(res.status).toBe(200);
    return presignedUrlResponseSchema.parse(await res.json());
  }
  const incomingFiles = async () =>
    fs.readdir(path.join(dataDir, 'uploads', '.incoming')).catch(() => []);

  it('PUB-API-13 PUB-API-14 takes a PNG through the whole flow and serves the same bytes, safely typed', async () => {
    const body = await presign('image/png');
    expect(Object.keys(body).sort()).toEqual(['fileUrl', 'uploadUrl']);
    const key = keyOf(body.fileUrl);
    expect(key).toMatch(new RegExp(`^${companyId}/\\d{4}/\\d{2}/[0-9a-f]{32}\\.png$`));
    expect(body.uploadUrl.startsWith(`${server.baseUrl}/api/upload/local/${key}?`)).toBe(true);
    const expires = Number(new URL(body.uploadUrl).searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    expect((await fetch(body.fileUrl)).status).toBe(404); // nothing served before the bytes arrive
    const res = await put(body.uploadUrl, PNG);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ is_success: true });

    const served = await fetch(body.fileUrl);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('inline');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const head = await fetch(body.fileUrl, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(PNG.length)]);
    const [row] = await database.db.select().from(uploads).where(eq(uploads.key, key));
    expect(row).toMatchObject({ companyId, contentType: 'image/png', sizeBytes: PNG.length });
    expect(row?.completedAt).toBeInstanceOf(Date);
    expect(await fs.readFile(path.join(dataDir, 'uploads', key))).toEqual(PNG);

    const again = await put(body.uploadUrl, PNG);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(UPLOAD_LINK_MESSAGES.alreadyUploaded);
  });

  it('names JPEGs .jpg whether asked for by extension or MIME type', async () => {
    const body = await presign('jpg');
    expect(body.fileUrl).toMatch(/\.jpg$/);
    expect((await put(body.uploadUrl, JPEG, 'image/jpeg')).status).toBe(200);
    expect((await fetch(body.fileUrl)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses an expired upload link', async () => {
    const { uploadUrl } = await presign();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1000);
    const res = await put(uploadUrl, PNG);
    vi.useRealTimers();
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toBe('This upload link has expired');
  });

  it('refuses a link whose signature, expiry, type or key was tampered with', async () => {
    const { uploadUrl, fileUrl } = await presign();
    const edit = (change: (url: URL) => void) => {
      const url = new URL(uploadUrl);
      change(url);
      return url.toString();
    };
    const sig = new URL(uploadUrl).searchParams.get('sig') ?? '';
    const tampered = [
      edit((u) => u.searchParams.set('sig', `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`)),
      edit((u) => u.searchParams.set('expires', String(Math.floor(Date.now() / 1000) + 86_400))),
      edit((u) => u.searchParams.set('type', 'image/gif')),
      edit((u) => u.searchParams.delete('sig')),
      edit((u) => (u.pathname = u.pathname.replace(/[0-9a-f]{32}/, 'f'.repeat(32)))),
    ];
    for (const url of tampered) {
      const res = await put(url, PNG);
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toBe(UPLOAD_LINK_MESSAGES.invalid);
    }
    expect((await put(uploadUrl, PNG)).status).toBe(200); // the genuine link still works
    expect((await fetch(fileUrl)).status).toBe(200);
  });

  it('refuses bytes sent with another Content-Type than the link was issued for', async () => {
    const { uploadUrl } = await presign('png');
    for (const contentType of ['image/jpeg', 'text/html', 'application/octet-stream']) {
      const res = await put(uploadUrl, PNG, contentType);
      expect(res.status).toBe(415);
      expect(await errorOf(res)).toBe(UPLOAD_LINK_MESSAGES.wrongType);
    }
  });

  it('issue 16: closes the connection after refusing an upload it did not read, so no socket waits on the rest', async () => {
    const { uploadUrl } = await presign('png');
    const url = new URL(uploadUrl);
    const body = Buffer.alloc(2 * 1024 * 1024, 0x89);
    const answer = await new Promise<{ status: number; connection: string | undefined }>(
      (resolve, reject) => {
        const req = http.request(
          {
            host: url.hostname,
            port: url.port,
            method: 'PUT',
            path: `${url.pathname}${url.search}`,
            headers: { 'content-type': 'text/html', 'content-length': String(body.length) },
          },
          (res) => {
            res.resume();
            resolve({ status: res.statusCode ?? 0, connection: res.headers.connection });
          },
        );
        req.on('error', reject);
        req.end(body);
      },
    );
    expect(answer).toEqual({ status: 415, connection: 'close' });
  });

  it('refuses files over 10 MB, declared or streamed, and takes exactly 10 MB', async () => {
    const declared = await presign();
    const res = await put(declared.uploadUrl, pngOfSize(MAX_UPLOAD_BYTES + 1));
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toBe('File size too large (max 10MB)');

    // Chunked, so no Content-Length warns the server: the count is kept while the bytes stream.
    const streamed = await presign();
    const chunks = [
      PNG,
      ...Array.from({ length: 10 }, () => Buffer.alloc(1024 * 1024)),
      Buffer.alloc(1),
    ];
    const stream = new ReadableStream<Uint8Array>({
      pull: (controller) => {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const chunked = await fetch(streamed.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await errorOf(chunked)).toBe('File size too large (max 10MB)');
    expect((await fetch(streamed.fileUrl)).status).toBe(404);
    expect(
      await fs.stat(path.join(dataDir, 'uploads', keyOf(streamed.fileUrl))).catch(() => null),
    ).toBeNull();

    const exact = await presign();
    expect((await put(exact.uploadUrl, pngOfSize(MAX_UPLOAD_BYTES))).status).toBe(200);
    expect(await incomingFiles()).toEqual([]); // refused uploads leave no partial files behind
  });

  it('refuses bytes that are not an image of the declared type, and an empty body', async () => {
    const { uploadUrl, fileUrl } = await presign('image/png');
    for (const body of ['<html><script>alert(1)</script></html>', JPEG, 'GIF89a']) {
      const res = await put(uploadUrl, body);
      expect(res.status).toBe(415);
      expect(await errorOf(res)).toBe(NOT_AN_IMAGE_MESSAGE);
    }
    const empty = await put(uploadUrl, '');
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toBe('No file provided');
    expect((await fetch(fileUrl)).status).toBe(404);
    expect((await put(uploadUrl, PNG)).status).toBe(200); // refusals do not use the link up
  });

  it('answers the spec messages for a missing, unknown or too large file', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ companyId }, 'No file provided'],
      [{ companyId, fileType: 'image/svg+xml' }, UPLOAD_MESSAGES.invalidType],
      [{ companyId, fileType: 'exe' }, 'Invalid file type. Please use JPEG, PNG, GIF, or WebP'],
      [
        { companyId, fileType: 'png', fileSize: String(MAX_UPLOAD_BYTES + 1) },
        UPLOAD_MESSAGES.tooLarge,
      ],
    ];
    for (const [query, message] of cases) {
      const res = await ask(query);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ is_success: false, message });
    }
  });

  it('issues URLs only for an existing, active company, or the signed-in user’s own', async () => {
    for (const id of [inactiveCompanyId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await ask({ fileType: 'png', companyId: id });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ is_success: false, message: 'Company not found' });
    }
    expect((await ask({ fileType: 'png' })).status).toBe(401);

    const login = await postJson(`${server.baseUrl}/api/auth/demo-login`, { email: staffEmail });
    const { token } = loginResponseSchema.parse(await login.json());
    const res = await ask({ fileType: 'image/webp' }, bearer(token));
    expect(res.status).toBe(200);
    const { fileUrl } = presignedUrlResponseSchema.parse(await res.json());
    expect(keyOf(fileUrl).startsWith(`${staffCompanyId}/`)).toBe(true);
  });

  it('serves only well-formed keys of finished uploads: no path traversal', async () => {
    await fs.writeFile(path.join(dataDir, 'secret.txt'), 'do not serve');
    const paths = [
      '/uploads/../secret.txt',
      '/uploads/..%2fsecret.txt',
      '/uploads/%2e%2e/%2e%2e/etc/passwd',
      `/uploads/${companyId}/2026/01/${'a'.repeat(32)}.png`,
      '/uploads/.incoming/x',
    ];
    for (const p of paths) expect(await rawGet(server.baseUrl, p)).toBe(404);
    const res = await put(
      `${server.baseUrl}/api/upload/local/..%2f..%2fsecret.txt?type=image/png&expires=9999999999&sig=x`,
      PNG,
    );
    expect(res.status).toBe(400);
  });

  it('counts only finished uploads of the same company as settled', async () => {
    const done = await presign();
    const pending = await presign();
    expect((await put(done.uploadUrl, PNG)).status).toBe(200);
    const local = createLocalStorage({ dataDir, sessionSecret: 'unused-here' });
    const keys = [done, pending].map((u) => keyOf(u.fileUrl));
    const settled = await settleUploads(database.db, local, companyId, keys, new Date());
    expect([...settled]).toEqual([keys[0]]);
    expect((await settleUploads(database.db, local, staffCompanyId, keys, new Date())).size).toBe(
      0,
    );
  });

  // Last in this app: it spends the address's budget (the tests above ask about 20 times).
  it('limits anonymous requests for upload URLs per address', async () => {
    let status = 0;
    for (let i = 0; i < 31 && status !== 429; i += 1) {
      status = (await ask({ fileType: 'png', companyId })).status;
    }
    expect(status).toBe(429);
  });
});

describe('uploads through S3 (presigned PUT to a local S3 stand-in)', () => {
  const s3Env = {
    bucket: 'ronda-files',
    region: 'eu-west-1',
    accessKeyId: 'AKIATEST',
    secretAccessKey: 'test-secret-key',
  };
  let database: TestDatabase;
  let server: TestApp;
  let s3: S3StandIn;
  let companyId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    companyId = (await insertCompany(database.db)).id;
    s3 = await startS3StandIn(s3Env);
    server = await startTestApp(database, {
      env: {
        S3_BUCKET: s3Env.bucket,
        S3_REGION: s3Env.region,
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: s3Env.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3Env.secretAccessKey,
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
    await database.drop();
  });

  const presign = async (query: Record<string, string>) => {
    const url = `${server.baseUrl}/api/upload/presigned-url?${new URLSearchParams({ companyId, ...query })}`;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    return presignedUrlResponseSchema.parse(await res.json());
  };

  it('presigns a SigV4 PUT for the configured bucket and key that the store accepts', async () => {
    const { uploadUrl, fileUrl } = await presign({ fileType: 'image/png' });
    const url = new URL(uploadUrl);
    const key = url.pathname.slice(`/${s3Env.bucket}/`.length);
    expect(`${url.origin}/${s3Env.bucket}/`).toBe(`${s3.endpoint}/${s3Env.bucket}/`);
    expect(key).toMatch(new RegExp(`^${companyId}/\\d{4}/\\d{2}/[0-9a-f]{32}\\.png$`));
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(
      /^AKIATEST\/\d{8}\/eu-west-1\/s3\/aws4_request$/,
    );
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-type');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect([...url.searchParams.keys()].some((k) => /checksum/i.test(k))).toBe(false);
    expect(fileUrl).toBe(`${s3.endpoint}/${s3Env.bucket}/${key}`);

    expect((await put(uploadUrl, PNG, 'image/jpeg')).status).toBe(403); // Content-Type is signed
    const res = await put(uploadUrl, PNG);
    expect(res.status).toBe(200);
    const stored = await fetch(fileUrl);
    expect(Buffer.from(await stored.arrayBuffer()).equals(PNG)).toBe(true);
    expect(stored.headers.get('content-type')).toBe('image/png');
  });

  it('signs the declared size when given, and a tampered URL is refused by the store', async () => {
    const { uploadUrl } = await presign({ fileType: 'png', fileSize: String(PNG.length) });
    expect(new URL(uploadUrl).searchParams.get('X-Amz-SignedHeaders')).toContain('content-length');
    expect((await put(uploadUrl, pngOfSize(PNG.length + 10))).status).toBe(403);
    const forged = new URL(uploadUrl);
    forged.searchParams.set('X-Amz-Expires', '604800');
    expect((await put(forged.toString(), PNG)).status).toBe(403);
    expect(s3.refusals.at(-1)).toBe('SignatureDoesNotMatch');
    expect((await put(uploadUrl, PNG)).status).toBe(200);
  });

  it('checks a direct upload in the bucket before it counts, and deletes one that is no image', async () => {
    const storage = createS3Storage({ ...s3Env, endpoint: s3.endpoint, publicUrl: undefined });
    const [good, bad, never] = [
      await presign({ fileType: 'png' }),
      await presign({ fileType: 'png' }),
      await presign({ fileType: 'gif' }),
    ];
    expect((await put(good.uploadUrl, PNG)).status).toBe(200);
    // S3 cannot look at the bytes of a presigned PUT: this lands, and must not be used.
    expect((await put(bad.uploadUrl, '<html><script>alert(1)</script></html>')).status).toBe(200);
    const keys = [good, bad, never].map((u) => keyOf(u.fileUrl));
    const settled = await settleUploads(database.db, storage, companyId, keys, new Date());
    expect([...settled]).toEqual([keys[0]]);
    expect(s3.objects.has(keys[1] ?? '')).toBe(false);
    const [row] = await database.db
      .select()
      .from(uploads)
      .where(eq(uploads.key, keys[0] ?? ''));
    expect(row).toMatchObject({ sizeBytes: PNG.length });
    expect(row?.completedAt).toBeInstanceOf(Date);
  });

  it('a customer request may use a direct S3 upload once the bucket holds it as an image', async () => {
    const created = await postJson(`${server.baseUrl}/api/customers`, {
      name: 'Savio Fernandes',
      email: `savio-${Date.now()}@visitor.example`,
      companyId,
    });
    expect(created.status).toBe(201);
    const { customer } = customerCreateResponseSchema.parse(await created.json());
    const submit = (images: string[]) =>
      postJson(`${server.baseUrl}/api/complaints/submit`, {
        companyId,
        customerId: customer.id,
        description: 'Washing machine drum does not turn',
        location: { address: 'Miramar, Panaji, Goa', coordinates: { lat: 15.48, lng: 73.81 } },
        images,
        dueDate: '2026-12-05T10:00:00.000Z',
      });
    const [uploaded, missing] = [
      await presign({ fileType: 'png' }),
      await presign({ fileType: 'png' }),
    ];
    expect((await put(uploaded.uploadUrl, PNG)).status).toBe(200);

    const refused = await submit([uploaded.fileUrl, missing.fileUrl]);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      is_success: false,
      message: 'Images must be files uploaded for this company',
    });
    const accepted = await submit([uploaded.fileUrl]);
    expect(accepted.status).toBe(201);
    const [row] = await database.db
      .select()
      .from(uploads)
      .where(eq(uploads.key, keyOf(uploaded.fileUrl)));
    expect(row?.completedAt).toBeInstanceOf(Date);
  });

  it('removes an object from the bucket (abandoned uploads), and a missing one quietly', async () => {
    const storage = createS3Storage({ ...s3Env, endpoint: s3.endpoint, publicUrl: undefined });
    const { uploadUrl, fileUrl } = await presign({ fileType: 'png' });
    expect((await put(uploadUrl, PNG)).status).toBe(200);
    expect(s3.objects.has(keyOf(fileUrl))).toBe(true);
    await storage.remove(keyOf(fileUrl));
    expect(s3.objects.has(keyOf(fileUrl))).toBe(false);
    await expect(storage.remove(keyOf(fileUrl))).resolves.toBeUndefined();
  });

  it('lets pages PUT to the bucket and show its images (CSP connect-src and img-src)', async () => {
    const csp = (await fetch(`${server.baseUrl}/api/health`)).headers.get(
      'content-security-policy',
    );
    const directive = (name: string) =>
      csp
        ?.split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([first]) => first === name)
        ?.slice(1);
    const origin = new URL(s3.endpoint).origin;
    expect(directive('connect-src')).toContain(origin);
    expect(directive('img-src')).toContain(origin);
    expect(directive('script-src')).not.toContain(origin);
  });

  it('names the upload and file origins for the CSP on AWS, a custom endpoint and a CDN', () => {
    const base = {
      bucket: 'b',
      region: 'ap-south-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
    };
    expect(s3BrowserOrigins({ ...base, endpoint: undefined, publicUrl: undefined })).toEqual({
      upload: 'https://b.s3.ap-south-1.amazonaws.com',
      files: 'https://b.s3.ap-south-1.amazonaws.com',
    });
    expect(
      s3BrowserOrigins({
        ...base,
        endpoint: 'http://minio:9000/',
        publicUrl: 'https://cdn.example/img',
      }),
    ).toEqual({ upload: 'http://minio:9000', files: 'https://cdn.example' });
  });

  it('builds file URLs from S3_PUBLIC_URL, the endpoint, or the AWS bucket host', () => {
    const base = {
      bucket: 'b',
      region: 'eu-west-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
    };
    const key = 'c/2026/01/x.png';
    expect(
      s3FileUrl({ ...base, endpoint: undefined, publicUrl: 'https://cdn.example/' }, key),
    ).toBe('https://cdn.example/c/2026/01/x.png');
    expect(s3FileUrl({ ...base, endpoint: 'http://minio:9000', publicUrl: undefined }, key)).toBe(
      'http://minio:9000/b/c/2026/01/x.png',
    );
    expect(s3FileUrl({ ...base, endpoint: undefined, publicUrl: undefined }, key)).toBe(
      'https://b.s3.eu-west-1.amazonaws.com/c/2026/01/x.png',
    );
  });
});
