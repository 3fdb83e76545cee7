import { z } from 'zod';
import { IDENTITY_PROVIDERS, idTokenSchema, loginResponseSchema } from './auth.ts';

const name = z.string().trim().min(1).max(100);
const optionalText = (max: number) => z.string().trim().max(max).optional();

export const registerBusinessRequestSchema = z.object({
  provider: z.enum(IDENTITY_PROVIDERS),
  idToken: idTokenSchema,
  company: z.object({
    name: z.string().trim().min(2).max(120),
    address: optionalText(300),
    phone: optionalText(30),
    email: z.string().trim().email().optional(),
    website: z.string().trim().url().optional(),
    timezone: optionalText(64),
  }),
  admin: z.object({ firstName: name, lastName: optionalText(100), phone: optionalText(30) }),
});
export type RegisterBusinessRequest = z.infer<typeof registerBusinessRequestSchema>;

export const joinCompanyRequestSchema = z.object({
  provider: z.enum(IDENTITY_PROVIDERS),
  idToken: idTokenSchema,
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{8}$/, { error: 'must be the 8-character join code' }),
  firstName: name.optional(),
  lastName: optionalText(100),
  phone: optionalText(30),
});
export type JoinCompanyRequest = z.infer<typeof joinCompanyRequestSchema>;

export const INVITE_DEFAULT_HOURS = 72;
export const INVITE_MAX_HOURS = 24 * 30;
export const INVITE_MAX_USES = 1000;

export const createInviteRequestSchema = z.object({
  departmentId: z.string().uuid().optional(),
  expiresInHours: z.number().int().min(1).max(INVITE_MAX_HOURS).default(INVITE_DEFAULT_HOURS),
  /** How many people may join with the code; without it, any number until it expires. */
  maxUses: z.number().int().min(1).max(INVITE_MAX_USES).optional(),
});
export type CreateInviteRequest = z.input<typeof createInviteRequestSchema>;

export const inviteSchema = z.object({
  id: z.string().uuid(),
  code: z.string(),
  departmentId: z.string().uuid().nullable(),
  departmentName: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  maxUses: z.number().int().nullable(),
  usedCount: z.number().int().nonnegative(),
  /** What the QR code encodes: a link to the join page carrying the code. */
  qrPayload: z.string(),
});
export type Invite = z.infer<typeof inviteSchema>;

export const inviteCodeSchema = joinCompanyRequestSchema.shape.code;

/** GET /api/onboarding/invites/{code}: what the join page shows before anyone signs in. */
export const invitePreviewResponseSchema = z.object({
  is_success: z.literal(true),
  companyName: z.string(),
  departmentName: z.string().nullable(),
  expiresAt: z.string(),
});
export type InvitePreview = z.infer<typeof invitePreviewResponseSchema>;

/** POST /api/onboarding/join-signed-in: the signed-in person (bearer token) uses a code. */
export const joinSignedInRequestSchema = z.object({ code: inviteCodeSchema });
export const joinSignedInResponseSchema = loginResponseSchema.omit({ token: true });

/** The join page's words for a code that leads nowhere (expired, revoked, used up, unknown). */
export const INVITE_GONE_MESSAGE = 'This invitation has expired or was revoked';

export const departmentInputSchema = z.object({
  name: z.string().trim().min(1).max(80),
  description: z.string().trim().max(500).optional(),
});
export const departmentUpdateSchema = departmentInputSchema
  .partial()
  .refine((v) => v.name !== undefined || v.description !== undefined, {
    error: 'give a name or a description to change',
  });
export const departmentSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string().nullable(),
});

export const userRoleUpdateSchema = z.object({ isSupervisor: z.boolean() });
export const userDepartmentsUpdateSchema = z.object({
  departmentIds: z.array(z.string().uuid({ error: 'must be department ids' })).max(50),
});
