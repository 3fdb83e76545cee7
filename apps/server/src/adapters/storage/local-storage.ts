import crypto from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream, type WriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PresignInput, PresignedUpload, Storage } from './storage.ts';
import { signUpload, signatureMatches, uploadSigningKey } from './upload-url-signature.ts';

export type UploadUrlCheck =
  { ok: true; contentType: string } | { ok: false; reason: 'invalid' | 'expired' };

/** The query string of an upload URL we issued (all strings as they arrive; checked here). */
export interface UploadUrlQuery {
  type?: string | undefined;
  expires?: string | undefined;
  sig?: string | undefined;
}

/**
 * Files on our own disk under DATA_DIR/uploads, uploaded through URLs this server signs. The
 * routes do the HTTP; this knows the URL format, the signature and the files.
 */
export interface LocalStorage extends Storage {
  readonly kind: 'local';
  checkUploadUrl(key: string, query: UploadUrlQuery, now: Date): UploadUrlCheck;
  /**
   * Lets `write` fill a temporary file, then publishes it under `key` unless a file is already
   * there. A failed `write` leaves nothing behind.
   */
  saveNew(key: string, write: (file: WriteStream) => Promise<void>): Promise<'saved' | 'exists'>;
  open(key: string): Promise<{ stream: ReadStream; size: number } | undefined>;
}

async function sizeOf(file: string): Promise<number | undefined> {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? stat.size : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export const LOCAL_UPLOAD_PATH = '/api/upload/local/';
export const LOCAL_FILES_PATH = '/uploads/';

export function createLocalStorage(options: {
  dataDir: string;
  sessionSecret: string;
}): LocalStorage {
  const root = path.resolve(options.dataDir, 'uploads');
  // Same file system as the final place, so publishing is a link, not a copy.
  const incoming = path.join(root, '.incoming');
  const signingKey = uploadSigningKey(options.sessionSecret);

  /** Callers validate keys strictly; this is the last line against a path leaving the root. */
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep) || key.split('/').some((part) => part.startsWith('.'))) {
      throw new Error(`unsafe upload key: ${key}`);
    }
    return file;
  };

  return {
    kind: 'local',

    async presignPut(input: PresignInput): Promise<PresignedUpload> {
      const expires = Math.floor(input.expiresAt.getTime() / 1000);
      const fields = { key: input.key, contentType: input.contentType, expires };
      const query = new URLSearchParams({
        type: input.contentType,
        expires: String(expires),
        sig: signUpload(signingKey, fields),
      });
      return {
        uploadUrl: `${input.baseUrl}${LOCAL_UPLOAD_PATH}${input.key}?${query.toString()}`,
        fileUrl: `${input.baseUrl}${LOCAL_FILES_PATH}${input.key}`,
      };
    },

    checkUploadUrl(key, query, now) {
      const expires = Number(query.expires);
      if (!query.type || !query.sig || !/^\d{1,12}$/.test(query.expires ?? '')) {
        return { ok: false, reason: 'invalid' };
      }
      // Signature before expiry: an edited expiry is a forgery, not an expired link.
      if (!signatureMatches(signingKey, { key, contentType: query.type, expires }, query.sig)) {
        return { ok: false, reason: 'invalid' };
      }
      if (expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
      return { ok: true, contentType: query.type };
    },

    async saveNew(key, write) {
      const target = fileOf(key);
      await fs.mkdir(incoming, { recursive: true });
      const temp = path.join(incoming, crypto.randomBytes(16).toString('hex'));
      try {
        await write(createWriteStream(temp, { flags: 'wx', mode: 0o640 }));
        await fs.mkdir(path.dirname(target), { recursive: true });
        // link (unlike rename) refuses to replace an existing file, atomically.
        await fs.link(temp, target);
        return 'saved';
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return 'exists';
        throw error;
      } finally {
        await fs.rm(temp, { force: true });
      }
    },

    async confirmUpload(key) {
      // Our PUT route published the file only after every check passed.
      const size = await sizeOf(fileOf(key));
      return size === undefined ? undefined : { sizeBytes: size };
    },

    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },

    async open(key) {
      const file = fileOf(key);
      const size = await sizeOf(file);
      return size === undefined ? undefined : { stream: createReadStream(file), size };
    },
  };
}
