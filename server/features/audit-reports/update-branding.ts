import { sql } from 'drizzle-orm';
import type { TBranding, TBrandingText } from '@contracts/audit-reports';
import type { Db } from '../../db/client';
import { teamBranding } from '../../db/schema';
import type { TeamScope } from '../../lib/team-scope';
import { brandingColumns } from './get-branding';
import { toBranding } from './to-branding';

/** Saves the team's agency name, colour and call to action (the logo keeps its own routes). */
export async function updateBranding(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  input: TBrandingText,
): Promise<TBranding> {
  const [row] = await db
    .insert(teamBranding)
    .values({ teamId: scope.teamId, ...input })
    .onConflictDoUpdate({ target: teamBranding.teamId, set: { ...input, updatedAt: sql`now()` } })
    .returning(brandingColumns);
  return toBranding(row);
}
