import { presignedUrlResponseSchema, type PresignedUrlResponse } from '@ronda/shared';
import { apiClient } from '@/lib/api-client';

/**
 * GET /api/upload/presigned-url: where to PUT one image, and the address it will have. The public
 * form names its company; no sign-in is needed.
 */
export function getUploadUrl(
  file: { type: string; size: number },
  companyId: string,
  signal?: AbortSignal,
): Promise<PresignedUrlResponse> {
  return apiClient.request('/api/upload/presigned-url', {
    query: { fileType: file.type, companyId, fileSize: file.size },
    schema: presignedUrlResponseSchema,
    anonymous: true,
    signal,
  });
}
