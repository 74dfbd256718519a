import type { TGoogleProfile } from '@contracts/audit';
import type { TLeadAudit } from '@contracts/audit';
import type { TWebsiteEnrichment } from '@contracts/enrichment';

/** The stored facts of one business the score is computed from. */
export type LeadScoreInput = {
  website: string | null;
  phone: string | null;
  /** The business email column; emails found on the website count too. */
  email: string | null;
  /** Maps rating, 1–5. */
  rating: number | null;
  reviewCount: number | null;
  /** null when the website has not been crawled (or there is none). */
  enrichment: TWebsiteEnrichment | null;
  /** What the Google profile has and lacks (issue 32); absent for leads found before it was read. */
  googleProfile?: TGoogleProfile | null;
  /** The deep pass's website audit (decision 127); absent or null before it (the first pass). */
  audit?: TLeadAudit | null;
};
