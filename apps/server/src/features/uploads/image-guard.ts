import { Transform } from 'node:stream';
import { IMAGE_SNIFF_BYTES, sniffImageType, UPLOAD_MESSAGES, type ImageType } from '@ronda/shared';
import { ApiError } from '../../lib/api-error.ts';

export const NOT_AN_IMAGE_MESSAGE = 'The file is not a valid image of the declared type';

/**
 * Passes an upload's bytes through while enforcing the size cap as they stream (a missing or false
 * Content-Length proves nothing) and that they start like an image of the declared type: a file
 * served as image/png must be one, whatever a browser might otherwise sniff it to be.
 */
export function imageGuard(declared: ImageType, maxBytes: number): Transform & { bytes(): number } {
  let seen = 0;
  let head = Buffer.alloc(0);
  let sniffed = false;
  const notAnImage = () => new ApiError(415, NOT_AN_IMAGE_MESSAGE);
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) return callback(new ApiError(413, UPLOAD_MESSAGES.tooLarge));
      if (!sniffed) {
        head = Buffer.concat([head, chunk]).subarray(0, IMAGE_SNIFF_BYTES);
        if (head.length >= IMAGE_SNIFF_BYTES) {
          sniffed = true;
          if (sniffImageType(head) !== declared) return callback(notAnImage());
        }
      }
      callback(null, chunk);
    },
    flush(callback) {
      if (seen === 0) return callback(ApiError.badRequest(UPLOAD_MESSAGES.noFile));
      if (!sniffed && sniffImageType(head) !== declared) return callback(notAnImage());
      callback();
    },
  });
  return Object.assign(guard, { bytes: () => seen });
}
