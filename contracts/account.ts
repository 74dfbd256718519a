import { z } from 'zod';

export { displayName } from './display-name';

export const ROLES = ['user', 'admin', 'beta'] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

/** GET /api/me — who is signed in, with profile and roles. 401 when signed out. */
export const ZMeResponse = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  companyName: z.string().nullable(),
  roles: z.array(ZRole),
  isAdmin: z.boolean(),
  isBeta: z.boolean(),
});
export type TMeResponse = z.infer<typeof ZMeResponse>;

/** POST /api/account/admin-setup — the one-time setup token from the server log makes the caller admin. */
export const ZAdminSetupRequest = z.object({
  token: z.string('Setup token is required').trim().min(1, 'Setup token is required').max(200),
});
export type TAdminSetupRequest = z.infer<typeof ZAdminSetupRequest>;

/** POST /api/account/confirm-password: re-authenticates the session of an account without a factor (decision 096). */
export const ZConfirmPasswordRequest = z.object({
  password: z.string('Password is required').min(1, 'Password is required').max(128),
});
export type TConfirmPasswordRequest = z.infer<typeof ZConfirmPasswordRequest>;

/** PATCH /api/me/profile */
export const ZUpdateProfileRequest = z.object({
  fullName: z.string().trim().max(100).nullable(),
  companyName: z.string().trim().max(100).nullable(),
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

/** GET /api/dashboard/overview — the cards of the /dashboard index. */
export const ZOverviewResponse = z.object({
  totalSearches: z.number().int(),
  businessesFound: z.number().int(),
  hasApiKey: z.boolean(),
  /** Only present for admins. */
  totalUsers: z.number().int().nullable(),
});
export type TOverviewResponse = z.infer<typeof ZOverviewResponse>;
