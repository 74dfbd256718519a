import { sql } from 'drizzle-orm';
import type { TBranding } from '@contracts/audit-reports';
import type { Db } from '../../db/client';
import { teamBranding } from '../../db/schema';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { toBranding } from './to-branding';

/** The columns of a branding row the team sees: the logo as its type and size, never its bytes. */
export const brandingColumns = {
  agencyName: teamBranding.agencyName,
  colour: teamBranding.colour,
  ctaText: teamBranding.ctaText,
  ctaUrl: teamBranding.ctaUrl,
  logoType: teamBranding.logoType,
  logoBytes: sql<number | null>`octet_length(${teamBranding.logo})`.mapWith(Number),
  updatedAt: teamBranding.updatedAt,
};

/** The active team's branding (Settings → Branding); all empty until someone saves it. */
export async function getBranding(db: Db, scope: Pick<TeamScope, 'teamId'>): Promise<TBranding> {
  const [row] = await db.select(brandingColumns).from(teamBranding).where(ofTeam(teamBranding, scope));
  return toBranding(row);
}
