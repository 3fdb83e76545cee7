import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { IMAGE_SNIFF_BYTES, MAX_UPLOAD_BYTES, sniffImageType, type ImageType } from '@ronda/shared';
import { s3FileUrl, type S3Settings } from './s3-urls.ts';
import type { PresignInput, PresignedUpload, Storage } from './storage.ts';

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/**
 * S3 or an S3-compatible store (S3_ENDPOINT: MinIO, R2, ...). The browser PUTs straight to the
 * bucket with a SigV4 presigned URL; Content-Type (and Content-Length, when the client declared
 * its size) are signed, so the upload must send exactly those.
 */
export function createS3Storage(s3: S3Settings): Storage {
  const client = new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
    ...(s3.accessKeyId && s3.secretAccessKey
      ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
      : {}),
    // By default the SDK signs a checksum of the (empty) presign-time body into the URL, which
    // every real upload then fails; checksums only when the operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const object = { Bucket: s3.bucket };

  async function firstBytes(key: string): Promise<Uint8Array> {
    const range = `bytes=0-${IMAGE_SNIFF_BYTES - 1}`;
    const got = await client.send(new GetObjectCommand({ ...object, Key: key, Range: range }));
    return (await got.Body?.transformToByteArray()) ?? new Uint8Array();
  }

  return {
    kind: 's3',

    async presignPut(input: PresignInput): Promise<PresignedUpload> {
      const command = new PutObjectCommand({
        ...object,
        Key: input.key,
        ContentType: input.contentType,
        ...(input.sizeBytes !== undefined ? { ContentLength: input.sizeBytes } : {}),
      });
      const uploadUrl = await getSignedUrl(client, command, {
        signingDate: input.issuedAt,
        expiresIn: Math.round((input.expiresAt.getTime() - input.issuedAt.getTime()) / 1000),
        signableHeaders: new Set(['content-type', 'content-length']),
      });
      return { uploadUrl, fileUrl: s3FileUrl(s3, input.key) };
    },

    async confirmUpload(key: string, contentType: ImageType) {
      const head = await client
        .send(new HeadObjectCommand({ ...object, Key: key }))
        .catch((error: unknown) => {
          if (isNotFound(error)) return undefined;
          throw error;
        });
      if (!head) return undefined;
      const size = head.ContentLength ?? 0;
      // A presigned PUT cannot cap the size unless the client declared it, nor look at the bytes:
      // both are checked now, and a file that fails is removed rather than left to be served.
      const valid =
        head.ContentType === contentType &&
        size > 0 &&
        size <= MAX_UPLOAD_BYTES &&
        sniffImageType(await firstBytes(key)) === contentType;
      if (!valid) {
        await client.send(new DeleteObjectCommand({ ...object, Key: key }));
        return undefined;
      }
      return { sizeBytes: size };
    },

    async remove(key: string) {
      // Idempotent in S3: deleting a missing key succeeds.
      await client.send(new DeleteObjectCommand({ ...object, Key: key }));
    },
  };
}
