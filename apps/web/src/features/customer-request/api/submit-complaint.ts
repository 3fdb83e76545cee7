import { z } from 'zod';
import type { ComplaintSubmitRequest } from '@ronda/shared';
import { apiClient } from '@/lib/api-client';
import { SUBMIT_MESSAGES } from '../request-constants';

const responseSchema = z.object({
  is_success: z.boolean().optional(),
  complaint: z.object({ id: z.string().min(1) }).nullish(),
  message: z.string().nullish(),
});

export interface SubmittedComplaint {
  id: string;
  message: string | null;
}

/** POST /api/complaints/submit: the request becomes an incoming task; answers its id (§7). */
export async function submitComplaint(
  request: ComplaintSubmitRequest,
): Promise<SubmittedComplaint> {
  const response = await apiClient.request('/api/complaints/submit', {
    method: 'POST',
    body: request,
    schema: responseSchema,
    anonymous: true,
  });
  if (!response.is_success || !response.complaint) {
    throw new Error(response.message || SUBMIT_MESSAGES.submitFallback);
  }
  return { id: response.complaint.id, message: response.message ?? null };
}
