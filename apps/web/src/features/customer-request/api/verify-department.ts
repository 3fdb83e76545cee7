import { departmentVerifyResponseSchema } from '@ronda/shared';
import { apiClient } from '@/lib/api-client';

export interface VerifiedDepartment {
  id: string;
  name: string;
}

/** GET /api/companies/{companyId}/departments/{departmentId}/verify: the department of a QR link. */
export async function verifyDepartment(
  companyId: string,
  departmentId: string,
  signal?: AbortSignal,
): Promise<VerifiedDepartment> {
  const path = `/api/companies/${encodeURIComponent(companyId)}/departments/${encodeURIComponent(departmentId)}/verify`;
  const response = await apiClient.request(path, {
    schema: departmentVerifyResponseSchema,
    anonymous: true,
    signal,
  });
  return response.department;
}
