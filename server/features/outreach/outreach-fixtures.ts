import type { TLeadFacts } from './lead-facts';

/** Test data: a read website with a few gaps (no chat, no Instagram, 3.9 stars from 11 reviews). */
export function makeFacts(overrides: Partial<TLeadFacts> = {}): TLeadFacts {
  const base: TLeadFacts = {
    leadId: '11111111-1111-4111-8111-111111111111',
    businessName: "Joe's Plumbing",
    city: 'Austin',
    state: 'TX',
    address: '123 Main St, Austin, TX 78701',
    zipCode: '78701',
    phone: '(512) 555-0142',
    niche: 'plumber',
    website: 'https://joesplumbing.example',
    rating: 3.9,
    reviewCount: 11,
    leadScore: 38,
    breakdown: {
      websiteQuality: 12,
      socialMediaPresence: 6,
      reputation: 14,
      reviewVolume: 4,
      contactAccessibility: 5,
    },
    emails: ['joe@joesplumbing.example'],
    contactName: null,
    contactTitle: null,
    hasChatbot: false,
    chatbotPlatform: null,
    cmsPlatform: 'WordPress',
    marketingTools: ['Google Analytics 4'],
    socials: {
      facebook: 'https://facebook.com/joesplumbing',
      instagram: null,
      linkedin: null,
      twitter: null,
      tiktok: null,
      pinterest: null,
      youtube: null,
    },
    crawl: {
      status: 'ok',
      failureReason: null,
      isHttps: true,
      hasViewport: true,
      outdatedSignals: [],
      copyrightYear: 2025,
    },
    auditFindings: [],
  };
  return { ...base, ...overrides, crawl: { ...base.crawl, ...overrides.crawl } };
}

/** Test helper: parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF) into records keyed by the header. */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endField();
    else if (ch === '\n') endRow();
    else if (ch === '\r' && src[i + 1] === '\n') {
      i++;
      endRow();
    } else field += ch;
  }
  if (field || row.length) endRow();
  const [header, ...records] = rows;
  return records.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}
