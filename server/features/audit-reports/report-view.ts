import { DEFAULT_BRAND_COLOUR, isWebUrl, normaliseHexColour, textColourOn } from '@contracts/audit-reports';
import { ZLeadAudit, type TAuditFinding, type TAuditSeverity, type TPageSpeed } from '@contracts/audit';
import {
  partColour,
  SCORE_PART_LABEL,
  SCORE_PART_MAX,
  SCORE_PARTS,
  ZScoreBreakdown,
  type TPartColour,
  type TRecommendation,
} from '@contracts/enrichment';
import { ZLead, type TScoreDetails } from '@contracts/search';
import type { TSharedReport } from './find-shared-report';

export type TReportScorePart = {
  label: string;
  value: number;
  max: number;
  colour: TPartColour;
  reasons: string[];
};

/** Everything a shared report shows, already chosen and in words: the page and its PDF render only this. */
export type TReportView = {
  agency: {
    name: string;
    colour: string;
    /** White or near-black, whichever reads better on `colour`. */
    textColour: string;
    hasLogo: boolean;
    cta: { text: string; url: string } | null;
  };
  business: {
    name: string;
    address: string | null;
    phone: string | null;
    /** Linked only when it is an http(s) address. */
    website: { text: string; href: string | null } | null;
    rating: number | null;
    reviewCount: number | null;
  };
  preparedOn: Date;
  /** The five parts on the spec scale and their sum; null before the lead was scored. */
  score: { total: number; parts: TReportScorePart[] } | null;
  /** Null until the website audit ran (or when what is stored is not an audit). */
  audit: { checkedOn: Date; url: string; findings: TAuditFinding[]; pageSpeed: TPageSpeed | null } | null;
  recommendations: TRecommendation[];
};

const SEVERITY_ORDER: TAuditSeverity[] = ['high', 'medium', 'low'];

function addressOf(lead: TSharedReport['lead']): string | null {
  if (lead.address) return lead.address;
  return [lead.city, lead.state].filter(Boolean).join(', ') || null;
}

function scoreOf(stored: unknown, details: TScoreDetails | null): TReportView['score'] {
  const breakdown = ZScoreBreakdown.safeParse(stored);
  if (!breakdown.success) return null;
  const reasons = details?.reasons ?? {};
  const parts = SCORE_PARTS.map((part) => ({
    label: SCORE_PART_LABEL[part],
    value: breakdown.data[part],
    max: SCORE_PART_MAX[part],
    colour: partColour(part, breakdown.data[part]),
    reasons: reasons[part] ?? [],
  }));
  return { total: parts.reduce((sum, part) => sum + part.value, 0), parts };
}

function auditOf(lead: TSharedReport['lead']): TReportView['audit'] {
  const audit = ZLeadAudit.safeParse(lead.audit);
  if (!audit.success) return null;
  const findings = [...audit.data.findings].sort(
    (a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity),
  );
  const checkedOn = new Date(audit.data.checkedAt);
  return {
    checkedOn: Number.isNaN(checkedOn.getTime()) ? new Date() : checkedOn,
    url: audit.data.url,
    findings,
    pageSpeed: audit.data.pageSpeed ?? null,
  };
}

/** The report of one shared link, from what `findSharedReport` read (and nothing else). */
export function toReportView(shared: TSharedReport): TReportView {
  const { lead, branding } = shared;
  const colour = branding.colour ? normaliseHexColour(branding.colour) : DEFAULT_BRAND_COLOUR;
  const stored = ZLead.shape.scoreDetails.safeParse(lead.scoreDetails);
  const details = stored.success ? stored.data : null;
  return {
    agency: {
      name: branding.agencyName || shared.teamName,
      colour,
      textColour: textColourOn(colour),
      hasLogo: branding.hasLogo,
      cta:
        branding.ctaText && branding.ctaUrl && isWebUrl(branding.ctaUrl)
          ? { text: branding.ctaText, url: branding.ctaUrl }
          : null,
    },
    business: {
      name: lead.businessName,
      address: addressOf(lead),
      phone: lead.phone,
      website: lead.website
        ? {
            text: lead.website.replace(/^https?:\/\//, '').replace(/\/$/, ''),
            href: isWebUrl(lead.website) ? lead.website : null,
          }
        : null,
      rating: lead.rating,
      reviewCount: lead.reviewCount,
    },
    preparedOn: shared.createdAt,
    score: scoreOf(lead.scoreBreakdown, details),
    audit: auditOf(lead),
    recommendations: details?.recommendations ?? [],
  };
}
