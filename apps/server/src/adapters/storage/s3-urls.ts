import type { Config } from '../../config.ts';

// Kept apart from s3-storage.ts, which loads the AWS SDK: the CSP needs these origins at start.

export type S3Settings = NonNullable<Config['s3']>;

/** Where an object is read from: S3_PUBLIC_URL (a CDN or public bucket URL) first. */
export function s3FileUrl(s3: S3Settings, key: string): string {
  if (s3.publicUrl) return `${s3.publicUrl.replace(/\/+$/, '')}/${key}`;
  if (s3.endpoint) return `${s3.endpoint.replace(/\/+$/, '')}/${s3.bucket}/${key}`;
  return `https://${s3.bucket}.s3.${s3.region}.amazonaws.com/${key}`;
}

/**
 * The origins a browser talks to for S3 uploads: it PUTs to the bucket (path style on a custom
 * endpoint, the bucket's own host on AWS) and shows images from the file URL's origin.
 */
export function s3BrowserOrigins(s3: S3Settings): { upload: string; files: string } {
  const upload = s3.endpoint
    ? new URL(s3.endpoint).origin
    : `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
  return { upload, files: new URL(s3FileUrl(s3, 'x')).origin };
}
