import { z } from 'zod';
import { ZTeamRole } from './team-roles';

/** The team a signed-in request acts in (GET /api/teams/active), with the user's role there. */
export const ZActiveTeam = z.object({
  id: z.string(),
  name: z.string(),
  /** True for the account's own personal team (it cannot be deleted or left). */
  personal: z.boolean(),
  role: ZTeamRole,
});
export type TActiveTeam = z.infer<typeof ZActiveTeam>;

/** One team the signed-in user belongs to (GET /api/teams): the switcher's list. */
export const ZMyTeam = ZActiveTeam;
export type TMyTeam = z.infer<typeof ZMyTeam>;
export const ZMyTeamsResponse = z.object({ teams: z.array(ZMyTeam) });
export type TMyTeamsResponse = z.infer<typeof ZMyTeamsResponse>;

export const LOCATE_KINDS = ['search', 'list', 'lead'] as const;
/** GET /api/teams/locate?kind=&id= — which of the user's teams holds a search, list or lead (a shared link). */
export const ZLocateQuery = z.object({
  kind: z.enum(LOCATE_KINDS),
  id: z.uuid({ message: 'id must be a valid id' }),
});
export type TLocateQuery = z.infer<typeof ZLocateQuery>;
/** The team that owns the item; the web switches to it and says so. */
export const ZLocatedItem = z.object({
  teamId: z.string(),
  teamName: z.string(),
  /** True when the item is in the request's active team already (no switch needed). */
  active: z.boolean(),
});
export type TLocatedItem = z.infer<typeof ZLocatedItem>;
