import type { TBranding, TLogoType } from '@contracts/audit-reports';
import type { teamBranding } from '../../db/schema';

type TRow = Pick<
  typeof teamBranding.$inferSelect,
  'agencyName' | 'colour' | 'ctaText' | 'ctaUrl' | 'logoType' | 'updatedAt'
> & { logoBytes: number | null };

export const NO_BRANDING: TBranding = {
  agencyName: null,
  colour: null,
  ctaText: null,
  ctaUrl: null,
  logo: null,
};

export const toBranding = (row: TRow | undefined): TBranding =>
  row
    ? {
        agencyName: row.agencyName,
        colour: row.colour,
        ctaText: row.ctaText,
        ctaUrl: row.ctaUrl,
        logo:
          row.logoType && row.logoBytes !== null
            ? {
                type: row.logoType as TLogoType,
                bytes: row.logoBytes,
                updatedAt: row.updatedAt.toISOString(),
              }
            : null,
      }
    : NO_BRANDING;
