import { z } from 'zod';
import { isoDateTimeSchema } from './date-time.ts';
import { emailAddressSchema } from './email-address.ts';
import { companySchema } from './people.ts';

/** The public "Raise a Request" form's calls (public-site-and-sign-in.md §2.9, §7). */

export const companiesQuerySchema = z.object({
  isActive: z.enum(['true', 'false']).optional(),
});
export const companiesResponseSchema = z.object({
  is_success: z.literal(true),
  companies: z.array(companySchema),
});
export const companyResponseSchema = z.object({
  is_success: z.literal(true),
  company: companySchema,
});

export const departmentVerifyResponseSchema = z.object({
  is_success: z.literal(true),
  department: z.object({ id: z.string().uuid(), name: z.string() }),
});

const email = emailAddressSchema;

export const customerLookupQuerySchema = z.object({ email, companyId: z.string().uuid() });
/** The phone is masked but for its last digits: the lookup must not become a phone directory. */
export const customerLookupResponseSchema = z.object({
  is_success: z.literal(true),
  customer: z.object({ id: z.string().uuid(), name: z.string(), phone: z.string().nullable() }),
});

export const customerCreateRequestSchema = z.object({
  name: z.string().trim().min(1, { error: 'is required' }).max(120),
  email,
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^(\+?[0-9][0-9 ()-]{5,})?$/, { error: 'must be a phone number' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  companyId: z.string().uuid(),
});
export const customerCreateResponseSchema = z.object({
  is_success: z.literal(true),
  customer: z.object({ id: z.string().uuid() }),
  message: z.string(),
});

export const MAX_REQUEST_IMAGES = 10;

export const complaintSubmitRequestSchema = z.object({
  companyId: z.string().uuid(),
  customerId: z.string().uuid(),
  departmentId: z
    .string()
    .uuid()
    .nullish()
    .or(z.literal('').transform(() => null)),
  description: z.string().trim().min(1, { error: 'is required' }).max(4000),
  location: z.object({
    address: z.string().trim().min(1, { error: 'is required' }).max(500),
    coordinates: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  }),
  images: z.array(z.string().url().max(1000)).max(MAX_REQUEST_IMAGES).default([]),
  /** Required by the public form (spec §5); without one, the company's default (issue 28). */
  dueDate: isoDateTimeSchema().nullish(),
});
export type ComplaintSubmitRequest = z.input<typeof complaintSubmitRequestSchema>;

export const complaintSubmitResponseSchema = z.object({
  is_success: z.literal(true),
  complaint: z.object({ id: z.string().uuid() }),
  message: z.string(),
});

/** Client-side checks, in this order, with these messages (spec §5). */
export const CUSTOMER_REQUEST_MESSAGES = {
  emailRequired: 'Email address is required',
  nameRequired: 'Name is required',
  companyRequired: 'Please select a company',
  descriptionRequired: 'Description is required',
  locationRequired: 'Location is required',
  dueDateRequired: 'Due Date is required',
  dueDateInvalid: 'Please provide a valid Due Date',
} as const;
