import {
  AUDIT_FINDING_LABELS,
  AUDIT_FINDING_SEVERITY,
  type TAuditFinding,
  type TAuditFindingId,
  type TLeadAudit,
} from '../contracts/audit';

/**
 * Website audits as the deep pass stores them (`business_results.audit`, contracts/audit.ts), for tests of what
 * shows and uses them (lead page, API, MCP, webhooks, export, filter, cold email) without running the audit:
 * seed them with `seedSearch(db, user, [{ audit: makeAudit() }])` or put them on `makeLead({ audit })`.
 */

const SITE = 'https://www.example-roofing.com/';

/**
 * Findings with the evidence and pitch a real audit words them with, at the severity the audit gives them
 * (`AUDIT_FINDING_SEVERITY`); any other id gets plain words.
 */
const SAMPLES: Partial<Record<TAuditFindingId, Omit<TAuditFinding, 'id' | 'severity'>>> = {
  tls_expired: {
    title: 'Certificate expired 12 days ago',
    evidence: { url: SITE, value: '2026-11-22' },
    pitch:
      'Your SSL certificate expired on 22 Nov, so browsers warn visitors away before they see your site.',
  },
  no_viewport: {
    title: 'No mobile viewport',
    evidence: { url: SITE, value: 'no <meta name="viewport">' },
    pitch: 'Your homepage is not set up for phones, so most visitors see a shrunken desktop page.',
  },
  heavy_homepage: {
    title: 'Homepage 6.8 MB, 143 resources referenced',
    evidence: { url: SITE, value: '6.8 MB' },
    pitch: 'Your homepage weighs 6.8 MB, which keeps phone visitors waiting on a mobile connection.',
  },
  no_contact_form: {
    title: 'No contact form',
    evidence: { url: `${SITE}contact`, value: 'no form on the contact page' },
    pitch: 'Visitors who will not phone have no way to send you an enquiry from the website.',
  },
  copyright_outdated: {
    title: '© 2019 in the footer',
    evidence: { url: SITE, value: '© 2019' },
    pitch: 'The footer still says © 2019, which makes the site look unattended.',
  },
  images_without_alt: {
    title: '3 of 14 images without alt text',
    evidence: { url: SITE, value: '3 of 14 images' },
    pitch:
      'Three of your 14 images have no description, so screen readers and Google cannot tell what they show.',
  },
  outdated_cms: {
    title: 'WordPress 4.9',
    evidence: { url: SITE, value: 'WordPress 4.9' },
    pitch: 'Your site runs WordPress 4.9, which no longer gets security fixes.',
  },
};

export function makeFinding(id: TAuditFindingId, overrides: Partial<TAuditFinding> = {}): TAuditFinding {
  const sample = SAMPLES[id] ?? {
    title: AUDIT_FINDING_LABELS[id],
    evidence: { url: SITE, value: AUDIT_FINDING_LABELS[id] },
    pitch: `${AUDIT_FINDING_LABELS[id]} on your homepage.`,
  };
  return { id, severity: AUDIT_FINDING_SEVERITY[id], ...sample, ...overrides };
}

/** An audit of `findings` (stored in the order given); by default an expired certificate, a heavy page and an old footer. */
export function makeAudit(
  findings: TAuditFinding[] = [
    makeFinding('tls_expired'),
    makeFinding('heavy_homepage'),
    makeFinding('copyright_outdated'),
  ],
  overrides: Partial<Omit<TLeadAudit, 'findings'>> = {},
): TLeadAudit {
  return { checkedAt: '2026-12-04T10:00:00.000Z', url: SITE, findings, pageSpeed: null, ...overrides };
}
