import { z } from 'zod';
import { ZRole } from './account';
import { ZTeamRole } from './team-roles';

export const SUBSCRIPTION_STATUSES = ['active', 'inactive'] as const;
export const ZSubscriptionStatusValue = z.enum(SUBSCRIPTION_STATUSES);
export type TSubscriptionStatusValue = z.infer<typeof ZSubscriptionStatusValue>;

/** A search count at or above this is highlighted (spec §2, /admin/analytics). */
export const BUSY_SEARCH_COUNT = 10;

/** One row of /admin/users. */
export const ZAdminUser = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: ZRole,
  subscriptionStatus: ZSubscriptionStatusValue,
  planType: z.string().nullable(),
  searchCount: z.number().int(),
  createdAt: z.string(),
  /** The signed-in admin's own row: its role, subscription and deletion cannot be changed. */
  isSelf: z.boolean(),
  /** Two-step sign-in: an authenticator app turned on, and how many passkeys the user has. */
  twoStep: z.object({ authenticatorApp: z.boolean(), passkeys: z.number().int() }),
  /** The teams the user belongs to and their role in each (personal team first, then by name). */
  teams: z.array(z.object({ id: z.string(), name: z.string(), role: ZTeamRole })),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUsersResponse = z.object({ users: z.array(ZAdminUser) });
export type TAdminUsersResponse = z.infer<typeof ZAdminUsersResponse>;

const REQUIRED = 'Email and password are required';

/** POST /api/admin/users (spec §5: email and password required; defaults role user, status active). */
export const ZCreateUserRequest = z.object({
  email: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .pipe(z.email('Invalid email address').max(255, 'Email must be less than 255 characters')),
  password: z
    .string({ error: REQUIRED })
    .min(1, REQUIRED)
    .min(6, 'Password must be at least 6 characters')
    .max(128, 'Password must be at most 128 characters'),
  fullName: z.string().trim().max(100, 'Full name must be less than 100 characters').nullish(),
  role: ZRole.default('user'),
  status: ZSubscriptionStatusValue.default('active'),
});
export type TCreateUserRequest = z.input<typeof ZCreateUserRequest>;

/** PATCH /api/admin/users/:id/role — replaces the user's role row. */
export const ZUpdateRoleRequest = z.object({ role: ZRole });
export type TUpdateRoleRequest = z.infer<typeof ZUpdateRoleRequest>;

/** PATCH /api/admin/users/:id/subscription — the admin's per-user subscription toggle. */
export const ZUpdateSubscriptionRequest = z.object({ status: ZSubscriptionStatusValue });
export type TUpdateSubscriptionRequest = z.infer<typeof ZUpdateSubscriptionRequest>;

export const ZDailyCount = z.object({ date: z.string(), count: z.number().int() });
export type TDailyCount = z.infer<typeof ZDailyCount>;

/** GET /api/admin/analytics */
export const ZAnalyticsResponse = z.object({
  totalUsers: z.number().int(),
  totalSearches: z.number().int(),
  businessesFound: z.number().int(),
  activeSubscriptions: z.number().int(),
  /** One decimal; 0 when there are no users. */
  averageSearchesPerUser: z.number(),
  /** One decimal; 0 when there are no searches. */
  averageBusinessesPerSearch: z.number(),
  /** One entry per UTC day, oldest first, zeros included. */
  signupsByDay: z.array(ZDailyCount),
  searchesByDay: z.array(ZDailyCount),
  topSearchers: z.array(z.object({ userId: z.string(), email: z.string(), searchCount: z.number().int() })),
});
export type TAnalyticsResponse = z.infer<typeof ZAnalyticsResponse>;

/** total / divisor to one decimal, 0 when the divisor is 0 (spec §2). */
export function averageOf(total: number, divisor: number): number {
  if (!divisor) return 0;
  return Math.round((total / divisor) * 10) / 10;
}
