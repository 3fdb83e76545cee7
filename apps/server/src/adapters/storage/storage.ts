import type { ImageType } from '@ronda/shared';
import type { Config } from '../../config.ts';
import type { LocalStorage } from './local-storage.ts';

/** One upload to hand out: where the bytes go, and what they must be. */
export interface PresignInput {
  key: string;
  contentType: ImageType;
  /** Exact size the client declared, when it did; S3 signs it, local disk enforces only the cap. */
  sizeBytes: number | undefined;
  issuedAt: Date;
  expiresAt: Date;
  /** This server's public origin, for URLs served by ourselves (local disk). */
  baseUrl: string;
}

export interface PresignedUpload {
  uploadUrl: string;
  fileUrl: string;
}

/** Issues upload URLs. Both kinds give the client the same flow: PUT to uploadUrl, then use fileUrl. */
export interface Storage {
  readonly kind: 'local' | 's3';
  presignPut(input: PresignInput): Promise<PresignedUpload>;
  /**
   * Whether the bytes for `key` arrived and are what was promised (an image of `contentType`
   * within the size cap). Our own PUT route checks as the bytes stream; a direct upload to S3 is
   * only checked here, and a file that fails is deleted so it is never served.
   */
  confirmUpload(key: string, contentType: ImageType): Promise<{ sizeBytes: number } | undefined>;
  /** Deletes whatever is stored under `key`; nothing there is not an error. */
  remove(key: string): Promise<void>;
}

/**
 * S3 when S3_* settings are given, else our own disk. Local files stay served either way, so a
 * switch to S3 does not break the images uploaded before it. The SDK is loaded only when needed.
 */
export async function createStorage(config: Config, local: LocalStorage): Promise<Storage> {
  if (!config.s3) return local;
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(config.s3);
}
