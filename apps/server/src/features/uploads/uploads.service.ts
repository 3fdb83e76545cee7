import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  imageTypeOf,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  UPLOAD_URL_TTL_SECONDS,
  type ImageType,
  type PresignedUrlQuery,
  type PresignedUrlResponse,
} from '@ronda/shared';
import type { LocalStorage } from '../../adapters/storage/local-storage.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { findCompany } from '../../repositories/people.repository.ts';
import {
  findCompletedUpload,
  findUploadByKey,
  insertUpload,
  markUploadCompleted,
} from '../../repositories/uploads.repository.ts';
import { imageGuard } from './image-guard.ts';
import { isUploadKey, newUploadKey } from './upload-keys.ts';

export interface UploadServiceDeps {
  db: Database;
  /** Issues upload URLs: S3 when configured, else `local`. */
  storage: Storage;
  /** Our own disk: receives and serves the files uploaded through URLs we signed. */
  local: LocalStorage;
}

export const UPLOAD_LINK_MESSAGES = {
  invalid: 'This upload link is not valid',
  expired: 'This upload link has expired',
  wrongType: 'The Content-Type does not match this upload link',
  notFound: 'Upload not found',
  alreadyUploaded: 'This file has already been uploaded',
  incomplete: 'The upload did not complete',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The public customer form names its company (which must exist and be active); without one the
 * caller must be signed in and uploads for their own company. A named company is taken as given
 * even from a signed-in caller: the files belong to the request being raised for that company.
 */
async function uploadingCompany(
  db: Database,
  companyId: string | undefined,
  signedInCompany: () => Promise<string>,
): Promise<string> {
  if (!companyId) return signedInCompany();
  const company = UUID.test(companyId) ? await findCompany(db, companyId) : undefined;
  if (!company?.isActive) throw ApiError.notFound('Company not found');
  return company.id;
}

export async function issueUploadUrl(
  deps: UploadServiceDeps,
  input: {
    query: PresignedUrlQuery;
    baseUrl: string;
    now: Date;
    signedInCompany: () => Promise<string>;
  },
): Promise<PresignedUrlResponse> {
  const { fileType, fileSize, companyId } = input.query;
  if (!fileType?.trim()) throw ApiError.badRequest(UPLOAD_MESSAGES.noFile);
  const contentType = imageTypeOf(fileType);
  if (!contentType) throw ApiError.badRequest(UPLOAD_MESSAGES.invalidType);
  if (fileSize !== undefined && fileSize > MAX_UPLOAD_BYTES) {
    throw ApiError.badRequest(UPLOAD_MESSAGES.tooLarge);
  }
  const company = await uploadingCompany(deps.db, companyId, input.signedInCompany);
  const key = newUploadKey(company, contentType, input.now);
  const expiresAt = new Date(input.now.getTime() + UPLOAD_URL_TTL_SECONDS * 1000);
  await insertUpload(deps.db, { companyId: company, key, contentType, expiresAt });
  return deps.storage.presignPut({
    key,
    contentType,
    sizeBytes: fileSize,
    issuedAt: input.now,
    expiresAt,
    baseUrl: input.baseUrl,
  });
}

const mediaType = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase() ?? '';

/** Checks done before a byte is read, so a bad request costs us nothing but the headers. */
async function admitUpload(
  deps: UploadServiceDeps,
  request: {
    key: string;
    query: { type?: string; expires?: string; sig?: string };
    contentType: string | undefined;
    contentLength: string | undefined;
    now: Date;
  },
): Promise<ImageType> {
  const { key } = request;
  if (!isUploadKey(key)) throw ApiError.badRequest(UPLOAD_LINK_MESSAGES.invalid);
  const link = deps.local.checkUploadUrl(key, request.query, request.now);
  if (!link.ok) throw ApiError.forbidden(UPLOAD_LINK_MESSAGES[link.reason]);
  const type = imageTypeOf(link.contentType);
  if (!type || mediaType(request.contentType) !== link.contentType) {
    throw new ApiError(415, UPLOAD_LINK_MESSAGES.wrongType);
  }
  if (Number(request.contentLength ?? 0) > MAX_UPLOAD_BYTES) {
    throw new ApiError(413, UPLOAD_MESSAGES.tooLarge);
  }
  const row = await findUploadByKey(deps.db, key);
  if (!row) throw ApiError.notFound(UPLOAD_LINK_MESSAGES.notFound);
  if (row.completedAt) throw ApiError.conflict(UPLOAD_LINK_MESSAGES.alreadyUploaded);
  return type;
}

/**
 * A PUT to an upload URL we signed: the signature is the only authority (the client sends no
 * token). The bytes are checked while they stream and published only once all checks passed.
 */
export async function receiveLocalUpload(
  deps: UploadServiceDeps,
  request: Parameters<typeof admitUpload>[1] & { body: Readable },
): Promise<{ sizeBytes: number }> {
  const type = await admitUpload(deps, request);
  const guard = imageGuard(type, MAX_UPLOAD_BYTES);
  let saved: 'saved' | 'exists';
  try {
    saved = await deps.local.saveNew(request.key, (file) => pipeline(request.body, guard, file));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET' || request.body.errored) {
      throw ApiError.badRequest(UPLOAD_LINK_MESSAGES.incomplete);
    }
    throw error;
  }
  if (saved === 'exists') throw ApiError.conflict(UPLOAD_LINK_MESSAGES.alreadyUploaded);
  const sizeBytes = guard.bytes();
  await markUploadCompleted(deps.db, request.key, sizeBytes, request.now);
  return { sizeBytes };
}

/** A finished upload on our disk, with the type it was uploaded as; undefined answers 404. */
export async function openUploadedFile(deps: UploadServiceDeps, key: string) {
  if (!isUploadKey(key)) return undefined;
  const row = await findCompletedUpload(deps.db, key);
  const file = row ? await deps.local.open(key) : undefined;
  return row && file ? { ...file, contentType: row.contentType } : undefined;
}
