import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { SUBMIT_MESSAGES } from '../request-constants';

export interface NewCustomer {
  name: string;
  email: string;
  phone: string;
  companyId: string;
}

// Read leniently: a success flag without a customer id must end in the spec's fallback message.
const responseSchema = z.object({
  is_success: z.boolean().optional(),
  customer: z.object({ id: z.string().min(1) }).nullish(),
  message: z.string().nullish(),
});

/** The body of POST /api/customers, as sent and as the form checks it before sending. */
export function toNewCustomerBody(customer: NewCustomer) {
  return {
    name: customer.name.trim(),
    email: customer.email.trim(),
    // Optional: an empty phone is left out rather than sent blank.
    ...(customer.phone.trim() ? { phone: customer.phone.trim() } : {}),
    companyId: customer.companyId,
  };
}

/** POST /api/customers: registers the customer and answers its id (§7). */
export async function createCustomer(customer: NewCustomer): Promise<string> {
  const response = await apiClient.request('/api/customers', {
    method: 'POST',
    body: toNewCustomerBody(customer),
    schema: responseSchema,
    anonymous: true,
  });
  if (!response.is_success || !response.customer) {
    throw new Error(response.message || SUBMIT_MESSAGES.customerFallback);
  }
  return response.customer.id;
}
