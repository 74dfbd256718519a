import { and, sql } from 'drizzle-orm';
import { LOGO_MAX_BYTES, type TBranding } from '@contracts/audit-reports';
import type { Db } from '../../db/client';
import { teamBranding } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { brandingColumns } from './get-branding';
import { logoTypeOf } from './logo-type';
import { toBranding } from './to-branding';

export const LOGO_TYPE_MESSAGE = 'The logo must be a PNG, JPEG or WebP image (SVG is not accepted)';

/**
 * Stores the team's logo from the uploaded bytes, or removes it (`null`). The type is what the bytes say, never
 * what the upload claimed; at most 256 KB (decision 130).
 */
export async function setBrandingLogo(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  bytes: Buffer | null,
): Promise<TBranding> {
  if (bytes === null) {
    const [row] = await db
      .update(teamBranding)
      .set({ logo: null, logoType: null, updatedAt: sql`now()` })
      .where(ofTeam(teamBranding, scope))
      .returning(brandingColumns);
    return toBranding(row);
  }
  if (bytes.length === 0) throw new AppError('VALIDATION_ERROR', 'Choose a logo file to upload');
  if (bytes.length > LOGO_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', `The logo must be ${LOGO_MAX_BYTES / 1024} KB or smaller`);
  const logoType = logoTypeOf(bytes);
  if (!logoType) throw new AppError('VALIDATION_ERROR', LOGO_TYPE_MESSAGE);
  const [row] = await db
    .insert(teamBranding)
    .values({ teamId: scope.teamId, logo: bytes, logoType })
    .onConflictDoUpdate({
      target: teamBranding.teamId,
      set: { logo: bytes, logoType, updatedAt: sql`now()` },
    })
    .returning(brandingColumns);
  return toBranding(row);
}

/** The team's logo bytes and type, for Settings' preview; null when there is none. */
export async function readBrandingLogo(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
): Promise<{ bytes: Buffer; type: string } | null> {
  const [row] = await db
    .select({ bytes: teamBranding.logo, type: teamBranding.logoType })
    .from(teamBranding)
    .where(and(ofTeam(teamBranding, scope), sql`${teamBranding.logo} is not null`));
  return row?.bytes && row.type ? { bytes: Buffer.from(row.bytes), type: row.type } : null;
}
