import { z } from 'zod';
import { companySchema, userSchema } from './people.ts';

export const IDENTITY_PROVIDERS = ['google', 'apple'] as const;
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number];

/** A provider-signed ID token; the server verifies it and never accepts a bare e-mail. */
export const idTokenSchema = z.string().trim().min(20, { error: 'must be an ID token' }).max(8192);

export const loginRequestSchema = z.object({
  provider: z.enum(IDENTITY_PROVIDERS),
  idToken: idTokenSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const demoLoginRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email({ error: 'must be an e-mail address' }),
});

/** public-site-and-sign-in.md §3 "Login response: token, user, company". */
export const loginResponseSchema = z.object({
  is_success: z.literal(true),
  token: z.string(),
  user: userSchema,
  company: companySchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({
  is_success: z.literal(true),
  user: userSchema,
  company: companySchema,
});

export const successResponseSchema = z.object({ is_success: z.literal(true) });

export const demoAccountSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(['admin', 'supervisor', 'employee']),
});
export type DemoAccount = z.infer<typeof demoAccountSchema>;

/** What the sign-in pages may offer: providers only when configured, demo accounts only when on. */
export const authOptionsResponseSchema = z.object({
  is_success: z.literal(true),
  google: z.object({ clientId: z.string(), scriptUrl: z.string() }).nullable(),
  apple: z.object({ clientId: z.string(), scriptUrl: z.string() }).nullable(),
  demoAccounts: z.array(demoAccountSchema).nullable(),
  /** Whether /admin can sign anyone in: Google sign-in and ADMIN_EMAIL are both configured. */
  adminSignIn: z.boolean(),
});
export type AuthOptions = z.infer<typeof authOptionsResponseSchema>;

export const adminSessionRequestSchema = z.object({
  credential: z.string().trim().min(1).max(8192),
});
export const adminSessionResponseSchema = z.object({
  is_success: z.literal(true),
  email: z.string(),
});
export const adminSessionStatusSchema = z.object({
  is_success: z.literal(true),
  email: z.string().nullable(),
});

/** The messages the admin page shows (public-site-and-sign-in.md §8). */
export const ADMIN_LOGIN_MESSAGES = {
  unauthorized: 'Unauthorized email address',
  invalidToken: 'Invalid token',
  failed: 'Google authentication failed',
} as const;

export const EMAIL_NOT_FOUND_MESSAGE = 'Email not found.';
