import {
  SCORE_BAND_LABEL,
  SCORE_PARTS,
  scoreBand,
  ZScoreBreakdown,
  ZWebsiteEnrichment,
} from '@contracts/enrichment';
import type { TEmailCheck } from '@contracts/audit';
import { describeEmailCheck } from '@contracts/email-checks';
import { bySeverity, type TLeadAudit } from '@contracts/audit';
import type { z } from 'zod';
import { neutraliseFormula } from '../../lib/neutralise-formula';
import { toExportCells, type TExportCell, type TExportLead } from './export-cells';

/** What the Full layout reads of a lead beyond the spec's columns (named as the export query names them). */
export type TFullExportLead = TExportLead & {
  id: string;
  email: string | null;
  emails: { email: string; source: string }[] | null;
  contactName: string | null;
  contactTitle: string | null;
  contacts: { name: string; title: string | null; linkedin_url: string | null }[] | null;
  facebookUrl: string | null;
  instagramUrl: string | null;
  linkedinUrl: string | null;
  twitterUrl: string | null;
  tiktokUrl: string | null;
  pinterestUrl: string | null;
  youtubeUrl: string | null;
  hasChatbot: boolean | null;
  chatbotPlatform: string | null;
  cmsPlatform: string | null;
  marketingTools: string[] | null;
  enrichment: unknown;
  enrichmentStatus: string;
  scoreBreakdown: unknown;
  primaryType: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  googlePlaceId: string | null;
  googleMapsUri: string | null;
  searchNiche: string | null;
  searchLocation: string | null;
  lists: string[] | null;
  lastContactedDate: string | null;
  emailChecks: TEmailCheck[] | null;
  audit: TLeadAudit | null;
};

const text = (value: string | null | undefined) => (value ? neutraliseFormula(value) : null);
const joined = (values: readonly string[] | null | undefined) =>
  values && values.length > 0 ? neutraliseFormula(values.join('; ')) : null;
const yesNo = (value: boolean | null | undefined) =>
  value === null || value === undefined ? null : value ? 'Yes' : 'No';

/** "info@x.com — https://x.com/contact (branch: Leeds)": each email with the page it was found on. */
function emailSources(lead: TFullExportLead, found: { email: string; source: string; branch?: string }[]) {
  const byEmail = new Map(found.map((f) => [f.email.toLowerCase(), f]));
  return (lead.emails ?? []).map(({ email, source }) => {
    const branch = byEmail.get(email.toLowerCase())?.branch;
    return `${email} — ${source}${branch ? ` (branch: ${branch})` : ''}`;
  });
}

type TWebsiteFacts = Partial<z.infer<typeof ZWebsiteEnrichment>>;

/** The stored crawl result, field by field: one field an older crawl wrote differently never hides the rest. */
function websiteFacts(stored: unknown): TWebsiteFacts {
  if (!stored || typeof stored !== 'object') return {};
  const facts: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(ZWebsiteEnrichment.shape)) {
    const parsed = schema.safeParse((stored as Record<string, unknown>)[key]);
    if (parsed.success) facts[key] = parsed.data;
  }
  return facts as TWebsiteFacts;
}

/**
 * One row of the Full layout (`EXPORT_FULL_COLUMNS`): the spec's 12 cells, then every stored fact. Text cells go
 * through the same formula rule as the spec layout; lists are joined by "; ".
 */
export function toFullExportCells(lead: TFullExportLead): TExportCell[] {
  const info = websiteFacts(lead.enrichment);
  const parts = ZScoreBreakdown.safeParse(lead.scoreBreakdown);
  const findings = bySeverity(lead.audit?.findings ?? []);
  const check =
    lead.enrichmentStatus === 'failed' && info.failureReason
      ? `failed: ${info.failureReason}`
      : lead.enrichmentStatus;
  return [
    ...toExportCells(lead),
    text(lead.email),
    joined((lead.emails ?? []).map((e) => e.email)),
    joined(emailSources(lead, info.emails ?? [])),
    text(lead.contactName),
    text(lead.contactTitle),
    joined((lead.contacts ?? []).map((c) => (c.title ? `${c.name} (${c.title})` : c.name))),
    text(lead.facebookUrl),
    text(lead.instagramUrl),
    text(lead.linkedinUrl),
    text(lead.twitterUrl),
    text(lead.tiktokUrl),
    text(lead.pinterestUrl),
    text(lead.youtubeUrl),
    yesNo(lead.hasChatbot),
    text(lead.chatbotPlatform),
    joined((info.chatWidgets ?? []).map((w) => (w.confidence === 'weak' ? `${w.name} (possible)` : w.name))),
    joined(info.messagingChannels),
    text(lead.cmsPlatform),
    joined(info.cmsAddons),
    joined(lead.marketingTools),
    yesNo(info.isHttps),
    yesNo(info.hasViewport),
    info.copyrightYear ?? null,
    joined(info.outdatedSignals),
    text(info.finalUrl),
    text(check),
    lead.leadScore === null ? null : SCORE_BAND_LABEL[scoreBand(lead.leadScore)],
    ...SCORE_PARTS.map((part) => (parts.success ? parts.data[part] : null)),
    text(lead.primaryType),
    text(lead.country),
    lead.latitude,
    lead.longitude,
    text(lead.googlePlaceId),
    text(lead.googleMapsUri),
    text(lead.searchNiche),
    text(lead.searchLocation),
    joined(lead.lists),
    lead.lastContactedDate,
    lead.id,
    joined((lead.emailChecks ?? []).map(describeEmailCheck)),
    text(lead.audit?.checkedAt.slice(0, 10)),
    joined(findings.map((f) => f.id)),
    joined(findings.map((f) => f.title)),
  ];
}
