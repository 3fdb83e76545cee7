import crypto from 'node:crypto';

/**
 * HMAC signatures for the upload URLs our own server accepts (local disk). The key is derived from
 * SESSION_SECRET for this purpose alone, so a signature here can never stand in for a session
 * token hash or any other use of the secret.
 */
export interface SignedUploadFields {
  key: string;
  contentType: string;
  /** Unix seconds. */
  expires: number;
}

export function uploadSigningKey(sessionSecret: string): Buffer {
  return crypto.createHmac('sha256', sessionSecret).update('ronda/upload-url/v1').digest();
}

export function signUpload(signingKey: Buffer, fields: SignedUploadFields): string {
  return crypto
    .createHmac('sha256', signingKey)
    .update(['PUT', fields.key, fields.contentType, String(fields.expires)].join('\n'))
    .digest('base64url');
}

/** Timing-safe: how much of a guess was right must not show in how long the answer takes. */
export function signatureMatches(
  signingKey: Buffer,
  fields: SignedUploadFields,
  signature: string,
): boolean {
  const expected = Buffer.from(signUpload(signingKey, fields));
  const given = Buffer.from(signature);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
