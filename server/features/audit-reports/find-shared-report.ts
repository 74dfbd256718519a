import { and, eq, isNull, sql } from 'drizzle-orm';
import { REPORT_TOKEN_PATTERN } from '@contracts/audit-reports';
import type { Db } from '../../db/client';
import { auditReports, businessResults, team, teamBranding } from '../../db/schema';
import { hashReportToken } from './report-token';

/**
 * What a public report may show (decision 130): the business's own public facts, its score, findings and
 * recommendations, and the team's branding. Nothing the team wrote about the lead (notes, tags, contacts, emails,
 * assignee) is even read.
 */
const sharedColumns = {
  id: auditReports.id,
  createdAt: auditReports.createdAt,
  teamName: team.name,
  lead: {
    businessName: businessResults.businessName,
    address: businessResults.address,
    city: businessResults.city,
    state: businessResults.state,
    phone: businessResults.phone,
    website: businessResults.website,
    rating: businessResults.rating,
    reviewCount: businessResults.reviewCount,
    scoreBreakdown: businessResults.scoreBreakdown,
    scoreDetails: businessResults.scoreDetails,
    audit: businessResults.audit,
  },
  branding: {
    agencyName: teamBranding.agencyName,
    colour: teamBranding.colour,
    ctaText: teamBranding.ctaText,
    ctaUrl: teamBranding.ctaUrl,
    hasLogo: sql<boolean>`${teamBranding.logo} is not null`,
  },
};

export type TSharedReport = {
  id: string;
  createdAt: Date;
  teamName: string;
  lead: { [K in keyof typeof sharedColumns.lead]: (typeof businessResults.$inferSelect)[K] };
  branding: {
    agencyName: string | null;
    colour: string | null;
    ctaText: string | null;
    ctaUrl: string | null;
    hasLogo: boolean;
  };
};

/** The live (not revoked) report behind a link's token, with its lead and branding; null when there is none. */
export async function findSharedReport(db: Db, token: string): Promise<TSharedReport | null> {
  if (!REPORT_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select(sharedColumns)
    .from(auditReports)
    .innerJoin(
      businessResults,
      and(eq(businessResults.id, auditReports.leadId), eq(businessResults.teamId, auditReports.teamId)),
    )
    .innerJoin(team, eq(team.id, auditReports.teamId))
    .leftJoin(teamBranding, eq(teamBranding.teamId, auditReports.teamId))
    .where(and(eq(auditReports.tokenHash, hashReportToken(token)), isNull(auditReports.revokedAt)));
  if (!row) return null;
  const branding = row.branding;
  return {
    ...row,
    branding: {
      agencyName: branding?.agencyName ?? null,
      colour: branding?.colour ?? null,
      ctaText: branding?.ctaText ?? null,
      ctaUrl: branding?.ctaUrl ?? null,
      hasLogo: branding?.hasLogo === true,
    },
  };
}

/** The logo of the team behind a live link's token; null when there is no such link or no logo. */
export async function findSharedLogo(db: Db, token: string): Promise<{ bytes: Buffer; type: string } | null> {
  if (!REPORT_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ bytes: teamBranding.logo, type: teamBranding.logoType })
    .from(auditReports)
    .innerJoin(teamBranding, eq(teamBranding.teamId, auditReports.teamId))
    .where(and(eq(auditReports.tokenHash, hashReportToken(token)), isNull(auditReports.revokedAt)));
  return row?.bytes && row.type ? { bytes: Buffer.from(row.bytes), type: row.type } : null;
}
