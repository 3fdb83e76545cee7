import { presignedUrlResponseSchema, type PresignedUrlResponse } from '@ronda/shared';
import { apiClient } from '@/lib/api-client';

/**
 * GET /api/upload/presigned-url: where to PUT one image, and the address it will have. The public
 * form names its company and needs no sign-in; with no company (null) the console's bearer token
 * decides the company.
 */
export function getUploadUrl(
  file: { type: string; size: number },
  companyId: string | null,
  signal?: AbortSignal,
): Promise<PresignedUrlResponse> {
  return apiClient.request('/api/upload/presigned-url', {
    query: { fileType: file.type, companyId, fileSize: file.size },
    schema: presignedUrlResponseSchema,
    anonymous: companyId !== null,
    signal,
  });
}
