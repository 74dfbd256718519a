import { createAuthClient } from 'better-auth/client';
import { organizationClient } from 'better-auth/client/plugins';
import { teamAccess, teamRoles } from '@contracts/team-roles';
import { ApiError } from './api-client';

/**
 * better-auth's organization client: LeadScout's teams (decision 101). Its calls go to /api/auth/organization/*.
 * Kept apart from `auth-client.ts` so the landing page's bundle does not carry it; the switcher and the team
 * screens load it with their own code.
 */
export const teamClient = createAuthClient({
  baseURL: globalThis.location?.origin ?? 'http://localhost',
  basePath: '/api/auth',
  plugins: [organizationClient({ ac: teamAccess, roles: teamRoles })],
});

type TAuthResult<T> = {
  data: T | null;
  error: { message?: string; code?: string; status: number; statusText: string } | null;
};

/** A better-auth answer as data, or an `ApiError` with the server's message (a 403 says why). */
export async function teamCall<T>(call: Promise<TAuthResult<T>>): Promise<T> {
  const { data, error } = await call;
  if (error) {
    throw new ApiError(error.status, error.code ?? 'HTTP_ERROR', error.message || error.statusText);
  }
  return data as T;
}
