import type { TActiveTeam, TMyTeam } from '@contracts/teams';
import type { TSessionUser } from '@web/lib/session';

/** GET /api/teams/active for an owner of a team that is not personal; override what a test is about. */
export function makeActiveTeam(overrides: Partial<TActiveTeam> = {}): TActiveTeam {
  return { id: 'team-acme', name: 'Acme Dental', personal: false, role: 'owner', ...overrides };
}

export const PERSONAL_TEAM: TMyTeam = { id: 'team-sam', name: "Sam's team", personal: true, role: 'owner' };

/** A signed-in user whose address is confirmed (only such a user sees invitations). */
export const VERIFIED_USER = {
  id: 'user-1',
  email: 'sam.rivera@example.com',
  name: 'Sam Rivera',
  emailVerified: true,
} as TSessionUser;

/** better-auth's get-full-organization answer for the active team. */
export function makeFullTeam(teamId = 'team-acme') {
  const future = new Date(Date.now() + 6 * 86_400_000).toISOString();
  return {
    id: teamId,
    name: 'Acme Dental',
    slug: 'acme-dental-x1',
    members: [
      {
        id: 'm-sam',
        userId: 'user-1',
        organizationId: teamId,
        role: 'owner',
        createdAt: future,
        user: { id: 'user-1', name: 'Sam Rivera', email: 'sam.rivera@example.com' },
      },
      {
        id: 'm-cole',
        userId: 'user-2',
        organizationId: teamId,
        role: 'member',
        createdAt: future,
        user: { id: 'user-2', name: 'Cole Ames', email: 'cole@example.com' },
      },
    ],
    invitations: [
      {
        id: 'inv-1',
        organizationId: teamId,
        email: 'vic@example.com',
        role: 'viewer',
        status: 'pending',
        expiresAt: future,
        inviterId: 'user-1',
      },
      {
        id: 'inv-old',
        organizationId: teamId,
        email: 'gone@example.com',
        role: 'member',
        status: 'canceled',
        expiresAt: future,
        inviterId: 'user-1',
      },
    ],
  };
}
