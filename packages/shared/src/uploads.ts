import { z } from 'zod';

/**
 * Image uploads (console.md §5, public-site-and-sign-in.md §7): the client asks
 * GET /api/upload/presigned-url for a short-lived upload URL, then PUTs the file there with its
 * Content-Type and without the authorization header. The same rules are checked in the browser
 * (to skip a bad file early) and on the server (which alone decides).
 */

export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type ImageType = (typeof ALLOWED_IMAGE_TYPES)[number];

/** What the spec lists as allowed "types": file extensions, each naming one of the types above. */
export const IMAGE_EXTENSIONS: Readonly<Record<string, ImageType>> = {
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  invalidType: 'Invalid file type. Please use JPEG, PNG, GIF, or WebP',
  tooLarge: 'File size too large (max 10MB)',
  noFile: 'No file provided',
} as const;

/**
 * The image type a `fileType` names: a MIME type (parameters ignored; `image/jpg`, which some
 * systems send, counts as JPEG) or an extension with or without its dot. Undefined otherwise.
 */
export function imageTypeOf(fileType: string): ImageType | undefined {
  const value = fileType.split(';')[0]?.trim().toLowerCase() ?? '';
  // image/png names the same type as png; image/jpg and jpg both mean JPEG.
  const name = value.startsWith('image/') ? value.slice('image/'.length) : value.replace(/^\./, '');
  return Object.hasOwn(IMAGE_EXTENSIONS, name) ? IMAGE_EXTENSIONS[name] : undefined;
}

export type UploadProblem = keyof typeof UPLOAD_MESSAGES;

/**
 * Why a file may not be uploaded, or undefined when it may. By name, so a caller can word it
 * its own way; imageFileProblem gives the spec's words.
 */
export function imageFileProblemKind(
  file: { type: string; size: number } | undefined | null,
): UploadProblem | undefined {
  if (!file) return 'noFile';
  if (!imageTypeOf(file.type)) return 'invalidType';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return undefined;
}

/** The spec's message for a file that may not be uploaded, or undefined when it may. */
export function imageFileProblem(file: { type: string; size: number } | undefined | null) {
  const kind = imageFileProblemKind(file);
  return kind && UPLOAD_MESSAGES[kind];
}

/** How many leading bytes `sniffImageType` needs to tell the four types apart. */
export const IMAGE_SNIFF_BYTES = 12;

/**
 * The type a file's first bytes announce (its magic number), if it is one we accept: what a file
 * really is, whatever its name or declared type says.
 */
export function sniffImageType(head: Uint8Array): ImageType | undefined {
  const starts = (expected: number[] | string, at = 0) =>
    [...expected].every(
      (byte, i) => head[at + i] === (typeof byte === 'string' ? byte.charCodeAt(0) : byte),
    );
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts('GIF87a') || starts('GIF89a')) return 'image/gif';
  if (starts('RIFF') && starts('WEBP', 8)) return 'image/webp';
  return undefined;
}

/** How long an upload URL stays usable once issued. */
export const UPLOAD_URL_TTL_SECONDS = 10 * 60;

export const presignedUrlQuerySchema = z.object({
  /** A MIME type (image/png) or an extension (png); checked by the server for the spec's message. */
  fileType: z.string().max(100).optional(),
  /** The public customer form names its company; signed-in callers upload for their own. */
  companyId: z.string().max(100).optional(),
  /** Optional: when given, the upload must be exactly this many bytes (S3 signs it). */
  fileSize: z.coerce.number().int().positive().optional(),
});
export type PresignedUrlQuery = z.infer<typeof presignedUrlQuerySchema>;

/** The spec's response shape: exactly uploadUrl and fileUrl. */
export const presignedUrlResponseSchema = z.object({
  uploadUrl: z.string().url(),
  fileUrl: z.string().url(),
});
export type PresignedUrlResponse = z.infer<typeof presignedUrlResponseSchema>;
